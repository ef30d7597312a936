/**
 * The mailbox's budgets and "no more mails" (../../outbox/budgets.ts, ../../outbox/suppression.ts), tried
 * through both functions' handlers as a stranger would: every way a stranger found around the limits
 * when they lived in the callers (issue 66) is a test here.
 */
import { rm } from 'node:fs/promises';
import { startOfSlotId } from '../../../src/booking/free-times';
import type { TeamMail } from '../../outbox/mail';
import { jsonRequest } from '../../testing/contact-test-helpers';
import { bookingSetup, bookingUrl, makeBookingRoot } from '../../testing/booking-fixture';
import { visitorBudget } from '../../outbox/budgets';
import { mailboxOf } from '../../outbox/mailbox';
import { noticePrefix, readAll } from '../ledger/ledger';

let root: string;
beforeAll(async () => {
  root = await makeBookingRoot();
});
afterAll(() => rm(root, { recursive: true, force: true }));

const hourMs = 60 * 60_000;
const visitor = { type: 'consultation', language: 'de', channel: 'email', forWhom: 'self', name: 'Eva', mails: 'yes' };

async function site() {
  const flow = bookingSetup(root);
  const slots = (await flow.times('&count=40')).slots ?? [];
  let network = 0;
  /** Books slot `index` for `email`, each from a network of its own (the cap on times per network plays no part here). */
  const book = async (email: string, index: number, { mails = true }: { mails?: boolean } = {}) => {
    network += 1;
    const slot = slots[index]!;
    const place: Record<string, string> = slot.places.length > 1 ? { place: 'dietikon' } : {};
    const answers: Record<string, string> = { ...visitor, email, ...place, slot: slot.id };
    // The box left unticked: the form sends no `mails` field.
    if (!mails) delete answers.mails;
    const res = await flow.request(jsonRequest(answers), `198.51.${network}.7`);
    const body = (await res.json()) as { booking?: string };
    return new URL(body.booking ?? '/none?view=', 'http://localhost').searchParams.get('view') ?? '';
  };
  const post = (fields: Record<string, string>) =>
    flow.booking(
      new Request(bookingUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ language: 'de', ...fields }),
      }),
    );
  const page = async (token: string) => (await flow.booking(new Request(`${bookingUrl}?view=${token}&language=de`))).text();
  /** Every mail that reached Eva's mailbox, whatever spelling of her address it went to. */
  const toEva = () => flow.transport.sent.filter((mail: TeamMail) => mailboxOf(String(mail.to)) === 'eva@example.ch');
  const startOf = (index: number) => startOfSlotId(slots[index]!.id)!.getTime();
  return { ...flow, slots, book, post, page, toEva, startOf };
}

const confirmations = (mails: TeamMail[]) => mails.filter((mail) => mail.subject.startsWith('Ihr Erstgespräch am '));
/** The reminders part of a booking's page: what it says about mails to the visitor (it ends with its form). */
const mailsPart = (html: string) => /<div class="booking-actions" id="booking-reminders">.*?<\/form><\/div>/s.exec(html)?.[0] ?? '';
/** The link of a mail after its words, as the mail's text writes it. */
const ownLink = (mail: TeamMail, name: 'notme' | 'resume') => new RegExp(`${name}=([^&\\s]+)`).exec(mail.text)?.[1] ?? '';

describe('one mailbox, one budget', () => {
  it('counts eva+1@ … eva+5@ and EVA@ as one mailbox: two bookings of it get mails at a time, not six', async () => {
    const { book, toEva } = await site();
    for (const [index, email] of [
      'eva+1@example.ch',
      'eva+2@example.ch',
      'EVA@example.ch',
      'eva+4@example.ch',
      'eva+5@example.ch',
      'Eva+6@Example.ch',
    ].entries())
      expect(await book(email, index)).not.toBe('');
    expect(confirmations(toEva())).toHaveLength(visitorBudget.standing);
  });

  it('holds when ten bookings of one mailbox arrive at once: exactly two confirmations', async () => {
    const { book, toEva } = await site();
    await Promise.all(Array.from({ length: 10 }, (_, index) => book(`eva+${index}@example.ch`, index)));
    expect(confirmations(toEva())).toHaveLength(visitorBudget.standing);
  });

  it('holds for mails switched on later from each page: changes and reminders go for two bookings only', async () => {
    const { book, post, toEva, remind, startOf, slots } = await site();
    const tokens = [];
    for (const index of [0, 1, 2, 3]) tokens.push(await book('eva@example.ch', index, { mails: false }));
    expect(toEva()).toEqual([]);
    for (const token of tokens) await post({ action: 'mails', mails: 'on', token });
    // All four moved to one afternoon, so that at one moment every one of them is standing and due a reminder.
    const afternoon = [5, 6, 7, 8];
    expect(new Set(afternoon.map((index) => slots[index]!.id.slice(0, 10))).size).toBe(1);
    for (const [n, token] of tokens.entries()) await post({ action: 'change', token, slot: slots[afternoon[n]!]!.id, place: 'dietikon' });
    expect(toEva().filter((mail) => mail.subject.startsWith('Neue Zeit'))).toHaveLength(visitorBudget.standing);
    await remind(startOf(afternoon.at(-1)!) - 24 * hourMs + 60_000);
    expect(toEva().filter((mail) => mail.subject.startsWith('Erinnerung'))).toHaveLength(visitorBudget.standing);
    // Each mail names the time it is about in its row "Wann: Freitag, 6. März 2026, 14:00–14:45, …": two times in all.
    const times = new Set(toEva().map((mail) => /^Wann: (.+)$/m.exec(mail.text)?.[1]));
    expect(times.has(undefined)).toBe(false);
    expect(times.size).toBe(visitorBudget.standing);
  });

  it('lets a real visitor book, change three times and cancel, and hears of each; a stranger, whatever they do, reaches a mailbox at most eight times a day', async () => {
    const real = await site();
    const token = await real.book('eva@example.ch', 0);
    for (const index of [5, 6, 7]) await real.post({ action: 'change', token, slot: real.slots[index]!.id, place: 'dietikon' });
    await real.post({ action: 'cancel', token });
    expect(real.toEva().map((mail) => mail.subject.split(' ')[0])).toEqual(['Ihr', 'Neue', 'Neue', 'Neue', 'Abgesagt:']);

    const stranger = await site();
    for (let round = 0; round < 8; round += 1) {
      const email = `eva+${round}@example.ch`;
      const booked = await stranger.book(email, round);
      await stranger.post({ action: 'mails', mails: 'on', token: booked });
      await stranger.post({ action: 'change', token: booked, slot: stranger.slots[20 + round]!.id, place: 'dietikon' });
      await stranger.post({ action: 'cancel', token: booked });
    }
    expect(stranger.toEva().length).toBeLessThanOrEqual(visitorBudget.perDay);
    expect(stranger.toEva().length).toBeGreaterThan(visitorBudget.confirmationsPerDay);
  });

  it('counts nothing for a request that books nothing: three tries at a taken time leave the day’s confirmations', async () => {
    const { book, toEva } = await site();
    expect(await book('someone@example.ch', 0)).not.toBe('');
    for (let tries = 0; tries < 3; tries += 1) expect(await book('eva@example.ch', 0)).toBe('');
    expect(await book('eva@example.ch', 1)).not.toBe('');
    expect(confirmations(toEva())).toHaveLength(1);
  });

  it('shows the same mails part on every booking’s page: over the budget or not, a page tells a stranger nothing', async () => {
    const { book, page } = await site();
    const [first, , third] = [await book('eva@example.ch', 0), await book('eva@example.ch', 1), await book('eva@example.ch', 2)];
    expect(mailsPart(await page(third))).toBe(mailsPart(await page(first)).replaceAll(first, third));
    expect(mailsPart(await page(third))).toContain('Sie erhalten Erinnerungen per E-Mail');
  });
});

describe('only the mailbox can silence itself', () => {
  it('the page’s link cannot say "this was not me"; the mailbox’s own keeps on getting its mails', async () => {
    const { book, post, toEva, remind, startOf, store } = await site();
    const strangers = await book('eva@example.ch', 0);
    const evas = await book('eva@example.ch', 1);
    const refused = await post({ action: 'notme', token: strangers });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(await readAll(store, noticePrefix))).not.toMatch(/notices\/stop-/);
    // The page's link can cancel, and nothing more.
    expect((await post({ action: 'cancel', token: strangers })).status).toBe(303);
    const before = toEva().length;
    await remind(startOf(1) - 2 * hourMs + 60_000);
    expect(
      toEva()
        .slice(before)
        .map((mail) => mail.subject),
    ).toEqual([expect.stringMatching(/^Erinnerung: /)]);
    expect(evas).not.toBe('');
  });

  it('the mail’s own link silences the mailbox; booked for again, it gets one question, once, whose link brings the mails back', async () => {
    const { book, post, toEva, booking } = await site();
    await book('eva@example.ch', 0);
    const [confirmation] = confirmations(toEva());
    const notMe = ownLink(confirmation!, 'notme');
    const opened = await (await booking(new Request(`${bookingUrl}?notme=${notMe}&language=de`))).text();
    expect(opened).toContain('Termin absagen und keine Mails mehr');
    expect((await post({ action: 'notme', token: decodeURIComponent(notMe) })).status).toBe(303);
    const silenced = toEva().length;

    const again = await book('Eva+neu@example.ch', 1);
    expect(again).not.toBe('');
    await book('eva@example.ch', 2);
    const asked = toEva().slice(silenced);
    expect(asked.map((mail) => mail.subject)).toEqual(['Möchten Sie wieder E-Mails von uns erhalten?']);
    expect(asked[0]!.text).not.toMatch(/view=|März|Dietikon/);

    const resume = decodeURIComponent(ownLink(asked[0]!, 'resume'));
    // The page's link cannot lift it: only the question's own link.
    expect((await post({ action: 'resume', token: again })).status).toBe(404);
    expect((await post({ action: 'resume', token: resume })).status).toBe(303);
    expect(confirmations(toEva().slice(silenced))).toHaveLength(1);
  });
});
