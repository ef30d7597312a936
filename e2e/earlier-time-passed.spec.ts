/**
 * An offer let pass goes to the next in line (issue 70), under a clock set for the scheduled step (`?at=`, local
 * development only): Eva and then Ann ask for an earlier time on their bookings' pages; Ben cancels the earlier
 * time; Eva, first in line, gets the offer. The clock moves past her offer's window: the scheduled step sweeps it
 * and offers the same time to Ann, who takes it. Eva's link, opened then, says kindly that her offer ran out, has
 * no button, and a post of "take" through it changes nothing: Eva keeps her time, Ann has the earlier one.
 *
 * In German only: the offer's page and its mail in English are covered by e2e/earlier-time.spec.ts (both languages,
 * with and without JavaScript), the late offer's English words by netlify/booking/offer-flow.test.ts's texts.
 * The booking's pages are plain forms the function renders: this runs without JavaScript, as a visitor without it.
 *
 * It books the 22nd to 20th free times from the end, which no other spec books; each visitor's booking is cancelled at its end.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startOfSlotId } from '../src/booking/free-times';
import { offerUntil } from '../netlify/booking/ledger/ledger';
import { instantToWallTime } from '../src/booking/zurich-time';
import { expect, test } from './fixtures';
import { bookByJson, freeTimes } from './book';
import { mailsTo, runScheduledAt } from './outbox';

// Three bookings, two asks, a cancel, the step's run and a take: more than the default half minute.
test.setTimeout(120_000);
test.use({ javaScriptEnabled: false });

/** The team's window for an offer (content/booking.yaml), for a time as far ahead as these (none shortened). */
const windowMinutes = Number(/^offerWindowMinutes:\s*(\d+)/m.exec(readFileSync('content/booking.yaml', 'utf8'))?.[1]);

const subject = 'Eine frühere Zeit ist frei';

/** The offer's link in the one offer mail to an address (the outbox is the same for every spec: the address is this run's own). */
function offerLink(address: string): string {
  const mails = mailsTo(address).filter((mail) => mail.subject.startsWith(subject));
  expect(mails).toHaveLength(1);
  const link = /https?:\/\/\S+\?offer=\S+/.exec(mails[0]!.text)?.[0];
  expect(link, 'one link in the offer mail').toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** Asks on the booking's page from the given day on, any time of day, the places as the page has them. */
async function ask(page: Page, view: string, earliest: string) {
  await page.goto(view, { waitUntil: 'domcontentloaded' });
  const part = page.locator('#booking-sooner');
  await part.getByLabel('Frühestens am').fill(earliest);
  await part.getByRole('button', { name: 'Frühere Zeit anbieten' }).click();
  await expect(page.locator('#booking-sooner')).toContainText('Sie stehen auf der Liste.');
}

async function cancel(page: Page, view: string) {
  await page.goto(`${view}&confirm=cancel`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Ja, Termin absagen' }).click();
}

test('de: an offer let pass goes to the next in line, who takes it; the first one’s link says kindly it ran out', async ({ page }) => {
  expect(windowMinutes).toBeGreaterThan(0);
  const times = await freeTimes(page, 'de');
  const [early, annTime, evaTime] = [times.at(-22)!, times.at(-21)!, times.at(-20)!];
  const stamp = `${Date.now()}`;
  const eva = `eva-passed-${stamp}@example.ch`;
  const ann = `ann-passed-${stamp}@example.ch`;
  const book = (slot: typeof early, name: string, email: string) =>
    bookByJson(page, { language: 'de', slot: slot.id, name, email, mails: true, place: slot.places[0] });
  const evaView = await book(evaTime, 'Eva', eva);
  const annView = await book(annTime, 'Ann', ann);
  const benView = await book(early, 'Ben', `ben-passed-${stamp}@example.ch`);

  // Eva asks first, Ann after her; both from the earlier time's day (only it can suit them among what this spec frees).
  const day = instantToWallTime(startOfSlotId(early.id)!).date;
  await ask(page, evaView, day);
  await ask(page, annView, day);

  // Ben cancels: the time goes to Eva alone.
  const offeredAt = Date.now();
  await cancel(page, benView);
  await expect.poll(() => mailsTo(eva).filter((mail) => mail.subject.startsWith(subject)).length).toBe(1);
  const evaLink = offerLink(eva);
  expect(mailsTo(ann).filter((mail) => mail.subject.startsWith(subject))).toEqual([]);

  // Eva lets it pass. Before the window's end the step changes nothing; after it, it sweeps Eva's hold and offers the time
  // to Ann. The window ends as the ledger sets it (from 07:00 when this runs in the night; the time is weeks ahead, so
  // its notice shortens nothing).
  const evaUntil = offerUntil(new Date(offeredAt), { windowMinutes, bookableUntil: startOfSlotId(early.id)! })!.getTime();
  await runScheduledAt(page, evaUntil - 10 * 60_000);
  expect(mailsTo(ann).filter((mail) => mail.subject.startsWith(subject))).toEqual([]);
  const after = evaUntil + 5 * 60_000;
  await runScheduledAt(page, after);
  await expect.poll(() => mailsTo(ann).filter((mail) => mail.subject.startsWith(subject)).length).toBe(1);
  const annLink = offerLink(ann);
  // Ann opens it at the moved clock, and takes it (the button posts at the real one, inside her window too).
  await page.goto(`${annLink}&at=${new Date(after + 60_000).toISOString()}`, { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await page.getByRole('button', { name: 'Diese Zeit nehmen' }).click();
  await expect(main).toContainText('Ihr Termin ist verschoben');

  // Eva's link at the clock past her window: kindly, her offer ran out; no button, and her time stays hers.
  const evaLate = `${evaLink}&at=${new Date(after + 2 * 60_000).toISOString()}`;
  await page.goto(evaLate, { waitUntil: 'domcontentloaded' });
  await expect(main).toContainText('Das Angebot ist abgelaufen');
  await expect(main).toContainText('Ihr Termin bleibt, wie er ist');
  await expect(page.getByRole('button', { name: 'Diese Zeit nehmen' })).toHaveCount(0);
  // A "take" posted through it all the same (a page kept open since the mail) changes nothing.
  const posted = await page.request.post(evaLate, {
    form: { action: 'take', token: new URL(evaLink, 'http://localhost').searchParams.get('offer')!, language: 'de' },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  expect(posted.headers().location).not.toContain('changed=1');

  // The earlier time is Ann's (she alone took an offer), her old one free for everyone again; Eva keeps hers.
  const free = (await freeTimes(page, 'de')).map((time) => time.id);
  expect(free).not.toContain(early.id);
  expect(free).toContain(annTime.id);
  expect(free).not.toContain(evaTime.id);

  await cancel(page, evaView);
  await cancel(page, annView);
});
