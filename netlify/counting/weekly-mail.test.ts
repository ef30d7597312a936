/**
 * The weekly mail of the figures: what it says (text and HTML, the chart as an inline PNG), and the
 * scheduled step that sends it once a week from Monday 07:00 in Zurich, over counts in an in-memory store.
 */
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { makeBookingRoot } from '../testing/booking-fixture';
import { captureTransport, recordingLogger } from '../testing/contact-test-helpers';
import { countOn, markedTime } from '../testing/count-fixture';
import { markDue } from './attendance-marks';
import { memoryBlobStore } from '../testing/memory-blob-store';
import { type DayCounts, noCounts } from './count-store';
import { developmentFiguresSecret, figuresToken } from './figures-link';
import { weeksOf } from './week-figures';
import { type WeeklyMailDeps, chartContentId, sendWeeklyMail, sparkline, weeklyMail } from './weekly-mail';

let root: string;
beforeAll(async () => {
  root = await makeBookingRoot();
});
afterAll(() => rm(root, { recursive: true, force: true }));

const addresses = { to: 'team@firma.example', from: 'website@firma.example' };
const link = 'https://www.example.ch/.netlify/functions/figures?key=abc';

const day = (date: string, counts: Partial<DayCounts['counts']>): DayCounts => ({ day: date, counts: { ...noCounts(), ...counts } });

describe('sparkline', () => {
  it('draws the highest value as the full block and 0 as the lowest', () => {
    expect(sparkline([0, 1, 2, 4, 8])).toBe('▁▂▃▅█');
    expect(sparkline([0, 0, 0])).toBe('▁▁▁');
    expect(sparkline([])).toBe('');
  });
});

describe('weeklyMail', () => {
  it('says of a week without appointments that it had none, not that nobody came', async () => {
    const [week] = weeksOf([day('2026-11-24', { de: { 'booked-js-online': 13 } })]);
    expect((await weeklyMail([week!], link, addresses)).subject).toBe('Website-Zahlen KW 48: 13 gebucht; keine Termine');
  });

  const weeks = weeksOf([
    day('2026-11-10', { de: { 'times-shown': 30, 'booked-js-online': 3, came: 2, 'not-came': 1 } }),
    day('2026-11-17', {
      de: { 'times-shown': 40, 'booked-js-dietikon': 4, came: 3, 'contact-message': 2 },
      en: { 'booked-nojs-online': 1 },
    }),
  ]);

  it('names the week, what was booked and who came in the subject', async () => {
    const mail = await weeklyMail(weeks, link, addresses);
    expect(mail).toMatchObject({ ...addresses, subject: 'Website-Zahlen KW 47: 5 gebucht; von 3 Terminen 3 gekommen' });
  });

  it('says in the text the week beside the week before, the shares, the trend as a line and the link', async () => {
    const { text } = await weeklyMail(weeks, link, addresses);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Die Website-Zahlen der letzten Woche, KW 47 (16.–22. Nov. 2026), in Klammern die Woche davor (KW 46):');
    expect(lines).toContain('Freie Zeiten gezeigt: 40 (30)');
    expect(lines).toContain('Gebucht: 5 (3)');
    expect(lines).toContain('davon auf Englisch: 1 (0)');
    expect(lines).toContain('Termine der Woche: 3 (3)');
    expect(lines).toContain('davon gekommen: 3 (2)');
    expect(lines).toContain('davon nicht gekommen: 0 (1)');
    expect(lines).toContain('davon noch nicht eingetragen: 0 (0)');
    expect(lines).toContain('Von gezeigten Zeiten gebucht: 13\u00a0% (10\u00a0%)');
    expect(lines).toContain('Von den eingetragenen Terminen gekommen: 100\u00a0% (67\u00a0%)');
    expect(lines).toContain('Gebucht je Woche, KW 46 bis KW 47:');
    expect(lines).toContain('▅█  (3, 5)');
    expect(lines).toContain(`Alle Zahlen, Grafiken und die Tageszahlen als CSV: ${link}`);
  });

  it('shows the chart in the HTML part as an inline PNG named by its Content-ID, its numbers in the alt text', async () => {
    const { html, attachments } = await weeklyMail(weeks, link, addresses);
    expect(html).toContain(
      `<img src="cid:${chartContentId}" width="600" height="277" alt="Gebucht je Woche, KW 46 bis KW 47: 3, 5. Gekommen: 2, 3."`,
    );
    expect(html).toContain('<th align="right" style="padding:6px 4px;border-bottom:1px solid #d4d4cf;">KW 47</th>');
    // Long labels may break at their syllables on a narrow phone at large text.
    expect(html).toContain('davon noch nicht einge\u00adtra\u00adgen</th>');
    expect(html).toContain(`href="${link}"`);
    expect(html).not.toContain('<script');
    expect(attachments).toHaveLength(1);
    const [chart] = attachments!;
    expect(chart).toMatchObject({
      filename: 'website-zahlen-2026-W47.png',
      type: 'image/png',
      encoding: 'base64',
      contentId: chartContentId,
      disposition: 'inline',
    });
    expect(await sharp(Buffer.from(chart!.content, 'base64')).metadata()).toMatchObject({ format: 'png', width: 1040, height: 480 });
  });

  it("gives the shares' unit in their labels and the number alone in each cell, so that the table fits a 320 px phone at 150 % text", async () => {
    const { html } = await weeklyMail(weeks, link, addresses);
    // "100 %" in both columns made the table 8 px wider than such a phone (measured in Chromium); "100" fits.
    const cells = [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, content]) => content);
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((content) => content?.includes('%'))).toEqual([]);
    expect(html).toMatch(/>Von gezeigten Zeiten gebucht, in&nbsp;%<\/th><td[^>]*>13<\/td><td[^>]*>10<\/td><\/tr>/);
    expect(html).toMatch(/>Von den einge\u00adtra\u00adge\u00adnen Terminen gekommen, in&nbsp;%<\/th><td[^>]*>100<\/td><td[^>]*>67<\/td>/);
  });

  it('escapes what reaches the HTML part', async () => {
    const { html } = await weeklyMail(weeks, 'https://www.example.ch/?a=1&b="2"', addresses);
    expect(html).toContain('href="https://www.example.ch/?a=1&amp;b=&quot;2&quot;"');
  });
});

describe('sendWeeklyMail', () => {
  // Monday 23 November 2026 in Zurich (UTC+1): week 47 ended at midnight.
  const monday = (time: string) => Date.parse(`2026-11-23T${time}:00+01:00`);

  async function setUp() {
    const countStore = memoryBlobStore();
    await countOn(countStore, '2026-11-17', 'de', 'times-shown', 20);
    await countOn(countStore, '2026-11-17', 'de', 'booked-js-dietikon', 4);
    await countOn(countStore, '2026-11-10', 'de', 'booked-js-online', 2);
    await countOn(countStore, '2026-08-25', 'de', 'booked-js-online', 1);
    await markedTime(countStore, '2026-11-19', true);
    // A time that took place on Friday, the team's answer still awaited.
    await markDue(countStore, '2026-11-20', 'awaited0001', { language: 'de', time: '10:00' });
    const transport = captureTransport();
    const log = recordingLogger();
    const deps = (time: string, more: Partial<WeeklyMailDeps> = {}): WeeklyMailDeps => ({
      env: { CONTEXT: 'dev', URL: 'https://www.example.ch', CONTACT_TO: 'team@firma.example', CONTACT_FROM: 'website@firma.example' },
      now: () => monday(time),
      countStore,
      transport,
      log,
      ...more,
    });
    return { transport, log, deps };
  }

  it('waits until Monday 07:00 in Zurich', async () => {
    const { transport, deps } = await setUp();
    expect(await sendWeeklyMail(deps('06:59'))).toEqual({ sent: false, week: '2026-W47', why: 'not-yet' });
    expect(transport.sent).toHaveLength(0);
  });

  it('then sends the mail of the week just ended, with the last 13 weeks read and the private link', async () => {
    const { transport, deps } = await setUp();
    expect(await sendWeeklyMail(deps('07:00'))).toEqual({ sent: true, week: '2026-W47' });
    expect(transport.sent).toHaveLength(1);
    const [mail] = transport.sent;
    expect(mail).toMatchObject({
      to: 'team@firma.example',
      from: 'website@firma.example',
      subject: 'Website-Zahlen KW 47: 4 gebucht; von 2 Terminen 1 gekommen',
    });
    expect(mail!.text).toContain('Gebucht: 4 (2)');
    // "Came" read against the week's appointments that took place, one of them not marked yet.
    expect(mail!.text).toContain('Termine der Woche: 2 (0)');
    expect(mail!.text).toContain('davon noch nicht eingetragen: 1 (0)');
    // Weeks 36 to 47: the booking of 25 August (week 35) is the 13th week's, read but not in the trend.
    expect(mail!.text).toContain('Gebucht je Woche, KW 36 bis KW 47:');
    expect(mail!.text).toContain('(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 4)');
    expect(mail!.text).toContain(`https://www.example.ch/.netlify/functions/figures?key=${figuresToken(developmentFiguresSecret)}`);
  });

  it('links, on this machine with no site address named, where the run was called, port and all', async () => {
    const { transport, deps } = await setUp();
    const env = { CONTEXT: 'dev', CONTACT_TO: 'team@firma.example', CONTACT_FROM: 'website@firma.example' };
    const requestUrl = 'http://127.0.0.1:8904/.netlify/functions/deliver-waiting-messages';
    expect(await sendWeeklyMail(deps('07:00', { env, requestUrl }))).toMatchObject({ sent: true });
    expect(transport.sent[0]!.text).toContain('http://127.0.0.1:8904/.netlify/functions/figures?key=');
  });

  it('sends it once: not again later that day, nor later in the week, nor when two runs go at once', async () => {
    const { transport, deps } = await setUp();
    const [first, second] = await Promise.all([sendWeeklyMail(deps('07:00')), sendWeeklyMail(deps('07:00'))]);
    expect([first?.sent, second?.sent].sort()).toEqual([false, true]);
    expect(await sendWeeklyMail(deps('07:15'))).toEqual({ sent: false, week: '2026-W47', why: 'sent-before' });
    expect(await sendWeeklyMail(deps('07:00', { now: () => Date.parse('2026-11-27T18:00:00+01:00') }))).toMatchObject({
      why: 'sent-before',
    });
    expect(transport.sent).toHaveLength(1);
  });

  it('sends the next week’s mail the Monday after', async () => {
    const { transport, deps } = await setUp();
    await sendWeeklyMail(deps('07:00'));
    expect(await sendWeeklyMail(deps('07:00', { now: () => Date.parse('2026-11-30T07:30:00+01:00') }))).toEqual({
      sent: true,
      week: '2026-W48',
    });
    expect(transport.sent.map((mail) => mail.subject)).toEqual([
      'Website-Zahlen KW 47: 4 gebucht; von 2 Terminen 1 gekommen',
      'Website-Zahlen KW 48: 0 gebucht; keine Termine',
    ]);
  });

  it('still sends a week’s mail a run missed on Monday, later in the week, saying first that it is late and for which week', async () => {
    const { transport, deps } = await setUp();
    expect(await sendWeeklyMail(deps('07:00', { now: () => Date.parse('2026-11-25T10:00:00+01:00') }))).toEqual({
      sent: true,
      week: '2026-W47',
    });
    expect(transport.sent).toHaveLength(1);
    const late =
      'Diese E-Mail kommt später als sonst: Sie war für Montag, 23. Nov. 2026, geplant. Sie zeigt wie immer die Woche davor, KW 47 (16.–22. Nov. 2026).';
    const [mail] = transport.sent;
    expect(mail!.text.split('\n')[0]).toBe(late);
    expect(mail!.html).toContain(`${late}</p>`);
    expect(mail!.html.indexOf(late)).toBeLessThan(mail!.html.indexOf('<h1'));
  });

  it('says nothing of being late on the Monday it is due, however late that day', async () => {
    const { transport, deps } = await setUp();
    expect(await sendWeeklyMail(deps('23:45'))).toEqual({ sent: true, week: '2026-W47' });
    expect(transport.sent[0]!.text).not.toContain('später als sonst');
    expect(transport.sent[0]!.html).not.toContain('später als sonst');
  });

  it('logs a mail SendGrid did not take, and does not try that week again', async () => {
    const { log, deps } = await setUp();
    const failing = captureTransport('send_failed');
    expect(await sendWeeklyMail(deps('07:00', { transport: failing }))).toEqual({ sent: false, week: '2026-W47', why: 'failed' });
    expect(log.lines.map((line) => line.text).join('\n')).toContain('the weekly mail of 2026-W47 was not sent');
    expect(await sendWeeklyMail(deps('07:15'))).toMatchObject({ why: 'sent-before' });
  });

  it('sends nothing and claims nothing where mail or booking is not set up (production without a key or secret)', async () => {
    const { transport, log, deps } = await setUp();
    const result = await sendWeeklyMail(deps('07:00', { env: { CONTEXT: 'production' } }));
    expect(result).toEqual({ sent: false, week: '2026-W47', why: 'not-configured' });
    expect(log.lines.map((line) => line.text).join('\n')).toContain('FIGURES_SECRET is not set');
    const unsent = await sendWeeklyMail(
      deps('07:01', { env: { CONTEXT: 'production', FIGURES_SECRET: 'the-owners-figures-secret-of-at-least-32-characters' } }),
    );
    expect(unsent).toEqual({ sent: false, week: '2026-W47', why: 'not-configured' });
    expect(log.lines.map((line) => line.text).join('\n')).toContain('SENDGRID_API_KEY is not set in production');
    expect(await sendWeeklyMail(deps('07:05'))).toEqual({ sent: true, week: '2026-W47' });
    expect(transport.sent).toHaveLength(1);
  });

  it('never throws: a store that cannot be read is logged, and the next run tries again', async () => {
    const { transport, log, deps } = await setUp();
    const broken = memoryBlobStore();
    broken.list = (() => {
      throw new Error('Blobs unavailable');
    }) as typeof broken.list;
    expect(await sendWeeklyMail(deps('07:00', { countStore: broken }))).toEqual({ sent: false, week: '2026-W47', why: 'failed' });
    expect(log.lines.map((line) => line.text).join('\n')).toContain('Blobs unavailable');
    expect(await sendWeeklyMail(deps('07:15'))).toEqual({ sent: true, week: '2026-W47' });
    expect(transport.sent).toHaveLength(1);
  });
});
