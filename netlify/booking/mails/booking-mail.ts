/**
 * What a booked time adds to the team's mails (German, as all of them): the request's mail gets the
 * time first, the link that releases the time (a booking that is spam, a double) and the time as an
 * invitation (iTIP REQUEST) the team's mail program offers to add in one click; a cancelled or
 * released time gets a short mail of its own that cancels the invitation (iTIP CANCEL, same UID).
 * Where the function could not write or delete the entry in the team's CalDAV calendar
 * (./team-calendar.ts), the mail's first line says so, and why.
 *
 * Links and the event are made once, at booking (`mailBookingOf`: the request mail's booking, from the ledger's),
 * and kept with a waiting message, so a mail delivered later is the same; the invitation is written when the
 * mail is built, from the addresses set then.
 */
import type { Availability, Confirmation } from '../../../src/booking/availability';
import { type Language, languageName } from '../../../src/i18n/languages';
import { teamLanguage } from '../../shared/locale-texts';
import type { Slot } from '../../../src/booking/free-times';
import { slotDateWords, slotTimeWords } from '../../../src/booking/slot-words';
import { phoneNumberInWords } from '../../../src/booking/phone-number';
import { type TeamMail, type MailAddresses, type MailAttachment, recipientsOf, withNoteFirst } from '../../outbox/mail';
import { type MailSection, layOutMail } from '../../outbox/mail-layout';
import { displayNameSafe, headerSafe } from '../../shared/mail-safety';
import type { BookingPerson, MeetingPlace } from '../ledger/records';
import { type CalendarEvent, type InvitationMethod, type MeetingAddress, bookingEvent, invitationFile } from '../calendars/calendar-file';
import type { CalendarWrite, SettingProblem } from '../calendars/team-calendar';
import type { BookingContext } from '../booking-context';
import { attendanceLinks, releasePath } from '../booking-links';
import { signBookingToken } from '../booking-token';
import type { Booking } from '../ledger/ledger';

/** What a mail to the team is about, when it is not a request: kept as it is while the mail waits (./team-notices.ts). */
export type TeamNotice =
  /**
   * `left`: the time and place it stood at, put in words when the mail is made; `language`: the visitor's page's.
   * `fromOffer`: the visitor took an earlier time the site offered them (./../offer-freed.ts), not one they chose.
   * `before`, `beforeWhere`: a notice kept before 30 November 2026 has the team's words instead of `left`; kept
   * notices are gone after keepWaitingDays (../../outbox/waiting-messages.ts), so both can go in 2027.
   */
  | {
      what: 'changed';
      bookingId: string;
      left?: LeftTime;
      before?: string;
      beforeWhere?: string;
      person?: BookingPerson;
      language?: Language;
      fromOffer?: true;
    }
  /** `person`: who it was for (the ledger forgets them when the time is freed); `language`: the page they cancelled on. */
  | { what: 'cancelled' | 'released'; bookingId: string; person?: BookingPerson; language?: Language }
  /** A calendar entry skipped while reading the team's calendar: `note` says which (cleaned text only). */
  | { what: 'skipped-entry'; note: string }
  /** The owner's cap of SMS a day (content/booking.yaml: smsPerDay) held an SMS back: told once that day (`day`, Zurich). */
  | { what: 'sms-cap'; day: string; limit: number };

/** The time and place a change left, as its notice keeps them (facts; the words are made with the mail). */
export interface LeftTime {
  slot: Pick<Slot, 'start' | 'end'>;
  place: MeetingPlace;
  /** The number it was to be called at, for a time on the phone (a change may give a new one). */
  phone?: string;
}

/** What a change left, in the team's words: when, and where it was to be; undefined when the notice knows neither. */
export function leftInWords(
  notice: Extract<TeamNotice, { what: 'changed' }>,
  address: MeetingAddress,
): { before: string; beforeWhere?: string } | undefined {
  const { left } = notice;
  if (left) return { before: whenInGerman(left.slot), beforeWhere: whereInGerman(left.place, address, left.phone) };
  return notice.before === undefined
    ? undefined
    : { before: notice.before, ...(notice.beforeWhere ? { beforeWhere: notice.beforeWhere } : {}) };
}

/** A booked time as the team's mail shows it. */
export interface MailBooking {
  /** The ledger's id: a mail delivered late reads the booking's state at delivery. */
  bookingId: string;
  /** Freed before the mail went out (a mail delivered late): it cancels the invitation instead. */
  freed?: 'cancelled' | 'released';
  /** Cancelled through "this was not me": the address given was someone else's, so nobody is to be answered at it. */
  misused?: true;
  /** "Dienstag, 3. März 2026, 14:00–14:45" */
  when: string;
  /** "in Dietikon (Riedstrasse 14, 8953 Dietikon)", "online (Video)" or "am Telefon (Sie rufen an: +41 79 123 45 67)" */
  where: string;
  /** A time on the phone: the number to call, as a link (`tel:`) with the number as its words. */
  call?: CallLink;
  /** What the team does before the time; absent in a mail kept before it was made (the mail then goes without it). */
  task?: TeamTask;
  confirmation: Confirmation;
  /** Frees the time at once (the team's private link). */
  releaseUrl: string;
  /** The team's calendar event: the invitation is written from it. */
  event: CalendarEvent;
  /** What became of the entry in the team's CalDAV calendar; absent where none is set up. */
  calendarEntry?: CalendarWrite;
}

export function whenInGerman(slot: Pick<Slot, 'start' | 'end'>): string {
  return `${slotDateWords(slot, 'de', { year: true })}, ${slotTimeWords(slot)}`;
}

/** `phone`: the visitor's number, which a time on the phone names (the team calls it). */
export function whereInGerman(place: MeetingPlace, address: MeetingAddress, phone?: string): string {
  if (place === 'phone') return `am Telefon (${phone ? `Sie rufen an: ${phoneNumberInWords(phone).words}` : 'Nummer fehlt'})`;
  return place === 'online' ? 'online (Video)' : `in Dietikon (${address.street}, ${address.postalCode} ${address.city})`;
}

/** The number of a time on the phone as the team's mails link it: "Anrufen: +41 79 123 45 67", `tel:+41791234567`. */
export type CallLink = [words: string, url: string];

export function callLink(phone: string): CallLink {
  const { words, href } = phoneNumberInWords(phone);
  return [`Anrufen: ${words}`, href];
}

/** "online", "in Dietikon" or "am Telefon": the place as the subject names it, short. */
const placeInSubject = (place: MeetingPlace) => ({ dietikon: 'in Dietikon', online: 'online', phone: 'am Telefon' })[place];

/**
 * What a coach does before a booked time, by its place: `short` in the subject, `sentence` first in the
 * mail. An online time needs the link (the team's video room when one is set in content/booking.yaml,
 * else one the team sends; to a visitor without an address, by phone); a time in Dietikon, the room.
 */
export interface TeamTask {
  /** "online – Video-Link senden" */
  short: string;
  /** "Zu tun: …" */
  sentence: string;
}

export function teamTask(input: {
  place: MeetingPlace;
  confirmation: Confirmation;
  meetingLink?: string;
  email?: string;
  phone?: string;
}): TeamTask {
  const confirm = input.confirmation === 'reserved' ? 'Bestätigen Sie der Person den Termin, und ' : '';
  const todo = (action: string) => `Zu tun: ${confirm ? confirm + action.charAt(0).toLowerCase() + action.slice(1) : action}`;
  if (input.place === 'dietikon')
    return { short: 'in Dietikon – Raum vorbereiten', sentence: todo('Bereiten Sie für diese Zeit einen Raum in Dietikon vor.') };
  // The visitor's page, mails and .ics say that the team calls at the time (booking.page.byPhone, booking.mail.byPhone).
  if (input.place === 'phone')
    return {
      short: 'am Telefon – anrufen',
      sentence: todo(
        input.phone
          ? `Rufen Sie die Person zur vereinbarten Zeit an: ${phoneNumberInWords(input.phone).words}.`
          : 'Rufen Sie die Person zur vereinbarten Zeit an; die Nummer steht in der Mail ihrer Anfrage.',
      ),
    };
  if (input.meetingLink)
    return {
      short: 'online – Videoraum öffnen',
      sentence: todo(
        `Öffnen Sie zu dieser Zeit Ihren Videoraum (${input.meetingLink}); die Person sieht den Link auf der Seite ihres Termins.`,
      ),
    };
  // "Spätestens eine Stunde vorher": what the visitor's page, mails and .ics promise (booking.page.linkByMail, linkByPhone, booking.mail.onlineLinkFollows).
  if (input.email)
    return {
      short: 'online – Video-Link senden',
      sentence: todo(`Senden Sie der Person spätestens eine Stunde vor dem Termin den Link zum Videogespräch an ${input.email}.`),
    };
  return {
    short: 'online – anrufen, Video-Link durchgeben',
    sentence: todo(
      'Rufen Sie die Person spätestens eine Stunde vor dem Termin an, und geben Sie ihr den Link zum Videogespräch durch: Sie hat keine E-Mail-Adresse angegeben (die Nummer steht in der Mail ihrer Anfrage).',
    ),
  };
}

/** What the team's mails say of a time: when, where, what to do before it, and for a booked time on the phone the number to call. */
export interface TeamWords {
  when: string;
  where: string;
  task: TeamTask;
  call?: CallLink;
}

/**
 * A booking's words for the team's mails, made in one place for the request's mail and every notice. `person`: who
 * it is for where the notice knows better than the ledger now (a freed booking's record keeps nobody); the number
 * to call is the booking's own, as it stands booked.
 */
export function teamWords(
  booking: { state: string; slot: Pick<Slot, 'start' | 'end'>; place: MeetingPlace; person?: BookingPerson },
  settings: { address: MeetingAddress; availability: Pick<Availability, 'confirmation' | 'meetingLink'> },
  person: BookingPerson | undefined = booking.person,
): TeamWords {
  const { email, phone } = person ?? {};
  const { confirmation, meetingLink } = settings.availability;
  const task = teamTask({
    place: booking.place,
    confirmation,
    ...(meetingLink ? { meetingLink } : {}),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
  });
  const callNumber = booking.person?.phone;
  return {
    when: whenInGerman(booking.slot),
    where: whereInGerman(booking.place, settings.address, phone),
    task,
    ...(booking.state === 'booked' && booking.place === 'phone' && callNumber ? { call: callLink(callNumber) } : {}),
  };
}

/** "Englisch": the visitor's language as the team's mails name it. */
export const visitorLanguageRow = (language: Language): [string, string] => ['Sprache der Website', languageName(language, teamLanguage)];

/**
 * The booking as an event in the team's calendar: made at booking (with the release link) for the
 * invitation and the CalDAV entry, and again when the time is freed (no link), for the cancellation.
 * The site's address gives the UID, so both are the same event.
 */
export function teamCalendarEvent(input: {
  bookingId: string;
  slot: Pick<Slot, 'start' | 'end'>;
  place: MeetingPlace;
  address: MeetingAddress;
  /** The team's video room, for an online time's entry. */
  meetingLink?: string;
  /** The visitor's number: a time on the phone's entry names it as its place and in its description. */
  phone?: string;
  confirmation: Confirmation;
  siteAddress: string;
  releaseUrl?: string;
  /** The team's two links for after the time (../attendance.ts). */
  attendance?: { came: string; notCame: string };
  now: Date;
  /** How often the visitor changed the time. */
  changes?: number;
}): CalendarEvent {
  const afterwards = input.attendance
    ? `\n\nNach dem Termin bitte eintragen, ob die Person gekommen ist (gezählt wird nur die Zahl):\nGekommen: ${input.attendance.came}\nNicht gekommen: ${input.attendance.notCame}`
    : '';
  // The entry is what a coach has open at the time: what to do, and the number.
  const joining =
    input.place === 'phone'
      ? teamTask({ place: 'phone', confirmation: input.confirmation, ...(input.phone ? { phone: input.phone } : {}) }).sentence
      : undefined;
  const call = input.place === 'phone' && input.phone ? phoneNumberInWords(input.phone).words : undefined;
  return bookingEvent({
    bookingId: input.bookingId,
    slot: input.slot,
    location: input.place === 'dietikon' ? input.address : input.place === 'online' ? 'online' : call ? { call } : 'phone',
    ...(joining ? { joining } : {}),
    ...(input.meetingLink ? { meetingLink: input.meetingLink } : {}),
    language: 'de',
    summary: 'Erstgespräch (über die Website gebucht)',
    description: `Alle Angaben der Person stehen in der Mail der Website.${afterwards}`,
    siteAddress: input.siteAddress,
    ...(input.releaseUrl ? { link: { text: 'Zeit wieder freigeben', url: input.releaseUrl } } : {}),
    confirmation: input.confirmation,
    now: input.now,
    ...(input.changes ? { changes: input.changes } : {}),
  });
}

/**
 * A booking's event for the team, from the ledger's booking: the invitation in the team's mails and the CalDAV
 * entry (./team-entry.ts) are this one event, with the release link (signed for the time the booking
 * stands at); a freed booking's event has no link.
 */
export function teamEvent(context: BookingContext, booking: Booking): { releaseUrl: string; event: CalendarEvent } {
  const { settings, siteAddress, now } = context;
  const releaseUrl = `${siteAddress}${releasePath(signBookingToken('release', booking, settings.secret))}`;
  const event = teamCalendarEvent({
    bookingId: booking.bookingId,
    slot: booking.slot,
    place: booking.place,
    address: settings.address,
    ...(settings.availability.meetingLink ? { meetingLink: settings.availability.meetingLink } : {}),
    // A time on the phone: the entry's place is the number to call (a freed booking's person is forgotten: its cancellation needs none).
    ...(booking.person?.phone ? { phone: booking.person.phone } : {}),
    confirmation: settings.availability.confirmation,
    siteAddress,
    ...(booking.state === 'booked'
      ? { releaseUrl, attendance: attendanceLinks(context, { ...booking, attendanceId: booking.attendanceId ?? booking.bookingId }) }
      : {}),
    now,
    changes: booking.version - 1,
  });
  return { releaseUrl, event };
}

/** A booking as the team's request mail shows it, as the ledger has it now. */
export function mailBookingOf(context: BookingContext, booking: Booking, calendarEntry?: CalendarWrite): MailBooking {
  const { releaseUrl, event } = teamEvent(context, booking);
  return {
    bookingId: booking.bookingId,
    ...(booking.state === 'booked' ? {} : { freed: booking.state }),
    ...(booking.notMe ? { misused: true as const } : {}),
    ...teamWords(booking, context.settings),
    confirmation: context.settings.availability.confirmation,
    releaseUrl,
    event,
    ...(calendarEntry ? { calendarEntry } : {}),
  };
}

export const calendarFileName = 'erstgespraech.ics';

/** The website's sender invites the team; CONTACT_TO may name several addresses, separated by commas. */
function parties(addresses: MailAddresses) {
  return { organizer: addresses.from, attendees: recipientsOf(addresses.to) };
}

function invitation(event: CalendarEvent, method: InvitationMethod, addresses: MailAddresses): MailAttachment {
  return { filename: calendarFileName, type: 'text/calendar', method, content: invitationFile(event, method, parties(addresses)) };
}

export function calendarAttachment(booking: MailBooking, addresses: MailAddresses): MailAttachment {
  return invitation(booking.event, booking.freed ? 'CANCEL' : 'REQUEST', addresses);
}

/** The first line of the request's mail: the booking freed before the mail went out, or the entry that could not be written. */
export function missingEntryWarning(booking: MailBooking): string | undefined {
  if (booking.freed) {
    const what = booking.misused
      ? `ADRESSE MISSBRAUCHT: Die Person mit der angegebenen E-Mail-Adresse hat den Termin ${booking.when} nicht gebucht und ihn über «nicht gebucht» abgesagt. Bitte antworten Sie nicht an diese Adresse`
      : booking.freed === 'cancelled'
        ? `INZWISCHEN ABGESAGT: Die Person hat den Termin ${booking.when} abgesagt`
        : `INZWISCHEN FREIGEGEBEN: Die Zeit ${booking.when} wurde über Ihren Link freigegeben`;
    return `${what}, bevor diese Mail zugestellt werden konnte. Die Zeit ist wieder frei; die Absage für Ihren Kalender liegt bei.`;
  }
  const entry = booking.calendarEntry;
  if (!entry || entry.ok) return undefined;
  return `KALENDEREINTRAG FEHLT: Dieser Termin steht nicht in Ihrem Kalender, denn ${refusal(entry, 'ihn')}. Bitte tragen Sie ihn mit der Einladung in dieser Mail ein.`;
}

const settingProblemsInGerman: Record<SettingProblem, string> = {
  'no-url': 'BOOKING_CALDAV_URL fehlt',
  'not-a-url': 'BOOKING_CALDAV_URL ist keine Webadresse (Benutzername und Passwort gehören nicht hinein)',
  'not-https': 'BOOKING_CALDAV_URL ist keine https-Adresse',
  'no-login': 'BOOKING_CALDAV_USER oder BOOKING_CALDAV_PASSWORD fehlt',
};

/** "127.0.0.1:5232 hat ihn nicht angenommen: HTTP 401 (…)": the host and the answer, nothing secret. */
function refusal(write: Extract<CalendarWrite, { ok: false }>, what: 'ihn' | 'die Löschung'): string {
  const { host, failure } = write;
  switch (failure.reason) {
    case 'settings':
      return `die Einstellungen des Kalenders in Netlify sind falsch: ${settingProblemsInGerman[failure.problem]}`;
    case 'status':
      return `${host} hat ${what} nicht angenommen: HTTP ${failure.status}${statusHints[failure.status] ?? ''}`;
    case 'redirect':
      return `${host} hat auf eine andere Adresse verwiesen (HTTP ${failure.status}), der die Website nicht folgt: BOOKING_CALDAV_URL prüfen`;
    case 'timeout':
      return `${host} hat nicht innert ${failure.ms / 1000} Sekunden geantwortet`;
    case 'unreachable':
      return `${host} war nicht erreichbar (${failure.code})`;
  }
}

const statusHints: Record<number, string> = {
  401: ' (Anmeldung abgelehnt: BOOKING_CALDAV_USER und BOOKING_CALDAV_PASSWORD prüfen)',
  403: ' (kein Schreibrecht für diesen Kalender)',
  404: ' (Kalender nicht gefunden: BOOKING_CALDAV_URL prüfen)',
};

function calendarRow(entry: CalendarWrite | undefined): string {
  if (!entry) return 'nicht automatisch: bitte die Einladung in dieser Mail annehmen';
  return entry.ok ? `eingetragen (${entry.host})` : 'FEHLT (siehe oben)';
}

/** The team's link that frees a booked time, as words. */
const releaseLink = (url: string): [string, string] => ['Zeit wieder freigeben (z. B. bei Spam)', url];

/** The section put first in the request's mail. */
export function bookingSection(booking: MailBooking): MailSection {
  return {
    title: 'Gebuchter Termin',
    rows: [
      ['Termin', booking.when],
      ['Ort', booking.where],
      [
        'Stand',
        booking.confirmation === 'confirmed'
          ? 'bestätigt: Die Person hat die Zeit gebucht und eine Bestätigung gesehen.'
          : 'reserviert: Bitte bestätigen Sie der Person den Termin.',
      ],
      ['Kalender', calendarRow(booking.calendarEntry)],
    ],
    links: [...(booking.call ? [booking.call] : []), releaseLink(booking.releaseUrl)],
  };
}

/**
 * A short mail to the team about a booked time the visitor or the team changed: who (their name and
 * address, replying to them where there is one), the rows, the invitation (REQUEST) or its cancellation
 * (CANCEL), and a calendar warning first where there is one.
 */
function teamNoticeMail(input: {
  subject: string;
  intro: (who: string | undefined) => string;
  rows: [string, string][];
  after?: [string, string][];
  links?: [string, string][];
  warning: string | undefined;
  method: InvitationMethod;
  event: CalendarEvent;
  addresses: MailAddresses;
  person: BookingPerson | undefined;
}): TeamMail {
  const { person, addresses } = input;
  const who = person ? displayNameSafe(person.name) : undefined;
  const rows = [...input.rows];
  if (who) rows.push(['Name', who]);
  if (person?.email) rows.push(['E-Mail', person.email]);
  if (person?.phone) rows.push(['Telefon', phoneNumberInWords(person.phone).words]);
  rows.push(...(input.after ?? []));
  const { text, html } = layOutMail({ intro: input.intro(who), sections: [{ rows, ...(input.links ? { links: input.links } : {}) }] });
  const mail: TeamMail = {
    to: addresses.to,
    from: addresses.from,
    ...(person?.email && who ? { replyTo: { email: person.email, name: who } } : {}),
    subject: headerSafe(input.subject),
    text,
    html,
    attachments: [invitation(input.event, input.method, addresses)],
  };
  return input.warning ? withNoteFirst(mail, input.warning) : mail;
}

/** "Eva hat den Termin … abgesagt." The answer reaches the person where they gave an address. */
function personIntro(who: string | undefined, person: BookingPerson | undefined, what: string): string {
  return `${who ?? 'Eine Person'} hat ${who ? 'den' : 'ihren'} Termin für das Erstgespräch über die Website ${what}${person?.email ? ' Ihre Antwort auf diese Mail erreicht die Person direkt.' : ''}`;
}

/**
 * The short mail when a time is freed: by the visitor (cancelled), by the team (released), or by the owner
 * of an address someone else gave ("this was not me": misused). It cancels the invitation (the event as made
 * when the time was freed) and says first when the CalDAV entry could not be deleted.
 */
export function freedTimeMail(
  how: 'cancelled' | 'released' | 'misused',
  time: { when: string; place: MeetingPlace; where: string; language?: Language },
  addresses: MailAddresses,
  calendar: { event: CalendarEvent; entry?: CalendarWrite },
  person?: BookingPerson,
): TeamMail {
  const { when, where, language } = time;
  const entry = calendar.entry;
  const rows: [string, string][] = [['Termin', when], ['Ort', where], ...(language ? [visitorLanguageRow(language)] : [])];
  if (how === 'misused') return misusedAddressMail({ when, place: time.place, rows }, addresses, calendar, person);
  return teamNoticeMail({
    subject: `Erstgespräch ${how === 'cancelled' ? 'abgesagt' : 'freigegeben'}: ${when}, ${placeInSubject(time.place)}`,
    intro: (who) =>
      how === 'cancelled'
        ? personIntro(who, person, 'abgesagt. Die Zeit ist wieder frei.')
        : 'Ein Termin für das Erstgespräch wurde über den Link in Ihrer Mail freigegeben. Die Zeit ist wieder frei; die Person erhält von der Website keine Nachricht.',
    rows,
    warning: notDeletedWarning(entry),
    method: 'CANCEL',
    event: calendar.event,
    addresses,
    person,
  });
}

function notDeletedWarning(entry: CalendarWrite | undefined): string | undefined {
  return entry && !entry.ok
    ? `KALENDEREINTRAG NICHT GELÖSCHT: Die Website konnte diesen Termin nicht aus Ihrem Kalender löschen, denn ${refusal(entry, 'die Löschung')}. Bitte löschen Sie ihn selbst oder mit der Absage in dieser Mail.`
    : undefined;
}

/**
 * "This was not me": whoever booked gave an address that is not theirs, and its owner cancelled from the
 * link only their mailbox got. Said plainly, with the name and address only as what was typed: no reply
 * goes to that address (it asked for no more mail), so the mail has no Reply-To and names no one to answer.
 */
function misusedAddressMail(
  time: { when: string; place: MeetingPlace; rows: [string, string][] },
  addresses: MailAddresses,
  calendar: { event: CalendarEvent; entry?: CalendarWrite },
  person: BookingPerson | undefined,
): TeamMail {
  const typed: [string, string][] = [];
  if (person) typed.push(['Angegebener Name', displayNameSafe(person.name)]);
  if (person?.email) typed.push(['Missbrauchte Adresse', person.email]);
  return teamNoticeMail({
    subject: `Erstgespräch abgesagt, Adresse missbraucht: ${time.when}, ${placeInSubject(time.place)}`,
    intro: () =>
      'Diese Buchung war nicht echt: Wer gebucht hat, hat die E-Mail-Adresse einer anderen Person angegeben. Diese Person hat den Termin über den Link «nicht gebucht» in ihrer Bestätigung abgesagt. Die Zeit ist wieder frei. Die Website schreibt dieser Adresse zu diesem Termin nichts mehr; bitte schreiben Sie ihr auch nicht.',
    rows: [...time.rows, ...typed],
    warning: notDeletedWarning(calendar.entry),
    method: 'CANCEL',
    event: calendar.event,
    addresses,
    person: undefined,
  });
}

/**
 * The mail when the visitor changed the time from its page: the new time first, the old one, who; the
 * invitation again with the same UID and a higher SEQUENCE, so the team's calendar moves the entry.
 */
export function movedTimeMail(
  times: {
    before: string;
    beforeWhere?: string;
    now: string;
    where: string;
    releaseUrl: string;
    task: TeamTask;
    language?: Language;
    /** The new time is on the phone: the number to call. */
    call?: CallLink;
    /** Taken from an offer of an earlier time: the mail says so. */
    fromOffer?: boolean;
  },
  addresses: MailAddresses,
  calendar: { event: CalendarEvent; entry?: CalendarWrite },
  person?: BookingPerson,
): TeamMail {
  const { before, beforeWhere, now, where, task, language } = times;
  const entry = calendar.entry;
  // What changed, said first: the time, and the place where it changed too (a room to free, a link to send).
  const placeChanged = beforeWhere !== undefined && beforeWhere !== where;
  const change = `neu ${now}, ${where}; bisher ${before}${beforeWhere ? `, ${beforeWhere}` : ''}.${placeChanged ? ' Der Ort hat sich geändert.' : ''}`;
  const how = times.fromOffer ? 'auf eine frühere Zeit verschoben, die die Website angeboten hat' : 'verschoben';
  return teamNoticeMail({
    subject: `Erstgespräch ${times.fromOffer ? 'vorverschoben (Angebot)' : 'verschoben'}: ${now}, ${placeChanged ? 'neu ' : ''}${task.short}`,
    intro: (who) => personIntro(who, person, `${how}: ${change} Die bisherige Zeit ist wieder frei. ${task.sentence}`),
    rows: [
      ['Neuer Termin', now],
      ['Ort', placeChanged ? `${where} (bisher ${beforeWhere})` : where],
      ['Bisher', before],
      ...(language ? [visitorLanguageRow(language)] : []),
    ],
    after: [['Kalender', calendarRow(entry)]],
    links: [...(times.call ? [times.call] : []), releaseLink(times.releaseUrl)],
    warning:
      entry && !entry.ok
        ? `KALENDEREINTRAG NICHT VERSCHOBEN: Die Website konnte diesen Termin in Ihrem Kalender nicht ändern, denn ${refusal(entry, 'ihn')}. Bitte verschieben Sie ihn selbst oder mit der Einladung in dieser Mail.`
        : undefined,
    method: 'REQUEST',
    event: calendar.event,
    addresses,
    person,
  });
}
