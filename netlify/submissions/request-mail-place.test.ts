import { validateRequest } from '../../src/forms/request/validate';
import { type MailBooking, teamCalendarEvent, whenInGerman, whereInGerman } from '../booking/mails/booking-mail';
import { buildRequestMail } from './request-mail';

const addresses = { to: 'team@example.com', from: 'website@example.com' };
const address = { street: 'Riedstrasse 14', postalCode: '8953', city: 'Dietikon' };
const slot = { start: '2026-03-04T14:30:00.000Z', end: '2026-03-04T15:15:00.000Z' };

function booked(place: 'dietikon' | 'online'): MailBooking {
  const event = teamCalendarEvent({
    bookingId: 'b1',
    slot,
    place,
    address,
    confirmation: 'confirmed',
    siteAddress: 'https://www.example.ch',
    now: new Date('2026-03-01T09:00:00Z'),
  });
  return {
    bookingId: 'b1',
    when: whenInGerman(slot),
    where: whereInGerman(place, address),
    confirmation: 'confirmed',
    releaseUrl: 'https://x.example/r',
    event,
  };
}

function answers(raw: Record<string, unknown>) {
  const result = validateRequest(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
}

describe("the team's mail of a booked time", () => {
  it('says the place the time was booked for in the place row, not an answer that contradicts it', () => {
    const visitor = answers({ name: 'Eva', channel: 'email', email: 'eva@example.ch', slot: '2026-03-04T1430Z', place: 'online' });
    const mail = buildRequestMail(visitor, addresses, 'de', booked('dietikon'));
    expect(mail.text).toContain('Ort: in Dietikon (Riedstrasse 14, 8953 Dietikon)');
    expect(mail.text).not.toContain('Online per Video');
    expect(buildRequestMail(visitor, addresses, 'de', booked('online')).text).not.toContain('Dietikon');
  });

  it('says with the way to answer how and when the visitor asked to be reminded, only for a booked time', () => {
    const visitor = (raw: Record<string, unknown>) =>
      answers({
        name: 'Eva',
        channel: 'phone',
        email: 'eva@example.ch',
        phone: '079 123 45 67',
        slot: '2026-03-04T1430Z',
        place: 'online',
        ...raw,
      });
    const asked = buildRequestMail(
      visitor({ reminders: ['sms', 'email'], reminderWhen: ['hours'] }),
      addresses,
      'de',
      booked('online'),
    ).text;
    expect(asked).toMatch(
      /Telefon: 079 123 45 67\n *Bestätigung und Erinnerungen: Per E-Mail, Per SMS\n *Erinnerungen: Zwei Stunden vorher\n/,
    );
    expect(asked.indexOf('Bestätigung und Erinnerungen')).toBeLessThan(asked.indexOf('Für wen'));
    expect(asked).not.toContain('Ihre Angaben prüfen');
    // Confirmation only, and nothing at all: said, not left out.
    expect(buildRequestMail(visitor({ reminders: ['email'] }), addresses, 'de', booked('online')).text).toMatch(
      /Bestätigung und Erinnerungen: Per E-Mail\n *Erinnerungen: Keine\n/,
    );
    const nothing = buildRequestMail(visitor({}), addresses, 'de', booked('online')).text;
    expect(nothing).toContain('Bestätigung und Erinnerungen: Keine');
    expect(nothing).not.toMatch(/^ *Erinnerungen:/m);
    // A page loaded before the reminders were asked this way sends its one box: e-mail, at both times.
    expect(buildRequestMail(visitor({ mails: 'yes' }), addresses, 'de', booked('online')).text).toMatch(
      /Bestätigung und Erinnerungen: Per E-Mail\n *Erinnerungen: Einen Tag vorher, Zwei Stunden vorher\n/,
    );
    // Without a booked time there is nothing to confirm and no row.
    expect(buildRequestMail(visitor({ reminders: ['email'], slot: '' }), addresses, 'de').text).not.toContain('Erinnerungen');
  });

  it('without a booking the place row is still the answer', () => {
    const visitor = answers({ name: 'Eva', channel: 'email', email: 'eva@example.ch', place: 'online' });
    expect(buildRequestMail(visitor, addresses, 'de').text).toContain('Ort: Online per Video');
  });
});
