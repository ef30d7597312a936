/**
 * The mails a visitor who booked receives (netlify/booking/mails/visitor-mails.ts), in the e2e outbox:
 * the confirmation from the form with and without JavaScript, the reminders of the scheduled step run at
 * a clock set before the time (`?at=`, local development only: npm run scheduled), none after a cancel,
 * the new time after a change, switched off on the page and by the one-click header, "this was not me",
 * and the limits. Each test books its own times and writes to its own address. The scheduled step is one
 * for the whole site: a run of one test at its clock also reminds another test's booking whose hour has
 * come then, so each test counts only what its own steps can cause.
 */
import ICAL from 'ical.js';
import { startOfSlotId } from '../src/booking/free-times';
import { type FreeTime, bookByJson, freeTimes, tokenOf } from './book';
import { expect, test } from './fixtures';
import { type OutboxMail, mailsTo, minimumFillTime, runScheduledAt } from './outbox';

// Each test books through the function and runs the scheduled step several times; function requests
// take turns on the local server, so the other worker's requests queue beside them. On the CI machine
// under load two of these ran out of test.slow()'s 90 s (28 November): twice that.
test.describe.configure({ timeout: 180_000 });

const hourMs = 60 * 60_000;

/** An address of this test's own: the outbox is shared by every test. */
const ownAddress = (what: string) => `${what}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.ch`;

const startOf = (slotId: string) => startOfSlotId(slotId)!.getTime();
/**
 * Whether a mail is about a free time ("Dienstag, 22. Dezember, 10:00–10:45, …"): its row "Wann: Dienstag,
 * 22. Dezember 2026, 10:00–10:45, …" says so (a reminder's subject says "heute"/"morgen" instead of the date).
 */
const isAbout = (mail: OutboxMail, time: FreeTime) => {
  const [weekday, day, clock] = time.words.split(', ');
  const when = /^(?:Wann|When): (.+)$/m.exec(mail.text)?.[1] ?? '';
  return when.startsWith(`${weekday}, ${day} `) && when.includes(`, ${clock}, `);
};
const subjects = (address: string) => mailsTo(address).map((mail) => mail.subject);
const isReminder = (mail: OutboxMail) => /^(Erinnerung|Reminder): /.test(mail.subject);
const reminders = (address: string) =>
  mailsTo(address)
    .filter(isReminder)
    .map((mail) => mail.subject);
const everything = (mail: OutboxMail) =>
  [mail.subject, mail.text, mail.html, JSON.stringify(mail.headers ?? {}), ...(mail.attachments ?? []).map((file) => file.content)].join(
    '\n',
  );

/** The link in a mail's text after `words` (the mails write each link after its words). */
function linkAfter(mail: OutboxMail, words: string): string {
  const match = new RegExp(`${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(https?://\\S+)`).exec(mail.text);
  expect(match, `a link after "${words}"`).not.toBeNull();
  return new URL(match![1]!).pathname + new URL(match![1]!).search + new URL(match![1]!).hash;
}

test.describe('with JavaScript', () => {
  test('de: the last step offers the mails; the confirmation reaches the outbox with the time, place, links and .ics and none of the typed words; reminders 24 and 2 hours before, once each; none after the cancel', async ({
    page,
  }) => {
    const address = ownAddress('eva');
    const name = `Typedname${Date.now()}`;
    const slot = (await freeTimes(page, 'de'))[10]!;
    await page.goto('/erstgespraech');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('button', { name: 'Spätere Termine anzeigen' }).click();
    const radio = page.locator(`[data-free-times] input[value="${slot.id}"]`);
    await radio.check();
    if (slot.places.length > 1)
      await page.getByRole('group', { name: 'Wo möchten Sie das Gespräch führen?' }).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByLabel(/^Was hilft Ihnen in einem Gespräch/).fill('Typedneeds sind mir wichtig');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByLabel(/^Ihr Name/).fill(name);
    await page.getByLabel(/^E-Mail-Adresse/).fill(address);
    await page.getByRole('button', { name: 'Weiter' }).click();
    const box = page.getByRole('group', { name: 'Bestätigung und Erinnerungen' }).getByRole('checkbox', { name: 'Per E-Mail' });
    await expect(box).toBeChecked();
    await page.waitForTimeout(minimumFillTime);
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Termin buchen' }).click();
    await expect.poll(() => mailsTo(address).length, { timeout: 30_000, intervals: [50] }).toBe(1);
    test.info().annotations.push({ type: 'click to confirmation in the outbox', description: `${Date.now() - clicked} ms` });
    console.log(`visitor-mails: from the click to the confirmation in the outbox: ${Date.now() - clicked} ms`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Termin ist gebucht' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#booking-reminders')).toContainText(
      'Sie erhalten Erinnerungen per E-Mail: 24 Stunden vorher und 2 Stunden vorher.',
    );

    const [confirmation] = mailsTo(address);
    expect(confirmation!.subject).toMatch(/^Ihr Erstgespräch am \w+, \d+\. \w+, \d\d:\d\d$/);
    expect(confirmation!.text).toContain(`Wann: ${slot.words.split(', ').slice(0, 2).join(', ')}`);
    expect(confirmation!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const ics = confirmation!.attachments?.find((file) => file.filename === 'erstgespraech.ics');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics!.content)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().getTime()).toBe(startOf(slot.id));
    for (const typedWord of [name, 'Typedneeds']) expect(everything(confirmation!)).not.toContain(typedWord);
    // The page link of the mail opens the booked page.
    await page.goto(linkAfter(confirmation!, 'Termin ansehen, ändern oder absagen:'));
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Termin ist gebucht' })).toBeVisible();

    const start = startOf(slot.id);
    await runScheduledAt(page, start - 25 * hourMs);
    expect(reminders(address)).toEqual([]);
    await runScheduledAt(page, start - 24 * hourMs + 60_000);
    await runScheduledAt(page, start - 23 * hourMs);
    expect(reminders(address)).toHaveLength(1);
    await runScheduledAt(page, start - 2 * hourMs + 60_000);
    expect(reminders(address)).toHaveLength(2);
    const [, reminder] = mailsTo(address).filter((mail) => mail.subject.startsWith('Erinnerung: '));
    for (const typedWord of [name, 'Typedneeds']) expect(everything(reminder!)).not.toContain(typedWord);

    await page.getByRole('link', { name: 'Termin absagen' }).click();
    await page.getByRole('button', { name: 'Ja, Termin absagen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Termin ist abgesagt' })).toBeVisible();
    await runScheduledAt(page, start - hourMs);
    // (The outbox names a reminder's file by the clock of its run, a day ahead: the cancel is not the last file.)
    await expect.poll(() => subjects(address).filter((subject) => subject.startsWith('Abgesagt: Ihr Erstgespräch am '))).toHaveLength(1);
    expect(reminders(address)).toHaveLength(2);
    // The cancel mail says what the page said, and its file takes the confirmation's event out of the calendar.
    const cancel = mailsTo(address).find((mail) => mail.subject.startsWith('Abgesagt: '))!;
    expect(cancel.text).toContain('Öffnen Sie die Kalenderdatei der Absage, dann entfernt Ihr Kalender ihn.');
    await expect(page.getByText('Öffnen Sie die Kalenderdatei der Absage, dann entfernt Ihr Kalender ihn.')).toBeVisible();
    const cancelling = new ICAL.Component(
      ICAL.parse(cancel.attachments!.find((file) => file.filename === 'erstgespraech-abgesagt.ics')!.content),
    );
    const cancelled = cancelling.getFirstSubcomponent('vevent')!;
    expect(cancelling.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.getFirstPropertyValue('uid')).toBe(event.uid);
    expect(Number(cancelled.getFirstPropertyValue('sequence'))).toBeGreaterThan(event.sequence);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('en: the box is ticked by default and the confirmation is in English; "this was not me" cancels, thanks someone who never booked, and the address gets nothing more', async ({
    page,
  }) => {
    const address = ownAddress('max');
    const slot = (await freeTimes(page, 'en'))[11]!;
    await page.goto('/en/erstgespraech');
    await page.getByLabel(/^Your name/).fill(`Typedname ${Date.now()}`);
    await page.getByLabel(/^Email address/).fill(address);
    await expect(page.getByRole('group', { name: 'Confirmation and reminders' }).getByRole('checkbox', { name: 'By email' })).toBeChecked();
    await page.getByRole('button', { name: 'Show free times' }).click();
    await page.getByRole('button', { name: 'Show later times' }).click();
    await page.locator(`input[name="slot"][value="${slot.id}"]`).check();
    if (slot.places.length > 1) await page.getByRole('group', { name: 'Where would you like to meet?' }).getByRole('radio').first().check();
    await page.waitForTimeout(minimumFillTime);
    await page.getByRole('button', { name: 'Send request or book the time' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your appointment is booked' })).toBeVisible({ timeout: 30_000 });
    const confirmations = () => mailsTo(address).filter((mail) => mail.subject.startsWith('Your first consultation on '));
    await expect.poll(() => confirmations().length).toBe(1);
    const [confirmation] = confirmations();
    expect(confirmation!.subject).toMatch(/^Your first consultation on \w+, \d+ \w+, \d\d:\d\d$/);
    expect(confirmation!.text).toContain('When: ');

    await page.goto(linkAfter(confirmation!, 'You did not book this? Then cancel it here:'));
    await page.getByRole('button', { name: 'Cancel the appointment, no more emails' }).click();
    // Said to someone who never booked: thanks, what became of the booking and the address; no time, no invitation to book.
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for telling us' })).toBeVisible();
    await expect(page.getByText('We will not write to your address about it again.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Request a first consultation' })).toHaveCount(0);
    // Nothing follows "this was not me", not even the cancel mail (another test's run may have reminded it before).
    const before = mailsTo(address).length;
    expect(subjects(address).filter((subject) => subject.startsWith('Cancelled: '))).toEqual([]);
    const again = await bookByJson(page, {
      language: 'en',
      slot: (await freeTimes(page, 'en')).at(-8)?.id,
      name: 'Again',
      email: address,
      mails: true,
    });
    await page.goto(again);
    // The page reads as any booking's: it tells nobody that the address said "no more mails" (issue 66).
    await expect(page.locator('#booking-reminders')).toContainText('You will receive reminders by email');
    // The mailbox gets one question, no confirmation: whether it wants its mails back.
    await expect.poll(() => mailsTo(address).length).toBe(before + 1);
    // (Files are named by the clock of the run that wrote them: another test's reminder run, a day ahead, sorts after.)
    expect(subjects(address).filter((subject) => subject === 'Would you like emails from us again?')).toHaveLength(1);
    await page.request.post('/.netlify/functions/booking', { form: { action: 'cancel', token: tokenOf(again), language: 'en' } });
  });
});

test.describe('after the booking', () => {
  test('de: after a change only the new time is reminded, with a short mail and its .ics', async ({ page }) => {
    const address = ownAddress('wechsel');
    const times = await freeTimes(page, 'de');
    const [before, after] = [times.at(-2)!, times.at(-3)!];
    const view = await bookByJson(page, { language: 'de', slot: before.id, name: 'Typedname', email: address, mails: true });
    const changed = await page.request.post(view, {
      form: { action: 'change', token: tokenOf(view), language: 'de', slot: after.id, place: 'dietikon' },
      maxRedirects: 0,
    });
    expect(changed.status()).toBe(303);
    await expect.poll(() => subjects(address).filter((subject) => subject.startsWith('Neue Zeit'))).toHaveLength(1);
    const change = mailsTo(address).find((mail) => mail.subject.startsWith('Neue Zeit'))!;
    expect(change.subject).toMatch(/^Neue Zeit für Ihr Erstgespräch: /);
    expect(change.attachments?.[0]?.filename).toBe('erstgespraech.ics');
    await runScheduledAt(page, startOf(before.id) - 2 * hourMs + 60_000);
    await runScheduledAt(page, startOf(after.id) - 2 * hourMs + 60_000);
    // The old time is never reminded; the new one is, once per reminder hour at most.
    expect(mailsTo(address).filter((mail) => isReminder(mail) && isAbout(mail, before))).toEqual([]);
    const ofNewTime = mailsTo(address).filter((mail) => isReminder(mail) && isAbout(mail, after));
    expect(ofNewTime.length).toBeGreaterThanOrEqual(1);
    expect(ofNewTime.length).toBeLessThanOrEqual(2);
    await page.request.post('/.netlify/functions/booking', { form: { action: 'cancel', token: tokenOf(view), language: 'de' } });
  });

  test('de: switched off on the page (the reminders part’s form), or by the mail program’s one-click unsubscribe: no reminder follows', async ({
    page,
  }) => {
    const times = await freeTimes(page, 'de');
    const [byPage, byHeader] = [ownAddress('seite'), ownAddress('kopf')];
    const onPage = await bookByJson(page, { language: 'de', slot: times.at(-4)!.id, name: 'A', email: byPage, mails: true });
    const inHeader = await bookByJson(page, { language: 'de', slot: times.at(-5)!.id, name: 'B', email: byHeader, mails: true });
    await page.goto(onPage);
    const part = page.locator('#booking-reminders');
    await part.getByRole('checkbox', { name: /^Per E-Mail an / }).uncheck();
    await part.getByRole('button', { name: 'Erinnerungen speichern' }).click();
    await expect(part).toContainText('Sie erhalten keine Erinnerungen. Diese Seite ist Ihre Bestätigung.');
    expect(page.url()).toMatch(/#booking-reminders$/);
    // Before the switch another test's run may have reminded it already: counted from here on.
    const remindedBeforeOff = reminders(byPage).length;
    await expect(part.getByRole('checkbox', { name: /^Per E-Mail an / })).not.toBeChecked();

    await expect.poll(() => mailsTo(byHeader).length).toBeGreaterThanOrEqual(1);
    const unsubscribe = new URL(mailsTo(byHeader)[0]!.headers!['List-Unsubscribe']!.slice(1, -1));
    // A GET (a mail scanner opening the link) only shows the page.
    const opened = await page.request.get(unsubscribe.pathname + unsubscribe.search, { maxRedirects: 0 });
    expect(opened.status()).toBe(303);
    const clicked = await page.request.post(unsubscribe.pathname + unsubscribe.search, {
      form: { 'List-Unsubscribe': 'One-Click' },
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(clicked.status()).toBe(200);
    const remindedBeforeClick = reminders(byHeader).length;

    await runScheduledAt(page, startOf(times.at(-4)!.id) - 2 * hourMs + 60_000);
    await runScheduledAt(page, startOf(times.at(-5)!.id) - 2 * hourMs + 60_000);
    expect(reminders(byPage)).toHaveLength(remindedBeforeOff);
    expect(reminders(byHeader)).toHaveLength(remindedBeforeClick);
    for (const view of [onPage, inHeader])
      await page.request.post('/.netlify/functions/booking', { form: { action: 'cancel', token: tokenOf(view), language: 'de' } });
  });

  test('de: at most two bookings with mails per mailbox; the third stands, and its page reads as any other', async ({ page }) => {
    const address = ownAddress('grenze');
    const times = await freeTimes(page, 'de');
    const views = [];
    for (const index of [6, 7, 9])
      views.push(await bookByJson(page, { language: 'de', slot: times.at(-index)!.id, name: 'C', email: address, mails: true }));
    await expect.poll(() => subjects(address).filter((subject) => subject.startsWith('Ihr Erstgespräch am ')).length).toBe(2);
    await page.goto(views[2]!);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Termin ist gebucht' })).toBeVisible();
    // Nothing on the page tells a stranger that the mailbox's budget is spent (issue 66).
    await expect(page.locator('#booking-reminders')).toContainText('Sie erhalten Erinnerungen per E-Mail');
    for (const view of views)
      await page.request.post('/.netlify/functions/booking', { form: { action: 'cancel', token: tokenOf(view), language: 'de' } });
  });
});

/** How an online time is joined when the practice set no video room (as today's content/booking.yaml): when the link comes, where, whom to reach. */
const joining = {
  de: {
    page: 'Den Link zum Videogespräch senden wir Ihnen spätestens eine Stunde vor dem Termin per E-Mail, an die Adresse, die Sie bei der Buchung angegeben haben. Ist er bis dann nicht da, schreiben Sie uns an info@example.com oder rufen Sie uns an: +41 44 000 00 00.',
    mail: 'Wo: Online per Video. Den Link senden wir Ihnen spätestens eine Stunde vor dem Termin per E-Mail an diese Adresse. Ist er bis dann nicht da, antworten Sie auf diese Mail oder rufen Sie uns an: +41 44 000 00 00.',
    today: 'Erinnerung: Ihr Erstgespräch heute um',
  },
  en: {
    page: 'We will send you the link to the video call by email at the latest an hour before the appointment, to the address you gave when booking. If it has not arrived by then, write to us at info@example.com or call us: +41 44 000 00 00.',
    mail: 'Where: Online by video. We will send you the link by email to this address at the latest an hour before the appointment. If it has not arrived by then, reply to this email or call us: +41 44 000 00 00.',
    today: 'Reminder: your first consultation today at',
  },
} as const;

test.describe('an online time', () => {
  // One after the other: each takes its time from the free times left by the other.
  test.describe.configure({ mode: 'serial' });
  for (const language of ['de', 'en'] as const)
    test(`${language}: the page, the confirmation, its .ics and the reminder on the day say how to join`, async ({ page }) => {
      const words = joining[language];
      const address = ownAddress(`online-${language}`);
      // Times that can meet online, between those the other specs take from the start and from the end (./book.ts).
      const online = (await freeTimes(page, language)).slice(-40, -14).filter((time) => time.places.includes('online'));
      const time = online.at(language === 'de' ? -1 : -2);
      expect(time, 'an online time among the later free times').toBeDefined();
      const view = await bookByJson(page, { language, slot: time!.id, name: 'Typedname', email: address, mails: true, place: 'online' });
      await page.goto(view);
      await expect(page.locator('[data-booking]')).toContainText(words.page);
      // The first of the page's phone links: how to join (the page also gives it where it says how to correct the address).
      await expect(page.locator('[data-booking]').getByRole('link', { name: '+41 44 000 00 00' }).first()).toHaveAttribute(
        'href',
        'tel:+41440000000',
      );

      await expect.poll(() => mailsTo(address).length, { timeout: 30_000 }).toBe(1);
      const confirmation = mailsTo(address)[0]!;
      expect(confirmation.text).toContain(words.mail);
      const event = new ICAL.Component(ICAL.parse(confirmation.attachments![0]!.content)).getFirstSubcomponent('vevent')!;
      expect(event.getFirstPropertyValue('description')).toContain(words.page);

      await runScheduledAt(page, startOf(time!.id) - 2 * hourMs + 60_000);
      const clock = /\d\d:\d\d/.exec(time!.words)![0];
      await expect.poll(() => reminders(address)).toEqual([`${words.today} ${clock}`]);
      expect(mailsTo(address).find(isReminder)!.text).toContain(words.mail);
      await page.request.post('/.netlify/functions/booking', { form: { action: 'cancel', token: tokenOf(view), language } });
    });
});
