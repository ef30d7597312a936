import { validateRequest } from '../../src/forms/request/validate';
import { type MailBooking, callLink, teamCalendarEvent, teamTask, whenInGerman, whereInGerman } from '../booking/mails/booking-mail';
import { buildRequestMail } from './request-mail';

const addresses = { to: 'team@example.com', from: 'website@example.com' };
const address = { street: 'Riedstrasse 14', postalCode: '8953', city: 'Dietikon' };
const slot = { start: '2026-03-04T14:30:00.000Z', end: '2026-03-04T15:15:00.000Z' };

function booked(place: 'dietikon' | 'online' | 'phone', phone?: string): MailBooking {
  const event = teamCalendarEvent({
    bookingId: 'b1',
    slot,
    place,
    address,
    ...(phone ? { phone } : {}),
    confirmation: 'confirmed',
    siteAddress: 'https://www.example.ch',
    now: new Date('2026-03-01T09:00:00Z'),
  });
  return {
    bookingId: 'b1',
    when: whenInGerman(slot),
    where: whereInGerman(place, address, phone),
    ...(place === 'phone' && phone ? { call: callLink(phone) } : {}),
    task: teamTask({ place, confirmation: 'confirmed', ...(phone ? { phone } : {}) }),
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

  it('of a time on the phone carries the number to call: in the first line, the place row, a tel: link as words, and the invitation', () => {
    const visitor = answers({
      name: 'Eva',
      channel: 'email',
      email: 'eva@example.ch',
      phone: '079 123 45 67',
      slot: '2026-03-04T1430Z',
      place: 'phone',
    });
    const mail = buildRequestMail(visitor, addresses, 'de', booked('phone', '+41791234567'));
    expect(mail.subject).toContain('gebucht für Mittwoch, 4. März 2026, 15:30–16:15, am Telefon – anrufen');
    expect(mail.text).toMatch(
      /^Neue Buchung .*am Telefon \(Sie rufen an: \+41 79 123 45 67\)\. Zu tun: Rufen Sie die Person zur vereinbarten Zeit an: \+41 79 123 45 67\./,
    );
    expect(mail.text).toContain('Ort: am Telefon (Sie rufen an: +41 79 123 45 67)');
    expect(mail.text).toContain('Anrufen: +41 79 123 45 67: tel:+41791234567');
    expect(mail.html).toContain(
      '<a href="tel:+41791234567" style="display: inline-block; padding: 6px 0; color: #1a56a0; font-weight: 600">Anrufen: +41 79 123 45 67</a>',
    );
    const invitation = String(mail.attachments?.[0]?.content).replace(/\r\n /g, '');
    expect(invitation).toContain('LOCATION:Am Telefon: +41 79 123 45 67');
    // Another place has no call link.
    expect(buildRequestMail(visitor, addresses, 'de', booked('dietikon')).text).not.toContain('tel:');
  });

  it('without a booking the place row is still the answer', () => {
    const visitor = answers({ name: 'Eva', channel: 'email', email: 'eva@example.ch', place: 'online' });
    expect(buildRequestMail(visitor, addresses, 'de').text).toContain('Ort: Online per Video');
  });
});
