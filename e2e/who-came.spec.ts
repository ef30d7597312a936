/**
 * Who came (netlify/booking/attendance.ts): the team's calendar entry carries "Gekommen" and "Nicht
 * gekommen" from the start; each opens a page with one button, which before the time says to come back
 * after it. A time that was cancelled (or moved away from) has no button: the page says why and nothing is
 * entered, as for a link to a time the site never had booked (signed here with the development secret, as the
 * site signs it). That the button enters a held time's answer once, and a changed answer replaces it, is shown
 * on the functions' own code (netlify/counting/counting.test.ts: a held time is known only after its sweep).
 */
import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { developmentSecret } from '../netlify/booking/booking-settings';
import { attendedAction, signBookingToken } from '../netlify/booking/booking-token';
import { slotIdOf } from '../src/booking/free-times';
import { instantToWallTime } from '../src/booking/zurich-time';
import type { APIRequestContext, Page } from '@playwright/test';
import { bookByJson, freeTimes, tokenOf } from './book';
import { figuresCsvRow } from './figures-csv';
import { expect, test } from './fixtures';
import { outboxMails } from './outbox';

/** The links after "Gekommen:" and "Nicht gekommen:" in an invitation's description, as paths on this server. */
function attendanceLinks(calendarFile: string): { came: string; notCame: string } {
  const event = new ICAL.Component(ICAL.parse(calendarFile)).getFirstSubcomponent('vevent')!;
  const description = String(event.getFirstPropertyValue('description'));
  const link = (words: string) => {
    const match = new RegExp(`^${words}: (https?://\\S+)$`, 'm').exec(description);
    expect(match, `"${words}: <link>" in the calendar entry`).not.toBeNull();
    const url = new URL(match![1]!);
    return `${url.pathname}${url.search}`;
  };
  return { came: link('Gekommen'), notCame: link('Nicht gekommen') };
}

/** The English "came" and "did not come" of one day, as the owner's CSV gives them. */
async function attendanceOn(request: APIRequestContext, day: string): Promise<{ came: number; notCame: number }> {
  const row = await figuresCsvRow(request, day, 'en');
  return { came: row!.came!, notCame: row!['not-came']! };
}

test('the team’s calendar entry carries both links; before the time the page has no button', async ({ page }) => {
  test.slow();
  const name = `Kalender ${Date.now()}`;
  await bookByJson(page, { language: 'de', slot: (await freeTimes(page, 'de')).at(-12)?.id, name });
  await expect.poll(() => outboxMails().find((mail) => mail.text.includes(name))).toBeDefined();
  const teamMail = outboxMails().find((mail) => mail.text.includes(name))!;
  const invitation = teamMail.attachments?.find((file) => file.type === 'text/calendar');
  const { came, notCame } = attendanceLinks(invitation!.content);
  await page.goto(came);
  await expect(page.getByRole('heading', { level: 1, name: 'Gekommen?' })).toBeVisible();
  await expect(page.getByText('Dieser Termin hat noch nicht begonnen.')).toBeVisible();
  await expect(page.getByRole('button', { name: /eintragen/ })).toHaveCount(0);
  await page.goto(notCame);
  await expect(page.getByRole('heading', { level: 1, name: 'Nicht gekommen?' })).toBeVisible();
});

/** A mail's HTML at 320 px: how far its widest element reaches, and the text a reader sees (no link addresses). */
async function atNarrowPhone(page: Page, html: string): Promise<{ widest: number; text: string }> {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(html);
  return page.evaluate(() => ({
    widest: Math.max(
      document.documentElement.scrollWidth,
      ...[...document.body.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right),
    ),
    text: document.body.innerText,
  }));
}

test('a cancelled time: its link opens a page that says why and has no button; the team’s mails fit 320 px, their links words', async ({
  page,
}) => {
  test.slow();
  const name = `Abgesagt ${Date.now()}`;
  // A long address, as some are: it may wrap, never widen the mail.
  const email = 'quirinus.langer-name.mit-bindestrichen@beispiel-firma-mit-einem-langen-namen.example.ch';
  const view = await bookByJson(page, { language: 'en', slot: (await freeTimes(page, 'en')).at(-14)?.id, name, email });
  await expect.poll(() => outboxMails().find((mail) => mail.text.includes(name))).toBeDefined();
  const teamMail = outboxMails().find((mail) => mail.text.includes(name))!;
  const { came } = attendanceLinks(teamMail.attachments!.find((file) => file.type === 'text/calendar')!.content);
  await page.request.post('/.netlify/functions/booking', { form: { action: 'cancel', token: tokenOf(view), language: 'en' } });
  await expect
    .poll(() => outboxMails().find((mail) => mail.subject.startsWith('Erstgespräch abgesagt') && mail.text.includes(name)))
    .toBeDefined();
  const cancelMail = outboxMails().find((mail) => mail.subject.startsWith('Erstgespräch abgesagt') && mail.text.includes(name))!;
  for (const mail of [teamMail, cancelMail]) {
    const { widest, text } = await atNarrowPhone(page, mail.html);
    expect(widest, `"${mail.subject}" at 320 px`).toBeLessThanOrEqual(320);
    expect(text, `"${mail.subject}": links are words`).not.toContain('http');
  }
  await page.setContent(teamMail.html);
  await expect(page.getByRole('link', { name: 'Zeit wieder freigeben (z. B. bei Spam)' })).toHaveAttribute(
    'href',
    /\/\.netlify\/functions\/booking\?release=/,
  );
  await page.goto(came);
  await expect(page.getByRole('heading', { level: 1, name: 'Gekommen?' })).toBeVisible();
  await expect(page.getByText('Dieser Termin hat nicht stattgefunden: Er wurde abgesagt, freigegeben oder verschoben.')).toBeVisible();
  await expect(page.getByRole('button', { name: /eintragen/ })).toHaveCount(0);
});

test('a moved time: its old link says where it went and leads to the new time, whose page waits for it', async ({ page }) => {
  test.slow();
  const name = `Verschoben ${Date.now()}`;
  const times = await freeTimes(page, 'de');
  const [before, after] = [times.at(-16)!, times.at(-17)!];
  const view = await bookByJson(page, { language: 'de', slot: before.id, name });
  await expect.poll(() => outboxMails().find((mail) => mail.text.includes(name))).toBeDefined();
  const teamMail = outboxMails().find((mail) => mail.text.includes(name))!;
  const { came } = attendanceLinks(teamMail.attachments!.find((file) => file.type === 'text/calendar')!.content);
  const changed = await page.request.post(view, {
    form: { action: 'change', token: tokenOf(view), language: 'de', slot: after.id, place: 'dietikon' },
    maxRedirects: 0,
  });
  expect(changed.status()).toBe(303);
  await page.goto(came);
  await expect(page.getByText(/^Dieser Termin wurde verschoben, auf .+\. Hier gibt es darum nichts einzutragen\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /eintragen/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Zum neuen Termin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gekommen?' })).toBeVisible();
  await expect(page.getByText('Dieser Termin hat noch nicht begonnen.')).toBeVisible();
  await page.request.post('/.netlify/functions/booking', { form: { action: 'cancel', token: tokenOf(view), language: 'de' } });
});

test('after the time, a time the site never had booked: nothing is entered, and the page says why', async ({ page }) => {
  test.slow();
  const yesterday = new Date(Date.now() - 24 * 60 * 60_000);
  yesterday.setUTCHours(9, 0, 0, 0);
  const subject = { bookingId: randomBytes(12).toString('base64url'), slotId: slotIdOf(yesterday) };
  const token = signBookingToken(attendedAction('en'), subject, developmentSecret);
  const day = instantToWallTime(yesterday).date;
  const before = await attendanceOn(page.request, day);
  await page.goto(`/.netlify/functions/booking?attended=${token}&came=yes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gekommen?' })).toBeVisible();
  await expect(page.getByText('Dieser Termin hat nicht stattgefunden: Er wurde abgesagt, freigegeben oder verschoben.')).toBeVisible();
  await expect(page.getByRole('button', { name: /eintragen/ })).toHaveCount(0);
  // A post sent anyway (a page opened before the time was cancelled) enters nothing.
  await page.request.post('/.netlify/functions/booking', { form: { action: 'attended', token, came: 'yes' }, maxRedirects: 0 });
  expect(await attendanceOn(page.request, day)).toEqual(before);
  // A link the site did not sign enters nothing either.
  const forged = await page.request.post('/.netlify/functions/booking', {
    form: { action: 'attended', token: `${subject.bookingId}.${subject.slotId}.${'A'.repeat(43)}`, came: 'yes' },
  });
  expect(forged.status()).toBe(404);
});
