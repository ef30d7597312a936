/**
 * The owner's weekly mail of the site's figures (German, to the team's address CONTACT_TO): the week
 * just ended beside the week before, the two shares, the trend of the last 12 weeks (a chart in the HTML
 * part, a line of block characters in the text part) and the link to the private page.
 *
 * `sendWeeklyMail` is the scheduled function's step: from Monday 07:00 in Zurich it sends the mail of
 * the week that ended at midnight, once, through the outbox. A Monday whose runs all failed (the store
 * or SendGrid down) sends it on a later day of that week, its first line saying it is late and for which
 * week, so the owner does not read it as the week just ended (../outbox/outbox.ts, not kept: a week's
 * figures a day late are on the private page anyway). The week is claimed in the count store (a key named
 * by the week, one conditional write) before the mail goes: of two runs at once, one sends it. As with the
 * visitors' reminders, a run that stops between the claim and SendGrid taking the mail leaves that
 * week's mail unsent (logged); the figures are on the private page all the same.
 */
import { addDays, instantToWallTime, startOfZurichDay } from '../../src/booking/zurich-time';
import { siteOrigin } from '../shared/site-origin';
import type { Logger } from '../shared/logger';
import type { MailAddresses, MailAttachment, TeamMail } from '../outbox/mail';
import { escapeHtml } from '../shared/mail-safety';
import { hyphenateText } from '../../src/gatsby/post-build/hyphenate-text';
import { type Env, readMailSettings } from '../shared/mail-settings';
import { type MailTransport, failureText } from '../outbox/mail-transport';
import { openOutbox } from '../outbox/outbox';
import { mailDocument } from '../outbox/mail-layout';
import type { CountStore } from './count-store';
import { readDayCounts } from './day-counts';
import { paperColors, weeklyChartSvg } from './figures-chart';
import { figuresLink, figuresSecretOf } from './figures-link';
import { openCounts } from './open-counts';
import { stepLabels } from './steps';
import {
  type StepTotals,
  type WeekFigures,
  addWeeks,
  daysOfWeeks,
  lastFullWeeks,
  dayLabel,
  mondayOfWeek,
  percent,
  percentNumber,
  spanLabel,
  weeksOf,
} from './week-figures';

/** How many weeks the trend shows; the mail reads one more, the week before the first. */
export const trendWeeks = 12;
export const chartContentId = 'weekly-chart';

/** From this hour on Monday (Zurich) the week that ended at midnight is sent. */
export const sendingTime = '07:00';

const blocks = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/** The values as a line of block characters, the highest the full block (`▁▃█`); all zero: the lowest. */
export function sparkline(values: readonly number[]): string {
  const max = Math.max(0, ...values);
  return values.map((value) => blocks[max === 0 ? 0 : Math.round((Math.max(0, value) / max) * (blocks.length - 1))]).join('');
}

interface Row {
  label: string;
  value: (counts: StepTotals, week: WeekFigures) => number;
}

/** The steps that say whether the site reaches its goal, in the order of the way to a first consultation. */
const rows: Row[] = [
  { label: 'Freie Zeiten gezeigt', value: (counts) => counts['times-shown'] },
  { label: 'Keine Zeit frei', value: (counts) => counts['no-times-taken'] + counts['no-times-unreadable'] },
  { label: 'Gebucht', value: (_, week) => week.booked },
  { label: 'davon auf Englisch', value: (_, week) => week.bookedByLanguage.en },
  { label: 'Anfragen ohne Zeit', value: (counts) => counts['request-without-time'] },
  { label: 'Nachrichten', value: (counts) => counts['contact-message'] },
  { label: 'Abgesagt oder freigegeben', value: (counts) => counts.cancelled + counts.released },
  // The week's appointments, not its bookings (those are mostly for later weeks): "came" is read against these.
  { label: 'Termine der Woche', value: (_, week) => week.appointments },
  { label: 'davon gekommen', value: (counts) => counts.came },
  { label: 'davon nicht gekommen', value: (counts) => counts['not-came'] },
  { label: 'davon noch nicht eingetragen', value: (counts) => counts['not-marked'] },
  { label: stepLabels['booked-after-missed'], value: (counts) => counts['booked-after-missed'] },
  { label: stepLabels['offer-made'], value: (counts) => counts['offer-made'] },
  { label: stepLabels['offer-taken'], value: (counts) => counts['offer-taken'] },
  { label: stepLabels['offer-lapsed'], value: (counts) => counts['offer-lapsed'] },
];

/** `5 gebucht; von 4 Terminen 3 gekommen`: the week's bookings, and who came of the week's appointments (none: said so). */
export function weekInBrief(week: WeekFigures): string {
  const came =
    week.appointments === 0
      ? 'keine Termine'
      : `von ${week.appointments} ${week.appointments === 1 ? 'Termin' : 'Terminen'} ${week.total.came} gekommen`;
  return `${week.booked} gebucht; ${came}`;
}

const shares: { label: string; value: (week: WeekFigures) => number | null }[] = [
  { label: 'Von gezeigten Zeiten gebucht', value: (week) => week.bookedOfShown },
  { label: 'Von den eingetragenen Terminen gekommen', value: (week) => week.cameOfMarked },
];

/** The trend chart as a PNG: digits drawn as strokes, as the scheduled function's machine has no fonts (./figures-chart.ts). */
async function trendChart(trend: readonly WeekFigures[]): Promise<Buffer> {
  const svg = weeklyChartSvg({
    id: 'trend',
    title: 'Gebucht und gekommen je Woche',
    description: 'Säulen: gebucht. Linie: gekommen.',
    labels: trend.map((week) => String(week.number)),
    series: [
      { name: 'Gebucht', kind: 'bars', values: trend.map((week) => week.booked) },
      { name: 'Gekommen', kind: 'line', values: trend.map((week) => week.total.came) },
    ],
    // Narrower than the mail (600 px) in its own units: shrunk to a phone's width, its digits stay readable.
    width: 520,
    height: 240,
    colors: paperColors,
    lettering: 'strokes',
  });
  // Loaded here, not with the module: the scheduled function that sends this mail also delivers the
  // waiting mails and the reminders, and a native module that will not load must not stop those.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
}

// Narrow sides, hyphens in the long labels ("einge-tragenen") and the shares' unit in their labels: the table fits a
// 320 px phone at 150 % text (the week's numbers below 1000).
const cell = 'padding:6px 4px;border-bottom:1px solid #d4d4cf;';
/** A row's label as the table shows it: soft hyphens where a long German word may break. */
const labelHtml = (label: string) => hyphenateText(escapeHtml(label), 'de');

function swatch(color: string, kind: 'bars' | 'line'): string {
  const shape = kind === 'bars' ? 'width:12px;height:12px;' : 'width:14px;height:4px;border-radius:2px;margin-bottom:3px;';
  return `<span style="display:inline-block;${shape}background:${color};vertical-align:middle;"></span>`;
}

/**
 * The mail of the last week in `weeks` (oldest first; the one before it beside it, the last
 * `trendWeeks` as the trend). The chart is left out, and said so in the log, when it cannot be drawn.
 */
export async function weeklyMail(
  weeks: readonly WeekFigures[],
  link: string,
  addresses: MailAddresses,
  log: Logger = console,
  /** The Monday it was due on, where it goes later than that. */
  lateSince?: string,
): Promise<TeamMail> {
  const week = weeks.at(-1);
  if (!week) throw new Error('the weekly mail needs at least one week');
  const before = weeks.at(-2);
  const trend = weeks.slice(-trendWeeks);
  const booked = trend.map((one) => one.booked);
  const span = `${trend[0]?.shortLabel ?? ''} bis ${week.shortLabel}`;
  const subject = `Website-Zahlen ${week.shortLabel}: ${weekInBrief(week)}`;
  const days = spanLabel(week.monday, week.sunday);
  const late = lateSince
    ? `Diese E-Mail kommt später als sonst: Sie war für Montag, ${dayLabel(lateSince)}, geplant. Sie zeigt wie immer die Woche davor, ${week.label}.`
    : undefined;

  const text = [
    ...(late ? [late, ''] : []),
    `Die Website-Zahlen der letzten Woche, ${week.label}${before ? `, in Klammern die Woche davor (${before.shortLabel})` : ''}:`,
    '',
    ...rows.map(({ label, value }) => `${label}: ${value(week.total, week)}${before ? ` (${value(before.total, before)})` : ''}`),
    '',
    ...shares.map(({ label, value }) => `${label}: ${percent(value(week))}${before ? ` (${percent(value(before))})` : ''}`),
    '',
    `Gebucht je Woche, ${span}:`,
    `${sparkline(booked)}  (${booked.join(', ')})`,
    '',
    `Alle Zahlen, Grafiken und die Tageszahlen als CSV: ${link}`,
    'Der Link ist privat: Wer ihn hat, sieht die Zahlen. Bitte nicht weiterleiten.',
  ].join('\n');

  let chart: Buffer | undefined;
  try {
    chart = await trendChart(trend);
  } catch (error) {
    log.error(`figures: the weekly mail goes without its chart: ${failureText(error)}`);
  }
  const alt = `Gebucht je Woche, ${span}: ${booked.join(', ')}. Gekommen: ${trend.map((one) => one.total.came).join(', ')}.`;
  const heading = (title: string) => `<h2 style="font-size:17px;margin:28px 0 8px;">${title}</h2>`;
  const columns = (cells: string[]) => cells.map((content) => `<td align="right" style="${cell}">${content}</td>`).join('');
  const body = [
    ...(late ? [`<p style="margin:0 0 16px;padding:8px 12px;background:#fff4d6;border-radius:6px;">${escapeHtml(late)}</p>`] : []),
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 4px;">Website-Zahlen ${escapeHtml(week.shortLabel)}</h1>`,
    `<p style="margin:0 0 16px;color:#55585c;">${escapeHtml(days)}${before ? ', neben der Woche davor' : ''}</p>`,
    '<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums;">',
    `<thead><tr><th align="left" style="${cell}color:#55585c;font-weight:400;">Gezählt</th><th align="right" style="${cell}">${escapeHtml(week.shortLabel)}</th>${before ? `<th align="right" style="${cell}color:#55585c;">${escapeHtml(before.shortLabel)}</th>` : ''}</tr></thead>`,
    '<tbody>',
    ...rows.map(({ label, value }) => {
      const strong = label === 'Gebucht' || label === 'davon gekommen';
      const values = [value(week.total, week), ...(before ? [value(before.total, before)] : [])].map((n) =>
        strong ? `<strong>${n}</strong>` : String(n),
      );
      return `<tr><th align="left" scope="row" style="${cell}font-weight:${strong ? 700 : 400};">${labelHtml(label)}</th>${columns(values)}</tr>`;
    }),
    // The unit once in the label, not in each cell: "100 %" twice is wider than a 320 px phone at 150 % text leaves.
    ...shares.map(({ label, value }) => {
      const values = [percentNumber(value(week)), ...(before ? [percentNumber(value(before))] : [])];
      return `<tr><th align="left" scope="row" style="${cell}font-weight:400;">${labelHtml(label)}, in&nbsp;%</th>${columns(values)}</tr>`;
    }),
    '</tbody></table>',
    heading(`Die letzten ${trend.length} Wochen`),
    `<p style="margin:0 0 8px;">${swatch(paperColors.series[0]!, 'bars')} Gebucht &nbsp; ${swatch(paperColors.series[1]!, 'line')} Gekommen &nbsp; <span style="color:#55585c;">unter den Säulen: die Kalenderwoche</span></p>`,
    chart
      ? `<img src="cid:${chartContentId}" width="600" height="277" alt="${escapeHtml(alt)}" style="display:block;width:100%;max-width:600px;height:auto;border:0;">`
      : `<p style="font-size:20px;letter-spacing:2px;margin:0;">${sparkline(booked)}</p><p style="margin:4px 0 0;color:#55585c;">${escapeHtml(alt)}</p>`,
    `<p style="margin:28px 0 8px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1a1a1a;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;">Alle Zahlen ansehen</a></p>`,
    '<p style="margin:0;color:#55585c;font-size:13px;">Mit Grafiken, jeder Woche und den Tageszahlen als CSV. Der Link ist privat: Wer ihn hat, sieht die Zahlen. Bitte nicht weiterleiten.</p>',
  ].join('\n');
  const html = mailDocument({ language: 'de', title: subject, body });

  const attachments: MailAttachment[] = chart
    ? [
        {
          filename: `website-zahlen-${week.week}.png`,
          type: 'image/png',
          content: chart.toString('base64'),
          encoding: 'base64',
          contentId: chartContentId,
          disposition: 'inline',
        },
      ]
    : [];
  return { ...addresses, subject, text, html, ...(attachments.length ? { attachments } : {}) };
}

export interface WeeklyMailDeps {
  env?: Env;
  /** Netlify's `context.deploy.context`; the CONTEXT variable overrides it. */
  deployContext?: string | undefined;
  /** `context.site.url`: the site's address when no variable names it (the link in the mail). */
  siteUrl?: string | undefined;
  /** The address the scheduled run was called at: the link's address when nothing else names the site (on this machine, with its port). */
  requestUrl?: string | undefined;
  now?: () => number;
  log?: Logger;
  countStore?: CountStore;
  transport?: MailTransport;
  /** Base for the default outbox folder; defaults to `process.cwd()`. */
  cwd?: string;
}

export type WeeklyMailResult =
  { sent: true; week: string } | { sent: false; week: string; why: 'not-yet' | 'sent-before' | 'not-configured' | 'failed' };

/** The claim of a week's mail lasts until its week's mails can no longer be sent (the week after next). */
function claimUntil(week: string): Date {
  const afterNext = mondayOfWeek(addWeeks(week, 2)) ?? '';
  return startOfZurichDay(addDays(afterNext, 1));
}

/** The scheduled step: the mail of the week just ended, once, from Monday 07:00 in Zurich. Never throws. */
export async function sendWeeklyMail(deps: WeeklyMailDeps = {}): Promise<WeeklyMailResult> {
  const log = deps.log ?? console;
  const env = deps.env ?? process.env;
  const now = new Date((deps.now ?? Date.now)());
  const { from, to: week } = lastFullWeeks(now, trendWeeks + 1);
  const wall = instantToWallTime(now);
  if (wall.weekday === 'monday' && wall.time < sendingTime) return { sent: false, week, why: 'not-yet' };
  try {
    const secret = figuresSecretOf(env, deps.deployContext);
    if (!secret.ok) {
      log.error(`figures: no weekly mail: ${secret.problem}`);
      return { sent: false, week, why: 'not-configured' };
    }
    // Asked before the week is claimed, so a run that cannot send leaves it to the next (the outbox reads the same).
    const mail = readMailSettings(env, deps.deployContext, deps.cwd ?? process.cwd());
    if (!mail.ok) {
      log.error(`figures: no weekly mail: ${mail.problem}`);
      return { sent: false, week, why: 'not-configured' };
    }
    const { store, attendance } = openCounts({ env, deployContext: deps.deployContext, countStore: deps.countStore });
    // Asked first without claiming: a run after the week's mail went reads nothing more.
    if ((await store.getWithMetadata(claimKey(week))) !== null) return { sent: false, week, why: 'sent-before' };
    const { first, last } = daysOfWeeks(from, week);
    const weeks = weeksOf(await readDayCounts(store, attendance, first, last));
    // Due on the Monday after the week; a run on a later day (every Monday run failed) says so.
    const due = addDays(mondayOfWeek(week) ?? '', 7);
    const lateSince = wall.date > due ? due : undefined;
    const link = figuresLink(siteOrigin(env, deps.deployContext, deps.siteUrl, deps.requestUrl ?? 'http://localhost/'), secret.secret);
    const outbox = openOutbox(
      { ...deps, env, log, now: () => now.getTime() },
      {
        'weekly-figures': {
          saysWhenLate: false,
          render: async (_message, addresses) => ({ mail: await weeklyMail(weeks, link, addresses, log, lateSince) }),
        },
      },
    );
    const claimed = await store.setJSON(claimKey(week), { until: claimUntil(week).toISOString() }, { onlyIfNew: true });
    if (!claimed.modified) return { sent: false, week, why: 'sent-before' };
    const outcome = await outbox.send({ type: 'weekly-figures', language: 'de' }, { keep: false });
    if ('failed' in outcome) {
      const why = outcome.notConfigured ? 'not-configured' : 'failed';
      log.error(`figures: the weekly mail of ${week} was not sent and will not be tried again: ${outcome.failed}`);
      return { sent: false, week, why };
    }
    log.info(`figures: the weekly mail of ${week} sent${lateSince ? `, late (due ${lateSince})` : ''}`);
    return { sent: true, week };
  } catch (error) {
    log.error(`figures: no weekly mail of ${week}: ${failureText(error)}`);
    return { sent: false, week, why: 'failed' };
  }
}

/** The week's mail sent (claimed before it goes): one key per week in the count store, deleted with the old days' counts. */
function claimKey(week: string): string {
  return `weekly-mail/${week}`;
}
