/**
 * The mails a visitor who booked receives at the address they gave, in the language of their pages,
 * when they asked for them on the form (the ledger's `mails: 'on'`): the confirmation at once, a
 * reminder before the time (the hours are staff's booking settings), a short mail after a change, after
 * they cancelled, and after the team released the time.
 *
 * - Nothing the visitor typed goes into them, not even the name: a mail to an address someone else
 *   typed carries nothing of theirs. Only the time, the place, the team's facts and the links.
 * - Each is made from the ledger when it is sent, also when it waited (../../submissions/deliver-waiting.ts):
 *   a reminder of a time that moved or was freed meanwhile is not sent; a confirmation says the time as it is then.
 * - Links only open pages; a change happens only by a POST from a page (mail scanners open every link).
 * - Each has `List-Unsubscribe` with one click (RFC 8058): a POST to it switches this booking's mails off.
 * - Limits (`mailsFor`): at most `maxStandingPerAddress` bookings with mails per address, `maxConfirmationsPerDay`
 *   confirmations a day, none for an address on the suppression list ("this was not me"). Past them the
 *   booking stands without mails (`limited`) and its page says so. Addresses are counted and suppressed under
 *   a keyed hash, never stored as such outside their booking.
 */
import { createHmac } from 'node:crypto';
import type { Slot, SlotId } from '../../../src/booking/free-times';
import { slotDateWords, slotTimeWords } from '../../../src/booking/slot-words';
import { addDays, instantToWallTime, startOfZurichDay } from '../../../src/booking/zurich-time';
import { bookingEndpoint } from '../../../src/forms/protocol';
import { type Language, localizedPath } from '../../../src/i18n/languages';
import { requestPaths } from '../../../src/site/routes';
import type { MailAddresses, TeamMail } from '../../shared/mail';
import { escapeHtml, headerSafe } from '../../shared/mail-safety';
import { texts } from '../../shared/locale-texts';
import { type BookingContext, type BookingDeps, scheduledWithBooking } from '../booking-context';
import { viewPath } from '../booking-links';
import { reminderHours } from '../booking-settings';
import { signBookingToken } from '../booking-token';
import { visitorCalendarFile } from '../booking-views';
import type { Booking } from '../ledger/ledger';
import type { MeetingPlace, VisitorMails } from '../ledger/records';
import { zoneWords } from '../pages/booking-page';
import { sendOrKeep } from './send-or-keep';

/** What a visitor's mail is about; kept as it is while the mail waits. */
export type VisitorNotice =
  | { what: 'confirmation' | 'changed'; bookingId: string }
  | { what: 'reminder'; bookingId: string; slotId: SlotId; hours: number }
  /** The ledger forgets the address when the time is freed: the notice keeps it while the mail waits (at most the waiting store's days). */
  | {
      what: 'cancelled' | 'released';
      bookingId: string;
      email: string;
      language: Language;
      slot: Pick<Slot, 'start' | 'end'>;
      place: MeetingPlace;
    };

export const maxStandingPerAddress = 2;
export const maxConfirmationsPerDay = 3;
/** How long "this was not me" keeps an address from the site's mails; the privacy page says it. */
export const suppressionDays = 365;
const dayMs = 24 * 60 * 60_000;

/** The address under a key only the function knows (the links' secret): the same address, the same name; no way back to it. */
export function addressKey(email: string, secret: string): string {
  return createHmac('sha256', secret).update(`mail-address/v1\n${email.trim().toLowerCase()}`).digest('base64url');
}

const suppressedNotice = (key: string) => `stop-${key}`;

/** The end of today in Zurich: a day's count of confirmations is kept until then. */
function endOfZurichDay(now: Date): { day: string; end: Date } {
  const { date } = instantToWallTime(now);
  return { day: date, end: startOfZurichDay(addDays(date, 1)) };
}

/**
 * Whether a new booking's visitor gets mails: none without an address or without the box ticked; `limited`
 * (none, and none to switch on) for an address on the suppression list, with `maxStandingPerAddress` bookings
 * standing already, or past today's confirmations. Counts the confirmation it allows.
 */
export async function mailsFor(context: BookingContext, email: string | undefined, wanted: boolean): Promise<VisitorMails | undefined> {
  if (!email) return undefined;
  if (!wanted) return 'off';
  const { ledger, settings } = context;
  const key = addressKey(email, settings.secret);
  if (await isAddressSuppressed(context, email)) return 'limited';
  if ((await ledger.standingWithAddress(email)) >= maxStandingPerAddress) return 'limited';
  const { day, end } = endOfZurichDay(context.now);
  return (await ledger.countOnce(`mails-${key}-${day}`, maxConfirmationsPerDay, end)) ? 'on' : 'limited';
}

/** "This was not me": the address gets no mail from the site for `suppressionDays`, kept as its keyed hash only. */
export async function suppressAddress(context: BookingContext, email: string): Promise<void> {
  const key = addressKey(email, context.settings.secret);
  await context.ledger.firstNotice(suppressedNotice(key), new Date(context.now.getTime() + suppressionDays * dayMs));
}

/** A line of a mail: its words, with `{{link}}` (or any named link) written as an address in plain text and as a link in HTML. */
interface Line {
  text: string;
  html: string;
}

/** A link: where it leads, the words shown in HTML (the address where none), and what plain text shows (the address where not said). */
interface MailLink {
  href: string;
  text?: string;
  plain?: string;
}

function line(words: string, links: Record<string, MailLink> = {}): Line {
  let text = words;
  let html = escapeHtml(words);
  for (const [name, link] of Object.entries(links)) {
    const shown = link.text ?? link.href;
    text = text.replaceAll(`{{${name}}}`, link.plain ?? link.href);
    html = html.replaceAll(`{{${name}}}`, `<a href="${escapeHtml(link.href)}">${escapeHtml(shown)}</a>`);
  }
  return { text, html };
}

/** The mail's words and their layout: paragraphs, the time and place as rows, a closing in small print. */
function layOut(
  language: Language,
  parts: { lines: Line[]; rows: [string, Line][]; after: Line[]; small: Line[] },
): { text: string; html: string } {
  const { lines, rows, after, small } = parts;
  const text = [
    ...lines.map((part) => part.text),
    rows.map(([label, value]) => `${label}: ${value.text}`).join('\n'),
    ...after.map((part) => part.text),
    '--',
    ...small.map((part) => part.text),
  ].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2933; max-width: 36em; margin: 0 auto; padding: 1em; overflow-wrap: anywhere">`,
    ...lines.map((part) => `<p>${part.html}</p>`),
    '<table cellpadding="6" style="border-collapse: collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="white-space: nowrap">${escapeHtml(label)}</th><td>${value.html}</td></tr>`,
    ),
    '</table>',
    ...after.map((part) => `<p>${part.html}</p>`),
    `<hr style="border: 0; border-top: 1px solid #ccc">`,
    ...small.map((part) => `<p style="font-size: 0.875em; color: #52606d">${part.html}</p>`),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

type MailTime = { slot: Pick<Slot, 'start' | 'end'>; place: MeetingPlace };

/** "Dienstag, 1. Dezember, 09:00": the time as the subject names it. */
function subjectTime(slot: Pick<Slot, 'start'>, language: Language): string {
  return `${slotDateWords(slot, language)}, ${instantToWallTime(new Date(slot.start)).time}`;
}

/** The rows every mail of a time has: when (weekday, date, start–end, Swiss time) and where. */
function timeRows(context: BookingContext, language: Language, time: MailTime, withLink: boolean): [string, Line][] {
  const t = texts[language];
  const m = (key: string, options?: Record<string, string>) => t(`booking.mail.${key}`, options);
  const when = `${slotDateWords(time.slot, language, { year: true })}, ${slotTimeWords(time.slot)}, ${zoneWords(t, time.slot)}`;
  const { street, postalCode, city } = context.settings.address;
  const address = `${street}, ${postalCode} ${city}`;
  const map = `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
  const meetingLink = context.settings.availability.meetingLink;
  const where: Line =
    time.place === 'online'
      ? withLink && meetingLink
        ? line(m('onlineWithLink'), { link: { href: meetingLink } })
        : line(m(withLink ? 'onlineLinkFollows' : 'online'))
      : line(m('inPerson', { address }), { map: { href: map, text: m('map') } });
  return [
    [m('when'), line(when)],
    [m('where'), where],
  ];
}

/** The closing every mail has: how to reach the team, why this mail came, and how to get no more. */
function smallPrint(context: BookingContext, language: Language, unsubscribe: string | undefined): Line[] {
  const t = texts[language];
  const { email, phone, brand } = context.settings;
  const reach = line(t('booking.mail.reach', { phone }), { email: { href: `mailto:${email}`, text: email, plain: email } });
  return [
    reach,
    line(t('booking.mail.signature', { brand })),
    ...(unsubscribe ? [line(t('booking.mail.why'), { link: { href: unsubscribe, text: t('booking.mail.whyLink') } })] : []),
  ];
}

/** The mail of a notice as the ledger says the booking is now; undefined when it is not to be sent (any more). */
export async function visitorMail(context: BookingContext, notice: VisitorNotice, addresses: MailAddresses): Promise<TeamMail | undefined> {
  if (notice.what === 'cancelled' || notice.what === 'released') return freedMail(context, notice, addresses);
  const booking = await context.ledger.find(notice.bookingId);
  const email = booking?.person?.email;
  if (!booking || booking.state !== 'booked' || booking.mails !== 'on' || !email) return undefined;
  if (notice.what === 'reminder' && booking.slotId !== notice.slotId) return undefined;
  if (await isAddressSuppressed(context, email)) return undefined;
  return bookedMail(context, notice.what, booking, email, addresses);
}

/** Whether "this was not me" was said for this address (within `suppressionDays`). */
export const isAddressSuppressed = (context: BookingContext, email: string) =>
  context.ledger.hasNotice(suppressedNotice(addressKey(email, context.settings.secret)));

/** The links of a booking in the visitor's language: its page, "this was not me", and the one-click unsubscribe. */
export function visitorLinks(context: BookingContext, booking: Pick<Booking, 'bookingId' | 'slotId'>, language: Language) {
  const token = signBookingToken('cancel', booking, context.settings.secret);
  const page = `${context.siteAddress}${viewPath(token, language)}`;
  return {
    token,
    page,
    notMe: `${page}&notme=1#booking-notme`,
    unsubscribe: `${context.siteAddress}${bookingEndpoint}?mails=${encodeURIComponent(token)}&language=${language}`,
  };
}

/** RFC 8058: a mail program's "unsubscribe" button posts `List-Unsubscribe=One-Click` to the address, and nothing else is needed. */
function unsubscribeHeaders(address: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${address}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function visitorAddresses(context: BookingContext, addresses: MailAddresses, email: string) {
  // Answers reach the team: the site's public address (content/site.yaml), the practice's name beside it.
  return { to: email, from: addresses.from, replyTo: { email: context.settings.email, name: headerSafe(context.settings.brand) } };
}

function bookedMail(
  context: BookingContext,
  what: 'confirmation' | 'changed' | 'reminder',
  booking: Booking,
  email: string,
  addresses: MailAddresses,
): TeamMail {
  const language = booking.language ?? 'de';
  const t = texts[language];
  const m = (key: string, options?: Record<string, string>) => t(`booking.mail.${key}`, options);
  const links = visitorLinks(context, booking, language);
  const time = subjectTime(booking.slot, language);
  const subject = {
    confirmation: m('subjectConfirmation', { time }),
    changed: m('subjectChanged', { time }),
    reminder: m('subjectReminder', { time }),
  }[what];
  const opening =
    what === 'confirmation'
      ? m(context.settings.availability.confirmation === 'reserved' ? 'reserved' : 'confirmed', {
          responseTime: context.settings.responseTime[language],
        })
      : what === 'changed'
        ? m('changed')
        : m('reminder');
  const { text, html } = layOut(language, {
    lines: [line(m('greeting')), line(opening)],
    rows: timeRows(context, language, booking, true),
    after: [
      line(m('page'), { link: { href: links.page, text: m('pageLink') } }),
      ...(what === 'reminder' ? [] : [line(m('calendar'))]),
      ...(what === 'confirmation' ? [line(m('notMe'), { link: { href: links.notMe, text: m('notMeLink') } })] : []),
    ],
    small: smallPrint(context, language, links.unsubscribe),
  });
  return {
    ...visitorAddresses(context, addresses, email),
    subject: headerSafe(subject),
    text,
    html,
    headers: unsubscribeHeaders(links.unsubscribe),
    ...(what === 'reminder'
      ? {}
      : {
          attachments: [
            { filename: 'erstgespraech.ics', type: 'text/calendar', content: visitorCalendarFile(context, booking, links.token, language) },
          ],
        }),
  };
}

function freedMail(
  context: BookingContext,
  notice: Extract<VisitorNotice, { what: 'cancelled' | 'released' }>,
  addresses: MailAddresses,
): TeamMail {
  const { language } = notice;
  const t = texts[language];
  const m = (key: string, options?: Record<string, string>) => t(`booking.mail.${key}`, options);
  const again = `${context.siteAddress}${localizedPath(requestPaths.form, language)}`;
  const time = subjectTime(notice.slot, language);
  const released = notice.what === 'released';
  const { text, html } = layOut(language, {
    lines: [line(m('greeting')), line(m(released ? 'released' : 'cancelled'))],
    rows: timeRows(context, language, notice, false),
    after: [line(m(released ? 'releasedAgain' : 'cancelledAgain'), { link: { href: again, text: m('againLink') } })],
    small: smallPrint(context, language, undefined),
  });
  return {
    ...visitorAddresses(context, addresses, notice.email),
    subject: headerSafe(m(released ? 'subjectReleased' : 'subjectCancelled', { time })),
    text,
    html,
  };
}

/** Sends the visitor's mail now, or keeps it for the scheduled delivery; never throws, never touches the booking. */
export async function tellTheVisitor(context: BookingContext, notice: VisitorNotice, language: Language): Promise<void> {
  await sendOrKeep(context, `visitor's ${notice.what}`, (addresses) => visitorMail(context, notice, addresses), {
    type: 'visitor-mail',
    language,
    visitorNotice: notice,
  });
  // Counted when it went or was kept for the scheduled delivery (which sends it without counting it again).
  if (notice.what === 'confirmation') context.count('confirmation-sent', language);
  if (notice.what === 'reminder') context.count('reminder-sent', language);
}

/** After a booking was freed: the visitor who wanted mails hears of it (not after "this was not me": that address wants none). */
export async function tellFreed(
  context: BookingContext,
  booking: Booking,
  how: 'cancelled' | 'released',
  pageLanguage: Language,
): Promise<void> {
  const email = booking.person?.email;
  if (booking.mails !== 'on' || !email) return;
  const language = booking.language ?? pageLanguage;
  await tellTheVisitor(
    context,
    { what: how, bookingId: booking.bookingId, email, language, slot: booking.slot, place: booking.place },
    language,
  );
}

/**
 * The scheduled step (every 15 minutes, so at most that late): for each booked time with mails on, the
 * latest reminder whose hour has come, unless the time was chosen after that hour (booked inside its window).
 * Each reminder is claimed by one conditional write (a notice named by booking, time and hours) before it is
 * sent: of two runs at once, one claims it, the other skips it. The one gap: a run that stops after the claim
 * and before SendGrid took the mail or the waiting store kept it leaves that reminder unsent (at most once).
 */
export async function sendReminders(context: BookingContext): Promise<{ sent: number }> {
  const hours = reminderHours(context.settings);
  const now = context.now.getTime();
  let sent = 0;
  for (const booking of await context.ledger.bookedWithMails()) {
    const start = Date.parse(booking.slot.start);
    const chosen = Date.parse(booking.chosenAt ?? '');
    const due = hours.filter((h) => start > now && now >= start - h * 3_600_000 && chosen < start - h * 3_600_000);
    const latest = due.at(-1);
    if (latest === undefined) continue;
    if (!(await context.ledger.firstNotice(`reminder-${booking.bookingId}-${booking.slotId}-${latest}h`, new Date(booking.slot.end))))
      continue;
    await tellTheVisitor(
      context,
      { what: 'reminder', bookingId: booking.bookingId, slotId: booking.slotId, hours: latest },
      booking.language ?? 'de',
    );
    sent += 1;
  }
  if (sent > 0) context.log.info(`booking: ${sent} reminder(s) sent or kept`);
  return { sent };
}

/** The scheduled run's reminders: booking opened for the deploy context; a problem is logged, never thrown (the delivery and the sweep go on). */
export async function remindVisitors(deps: BookingDeps): Promise<{ sent: number }> {
  return scheduledWithBooking(deps, 'reminders', { sent: 0 }, sendReminders);
}
