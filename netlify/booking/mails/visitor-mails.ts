/**
 * The mails a visitor who booked receives at the address they gave, in the language of their pages,
 * when they asked for them on the form (the ledger's `mails: 'on'`): the confirmation at once, a
 * reminder before the time (the hours are staff's booking settings), a short mail after a change, after
 * they cancelled, and after the team released the time; and one after a time the team marked "did not
 * come", with the way to a new one (../way-back.ts).
 *
 * - Nothing the visitor typed goes into them, not even the name: a mail to an address someone else
 *   typed carries nothing of theirs. Only the time, the place, the team's facts and the links.
 * - Each is made from the ledger when it is sent, also when it waited (../../submissions/deliver-waiting.ts):
 *   a reminder of a time that moved or was freed meanwhile is not sent; a confirmation says the time as it is then.
 * - Links only open pages; a change happens only by a POST from a page (mail scanners open every link).
 * - Each has `List-Unsubscribe` with one click (RFC 8058): a POST to it switches this booking's mails off.
 * - Limits, checked as each mail is about to leave (`visitorMail`, also for a mail that waited): the
 *   mailbox's budgets (../../outbox/budgets.ts) and its "no more mails" (../../outbox/suppression.ts), both
 *   kept per mailbox (`eva+1@…` is `eva@…`) under a keyed hash, never the address. Past them nothing is
 *   sent and nothing on the page says so: what a page shows never tells a stranger about an address.
 */
import { type Slot, type SlotId, startOfSlotId } from '../../../src/booking/free-times';
import { slotDateWords, slotTimeWords } from '../../../src/booking/slot-words';
import { addDays, instantToWallTime } from '../../../src/booking/zurich-time';
import { bookingEndpoint } from '../../../src/forms/protocol';
import { type Language, localizedPath } from '../../../src/i18n/languages';
import { requestPaths } from '../../../src/site/routes';
import type { MailAddresses, TeamMail } from '../../outbox/mail';
import type { Leaving, ToVisitor } from '../../outbox/message';
import { mailDocument, rowsTable, valueHtml } from '../../outbox/mail-layout';
import { escapeHtml, headerSafe } from '../../shared/mail-safety';
import { texts } from '../../shared/locale-texts';
import type { BookingContext } from '../booking-context';
import { mailboxLinkPath, offerPath, viewPath, wayBackPath } from '../booking-links';
import { signBookingToken } from '../booking-token';
import { visitorCalendarFile, visitorCancelFile, visitorFileNames } from '../pages/visitor-calendar-file';
import type { Booking } from '../ledger/ledger';
import { type MeetingPlace, type VisitorMails, dayOfSlot } from '../ledger/records';
import { notMePartId, resumePartId, zoneWords } from '../pages/booking-page';
import { mailboxKey } from '../../outbox/mailbox';
import { liftSuppression, mayAskToResume, suppressMailbox } from '../../outbox/suppression';

export { suppressionDays } from '../../outbox/suppression';

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
    }
  /** The one message after a time the team marked "did not come" (../way-back.ts): named by the time's attendance id, the address read from the ledger as it leaves. */
  | { what: 'missed'; attendanceId: string; slotId: SlotId }
  /** An earlier time offered to the booking (../offer-freed.ts): sent only while the offer is open when it leaves. */
  | { what: 'offer'; bookingId: string; slotId: SlotId };

/**
 * Whether a new booking's visitor gets mails: none without an address, `off` with the box left unticked.
 * Nothing is counted here: the budgets count a mail when it leaves, after the booking has landed.
 */
export function mailsFor(email: string | undefined, wanted: boolean): VisitorMails | undefined {
  if (!email) return undefined;
  return wanted ? 'on' : 'off';
}

/** The mailbox asked for its mails again (from the one question it got): "no more mails" is lifted. */
export async function liftAddress(context: BookingContext, email: string): Promise<void> {
  await liftSuppression(context.ledger, mailboxKey(email, context.settings.secret));
}

/** "This was not me" (from the link only the mailbox got): its mailbox gets no mail from the site for a year. */
export async function suppressAddress(context: BookingContext, email: string): Promise<void> {
  await suppressMailbox(context.ledger, mailboxKey(email, context.settings.secret), context.now);
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
    html = html.replaceAll(`{{${name}}}`, `<a href="${escapeHtml(link.href)}">${valueHtml(shown)}</a>`);
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
    ...(rows.length ? [rows.map(([label, value]) => `${label}: ${value.text}`).join('\n')] : []),
    ...after.map((part) => part.text),
    '--',
    ...small.map((part) => part.text),
  ].join('\n\n');
  const body = [
    ...lines.map((part) => `<p>${part.html}</p>`),
    ...(rows.length ? [rowsTable(rows.map(([label, value]) => [label, value.html] as const))] : []),
    ...after.map((part) => `<p>${part.html}</p>`),
    `<hr style="border: 0; border-top: 1px solid #ccc">`,
    ...small.map((part) => `<p style="font-size: 0.875em; color: #52606d">${part.html}</p>`),
  ].join('\n');
  return { text, html: mailDocument({ language, body }) };
}

type MailTime = { slot: Pick<Slot, 'start' | 'end'>; place: MeetingPlace };

/** "Dienstag, 1. Dezember, 09:00": the time as the subject names it. */
function subjectTime(slot: Pick<Slot, 'start'>, language: Language): string {
  return `${slotDateWords(slot, language)}, ${instantToWallTime(new Date(slot.start)).time}`;
}

/**
 * A reminder's subject and opening, said from the day the mail leaves (Zurich dates): "heute um 15:30"
 * when the time is that day (the reminder hours before), "morgen um 15:30" the day before, else the
 * date. Made when the mail leaves, so a reminder that waited for SendGrid still says the truth.
 */
function reminderWords(slot: Pick<Slot, 'start'>, now: Date, language: Language): { subject: string; opening: string } {
  const m = (key: string, options?: Record<string, string>) => texts[language](`booking.mail.${key}`, options);
  const { date, time: clock } = instantToWallTime(new Date(slot.start));
  const today = instantToWallTime(now).date;
  const day = date === today ? 'Today' : date === addDays(today, 1) ? 'Tomorrow' : undefined;
  if (!day) return { subject: m('subjectReminder', { time: subjectTime(slot, language) }), opening: m('reminder') };
  return { subject: m(`subjectReminder${day}`, { clock }), opening: m(`reminder${day}`, { clock }) };
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
  // A booked time's mails say how to join (the room, or when the link comes and whom to reach without it; on the
  // phone, that the team calls, never the number: a mail may reach someone else); a freed time's only where it was.
  const where: Line =
    time.place === 'online'
      ? withLink && meetingLink
        ? line(m('onlineWithLink'), { link: { href: meetingLink } })
        : line(withLink ? m('onlineLinkFollows', { phone: context.settings.phone }) : m('online'))
      : time.place === 'phone'
        ? line(withLink ? m('byPhone', { phone: context.settings.phone }) : m('phone'))
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

/**
 * The mail of a notice as the ledger says the booking is now, and the mailbox it goes to (the outbox lets
 * it leave as the mailbox's budgets and "no more mails" allow: ../../outbox/outbox.ts); undefined when it
 * is not to be sent (any more). A mailbox that said "no more mails" and is booked for again gets, instead
 * of the confirmation, the one question whether it wants its mails back.
 */
export async function visitorMail(context: BookingContext, notice: VisitorNotice, addresses: MailAddresses): Promise<Leaving | undefined> {
  const { ledger, settings, now } = context;
  const to = (email: string, budget: ToVisitor['budget'], more: Partial<ToVisitor> = {}): ToVisitor => ({
    book: ledger,
    mailbox: mailboxKey(email, settings.secret),
    budget,
    ...more,
  });
  if (notice.what === 'missed') return missedMail(context, notice, addresses);
  if (notice.what === 'offer') return offerMail(context, notice, addresses);
  if (notice.what === 'cancelled' || notice.what === 'released')
    return {
      mail: freedMail(context, notice, addresses, await freedBooking(context, notice.bookingId)),
      toVisitor: to(notice.email, { kind: 'note', messageId: `${notice.what}:${notice.bookingId}` }),
    };
  const booking = await ledger.find(notice.bookingId);
  const email = booking?.person?.email;
  if (!booking || booking.state !== 'booked' || booking.mails !== 'on' || !email) return undefined;
  if (notice.what === 'reminder' && booking.slotId !== notice.slotId) return undefined;
  const messageId = {
    confirmation: `confirmation:${booking.bookingId}`,
    changed: `changed:${booking.bookingId}:${booking.version}`,
    reminder: `reminder:${booking.bookingId}:${booking.slotId}:${notice.what === 'reminder' ? notice.hours : 0}`,
  }[notice.what];
  const standing = {
    bookingId: booking.bookingId,
    endsAt: new Date(booking.slot.end),
    stillHeld: (other: string) => (other === booking.bookingId ? Promise.resolve(true) : ledger.getsMails(other)),
  };
  const toVisitor = to(email, { kind: notice.what === 'changed' ? 'note' : notice.what, messageId, standing });
  // Only the confirmation of a silenced mailbox turns into the one question; every other mail to it stays unsent.
  const ask = async (): Promise<Leaving | undefined> => {
    if (notice.what !== 'confirmation' || !(await mayAskToResume(ledger, toVisitor.mailbox, booking.bookingId, now))) return undefined;
    const question = { kind: 'note', messageId: `resume:${booking.bookingId}` } as const;
    return { mail: resumeMail(context, booking, email, addresses), toVisitor: { ...toVisitor, budget: question, evenIfSilenced: true } };
  };
  return { mail: bookedMail(context, notice.what, booking, email, addresses), toVisitor: { ...toVisitor, ifSilenced: ask } };
}

/**
 * The links of a booking in the visitor's language: its page (whoever holds it may see, change and cancel
 * it), "this was not me" and the question "mails again?" (each with a token of its own: only the mailbox
 * gets them, so only the mailbox can silence itself or lift that), and the one-click unsubscribe.
 */
export function visitorLinks(context: BookingContext, booking: Pick<Booking, 'bookingId' | 'slotId'>, language: Language) {
  const { secret } = context.settings;
  const token = signBookingToken('cancel', booking, secret);
  const page = `${context.siteAddress}${viewPath(token, language)}`;
  const own = (action: 'notme' | 'resume', part: string) =>
    `${context.siteAddress}${mailboxLinkPath(action, signBookingToken(action, booking, secret), language)}#${part}`;
  return {
    token,
    page,
    notMe: own('notme', notMePartId),
    resume: own('resume', resumePartId),
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
  const { subject, opening } =
    what === 'confirmation'
      ? {
          subject: m('subjectConfirmation', { time }),
          opening: m(context.settings.availability.confirmation === 'reserved' ? 'reserved' : 'confirmed', {
            responseTime: context.settings.responseTime[language],
          }),
        }
      : what === 'changed'
        ? { subject: m('subjectChanged', { time }), opening: m('changed') }
        : reminderWords(booking.slot, context.now, language);
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
            {
              filename: visitorFileNames.booked,
              type: 'text/calendar',
              content: visitorCalendarFile(context, booking, links.token, language),
            },
          ],
        }),
  };
}

/** The freed booking as the ledger still has it (until its date), for the file that takes it out of the calendar. */
async function freedBooking(context: BookingContext, bookingId: string): Promise<Booking | undefined> {
  const booking = await context.ledger.find(bookingId);
  return booking && booking.state !== 'booked' ? booking : undefined;
}

/**
 * After the time was freed: what happened, the time, and where to choose another. While the ledger still has the
 * freed booking (until its date), the file that takes the time out of the visitor's calendar goes with it, and
 * the mail says so in the words the cancelled page uses (`booking.calendar.removeEntry`).
 */
function freedMail(
  context: BookingContext,
  notice: Extract<VisitorNotice, { what: 'cancelled' | 'released' }>,
  addresses: MailAddresses,
  freed: Booking | undefined,
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
    after: [
      ...(freed ? [line(t('booking.calendar.removeEntry'))] : []),
      line(m(released ? 'releasedAgain' : 'cancelledAgain'), { link: { href: again, text: m('againLink') } }),
    ],
    small: smallPrint(context, language, undefined),
  });
  return {
    ...visitorAddresses(context, addresses, notice.email),
    subject: headerSafe(m(released ? 'subjectReleased' : 'subjectCancelled', { time })),
    text,
    html,
    ...(freed
      ? {
          attachments: [
            {
              filename: visitorFileNames.freed,
              type: 'text/calendar',
              method: 'CANCEL',
              content: visitorCancelFile(context, freed, language),
            },
          ],
        }
      : {}),
  };
}

/** The one question to a mailbox that said "no more mails" and was booked for again: does it want them back? No time, no place, no link to the booking's page. */
function resumeMail(context: BookingContext, booking: Booking, email: string, addresses: MailAddresses): TeamMail {
  const language = booking.language ?? 'de';
  const m = (key: string, options?: Record<string, string>) => texts[language](`booking.mail.${key}`, options);
  const links = visitorLinks(context, booking, language);
  const { text, html } = layOut(language, {
    lines: [line(m('greeting')), line(m('resume'))],
    rows: [],
    after: [line(m('resumeAsk'), { link: { href: links.resume, text: m('resumeLink') } }), line(m('resumeNothing'))],
    small: smallPrint(context, language, undefined),
  });
  return { ...visitorAddresses(context, addresses, email), subject: headerSafe(m('subjectResume')), text, html };
}

/**
 * An earlier time offered to the booking: the time and place, until when it is held, one link to the page that
 * takes it (a GET changes nothing: the page's button does), and that nothing changes if they do nothing. Not
 * sent once the offer is taken, declined or over (made as it leaves, also after waiting).
 */
async function offerMail(
  context: BookingContext,
  notice: Extract<VisitorNotice, { what: 'offer' }>,
  addresses: MailAddresses,
): Promise<Leaving | undefined> {
  const { ledger, settings } = context;
  const booking = await ledger.find(notice.bookingId);
  const email = booking?.person?.email;
  if (!booking || booking.state !== 'booked' || booking.mails !== 'on' || !email) return undefined;
  const offer = (await ledger.askingOf(booking.bookingId))?.offer;
  if (offer?.slotId !== notice.slotId) return undefined;
  const language = booking.language ?? 'de';
  const m = (key: string, options?: Record<string, string>) => texts[language](`booking.mail.${key}`, options);
  const slot = { start: startOfSlotId(offer.slotId)?.toISOString() ?? offer.dateEnd, end: offer.dateEnd };
  const token = signBookingToken('offer', { bookingId: booking.bookingId, slotId: offer.slotId }, settings.secret);
  const link = `${context.siteAddress}${offerPath(token, language)}`;
  const links = visitorLinks(context, booking, language);
  const { text, html } = layOut(language, {
    lines: [line(m('greeting')), line(m('offer', { until: subjectTime({ start: offer.until }, language) }))],
    rows: timeRows(context, language, { slot, place: offer.place }, false),
    after: [
      line(m('offerTake'), { link: { href: link, text: m('offerLink') } }),
      line(m('offerKeep', { time: subjectTime(booking.slot, language) })),
    ],
    small: smallPrint(context, language, links.unsubscribe),
  });
  const standing = {
    bookingId: booking.bookingId,
    endsAt: new Date(booking.slot.end),
    stillHeld: (other: string) => (other === booking.bookingId ? Promise.resolve(true) : ledger.getsMails(other)),
  };
  return {
    mail: {
      ...visitorAddresses(context, addresses, email),
      subject: headerSafe(m('subjectOffer', { time: subjectTime(slot, language) })),
      text,
      html,
      headers: unsubscribeHeaders(links.unsubscribe),
    },
    toVisitor: {
      book: ledger,
      mailbox: mailboxKey(email, settings.secret),
      budget: { kind: 'note', messageId: `offer:${booking.bookingId}:${offer.slotId}`, standing },
    },
  };
}

/**
 * The one message after a time the team marked "did not come", while the ledger keeps the address for it
 * (../ledger/ledger.ts: wayBack): no blame, the time it was, and one link that opens the request at its free
 * times (../way-back.ts). Its words say nothing only a mail can say, so an SMS can say the same in 160
 * characters; no unsubscribe link: there is no booking left to switch, and nothing follows it.
 */
async function missedMail(
  context: BookingContext,
  notice: Extract<VisitorNotice, { what: 'missed' }>,
  addresses: MailAddresses,
): Promise<Leaving | undefined> {
  const kept = await context.ledger.wayBack(dayOfSlot(notice.slotId), notice.attendanceId);
  // Gone, or kept for an SMS (./visitor-sms.ts: missedSms): nothing to send by mail.
  const email = kept?.email;
  if (!kept || !email) return undefined;
  const { language } = kept;
  const m = (key: string, options?: Record<string, string>) => texts[language](`booking.mail.${key}`, options);
  const start = startOfSlotId(notice.slotId)?.toISOString() ?? '';
  const token = signBookingToken('again', { bookingId: notice.attendanceId, slotId: notice.slotId }, context.settings.secret);
  const link = `${context.siteAddress}${wayBackPath(token, language)}`;
  const { text, html } = layOut(language, {
    lines: [line(m('greeting')), line(m('missed', { time: subjectTime({ start }, language) }))],
    rows: [],
    after: [line(m('missedAgain'), { link: { href: link, text: m('missedLink') } }), line(m('missedNext'))],
    small: [...smallPrint(context, language, undefined), line(m('missedOnce'))],
  });
  return {
    mail: { ...visitorAddresses(context, addresses, email), subject: headerSafe(m('subjectMissed')), text, html },
    toVisitor: {
      book: context.ledger,
      mailbox: mailboxKey(email, context.settings.secret),
      budget: { kind: 'note', messageId: `missed:${notice.attendanceId}` },
    },
  };
}
