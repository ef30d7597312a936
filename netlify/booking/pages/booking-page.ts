/**
 * The page a private link opens: /erstgespraech/termin as the build wrote it (bundled with the
 * function, like the forms' pages), its `data-booking` part filled with what the link is about. Made
 * here rather than by the page's script, so it works without JavaScript and shows only what the
 * signed link proves. The page keeps the site's own scripts (the display settings read before the first
 * paint, the header's menu): the site has no client router that could mistake the function's address
 * for a page, and the answer's policy allows exactly those scripts (booking-handler.ts).
 */
import type { Slot } from '../../../src/booking/free-times';
import { slotDateWords, slotTimeWords } from '../../../src/booking/slot-words';
import { instantToWallTime, utcOffsetMinutes } from '../../../src/booking/zurich-time';
import type { Confirmation } from '../../../src/booking/availability';
import { bookingEndpoint } from '../../../src/forms/protocol';
import { type Language, localizedPath } from '../../../src/i18n/languages';
import { requestPaths } from '../../../src/site/routes';
import type { TFunction } from '../../../src/i18n/translator';
import { escapeHtml } from '../../shared/mail-safety';
import { attendedPath, offerPath, releasePath, viewPath } from '../booking-links';
import { type Daypart, type MeetingPlace, type ReminderWhen, type VisitorMails, reminderWhens } from '../ledger/records';
import { radioOption } from './radio-option';
import type { MeetingAddress } from '../calendars/calendar-file';
import { onlineAccessKey } from '../online-access';
import { visitorFileNames } from './visitor-calendar-file';
import { type ChangeTimeForm, changeTimeHtml, changeTimeId } from './change-time-form';
import { breakableAddress } from './masked-address';

/**
 * Whether the team can say now if a visitor came (../attendance.ts): `open` yes; not before the time
 * (`early`), not after it is counted (`late`), and never for a time that was not held (`not-held`: cancelled,
 * released or moved; `moved`: moved, and the booking stands at its new time).
 */
export type AttendanceWindow = 'early' | 'open' | 'late' | 'not-held' | 'moved';

/** What the team's page after a time says of it: the answer so far while open; where it went when moved. */
export type AttendanceView =
  | { window: Exclude<AttendanceWindow, 'moved'>; answer?: boolean }
  | { window: 'moved'; movedTo: { slot: Pick<Slot, 'start' | 'end'>; link: string } };

export type BookingView =
  | {
      kind: 'booked';
      slot: Pick<Slot, 'start' | 'end'>;
      place: MeetingPlace;
      confirmation: Confirmation;
      /** The visitor's cancel token: the calendar file and the cancel button carry it. */
      token: string;
      delayed: boolean;
      /** The page's own address, absolute, for the visitor to keep. */
      pageUrl: string;
      /** "Termin absagen" was chosen: the page asks once more before anything is cancelled. */
      confirming: boolean;
      /**
       * "Andere Zeit wählen" was chosen: the free times to choose from, and what went wrong with a try (`phone`:
       * the number typed in it, given back).
       */
      changing?: Pick<ChangeTimeForm, 'times' | 'problem' | 'chosen' | 'place'> & { phone?: string };
      /** The time was just changed: the page says so first. */
      changed?: boolean;
      /** How often the time may still be changed here; at none, the page says how to reach the team instead. */
      changesLeft: number;
      /** How often it was changed. */
      changes: number;
      /**
       * The e-mail address the visitor gave, masked (./masked-address.ts), so a typo shows: an online time's
       * link is sent there (with none, the team calls with it). Absent: none was given.
       */
      email?: string;
      /** The visitor gave a phone number (never shown here): a change to a time on the phone asks for none. */
      phoneGiven?: true;
      /** The answer to booking itself (not a later visit): the page says where the confirmation went. */
      justBooked?: boolean;
      /** The team's video room (content/booking.yaml), shown for an online time. */
      meetingLink?: string;
      /** Whether mails go to the visitor (../ledger/records.ts: VisitorMails); absent: no address was given. */
      mails?: VisitorMails;
      /** Whether SMS go to the visitor; absent: no number that takes SMS was given. */
      sms?: VisitorMails;
      /** The number SMS go to, masked (./masked-address.ts: maskedNumber); with `sms` only. */
      phone?: string;
      /** When the reminders go, as the visitor chose (both where they did not say). */
      remindWhen: ReminderWhen[];
      /** The hours before the time each reminder goes (the booking settings; 0: staff switched that one off). */
      reminderWhenHours: Record<ReminderWhen, number>;
      /**
       * Opened from the confirmation's "this was not me" (its own token, which only the mailbox got): the page
       * asks whether to cancel and send nothing more to the mailbox, and its button carries that token.
       */
      notMe?: string;
      /** Opened from the one question to a mailbox that said "no more mails": its button (with that mail's token) switches them on again. */
      resume?: string;
      /** "Früher kommen?": asking to hear of an earlier time (absent: booking off for it, offersPerWeek 0). */
      sooner?: SoonerView;
    }
  | { kind: 'gone' | 'invalid' | 'unavailable' }
  /**
   * The visitor cancelled: the page says which time, also when the private link is opened again later, and
   * offers the file that takes it out of their calendar (`token`: the booking's cancel token, which the file's link carries).
   */
  | { kind: 'cancelled'; slot: Pick<Slot, 'start' | 'end'>; token: string }
  /**
   * "This was not me" done, opened from the mailbox's own link: said to someone who never booked, so no time
   * and no invitation to book; the booking's own page (held by whoever booked) says only that it is cancelled.
   */
  | { kind: 'notMe' }
  /** The team's page: the time, and the button that releases it. */
  | { kind: 'release'; slot: Pick<Slot, 'start' | 'end'>; token: string }
  | { kind: 'released'; slot: Pick<Slot, 'start' | 'end'> }
  /**
   * The team's page after a time (../attendance.ts): one button that enters `came` (yes or no), what was
   * entered before (`answer`), or why nothing can be entered (`window`: the time has not begun, was too long ago, or was not held).
   */
  | ({ kind: 'attended'; slot: Pick<Slot, 'start' | 'end'>; token: string; came: boolean } & AttendanceView)
  /**
   * The page of an earlier time offered to a booking (its link in the offer's mail or SMS): the time, until when
   * it is held, and "take this time" and "no, thank you" (`open`); or, kindly, why it can no longer be taken
   * (`late`: the window ran out, `taken`: someone else booked it) or that it was declined. `page`: the booking's own page.
   */
  | {
      kind: 'offer';
      state: 'open' | 'late' | 'taken' | 'declined';
      slot: Pick<Slot, 'start' | 'end'>;
      place: MeetingPlace;
      until?: string;
      booked: { slot: Pick<Slot, 'start' | 'end'>; place: MeetingPlace };
      token: string;
      page: string;
    };

/** What "Früher kommen?" shows: what suits (as asked, or the defaults), whether asking now, and why it cannot be. */
export interface SoonerView {
  asking: boolean;
  earliest: string;
  dayparts: Daypart[];
  places: MeetingPlace[];
  /** The places the practice's windows offer, to choose among. */
  placesOffered: MeetingPlace[];
  /** The first day anyone can book, and the day before the booked time: the earliest day is chosen between them. */
  firstDay: string;
  lastDay: string;
  /** `channel`: no way to reach the visitor (mails and SMS off); `close`: the booked time is too close for an earlier one. */
  cannot?: 'channel' | 'close';
  channels: ('email' | 'sms')[];
  windowMinutes: number;
  /** The offer open to the booking, with the link of its page. */
  offer?: { slot: Pick<Slot, 'start' | 'end'>; place: MeetingPlace; until: string; link: string };
  /** What the last post did (`asked`, `stopped`), or why it did not (the fields typed are shown again). */
  said?: 'asked' | 'stopped';
  problem?: string;
}

export interface PageFacts {
  /** The practice's name, after every page title as the site's own pages have it (src/components/Seo). */
  brand: string;
  address: MeetingAddress;
  responseTime: string;
  email: string;
  phone: string;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** A link written into a text: its address, and the words shown (the address itself where none are given). */
interface TextLink {
  href: string;
  text?: string;
}

/**
 * A text whose placeholders are links (an e-mail address as mailto:, a phone number as tel:, the video
 * room): the text is escaped around them, so only the links are markup.
 */
function withLinks(k: PageWords, key: string, values: Record<string, string>, links: Record<string, TextLink>): string {
  // Placeholders the translator leaves as they are, then each filled with its link after escaping.
  const marked = Object.fromEntries(Object.keys(links).map((name) => [name, `\uE000${name}\uE000`]));
  const text = escapeHtml(k(key, { ...values, ...marked }));
  return text.replace(/\uE000(\w+)\uE000/g, (_, name: string) => {
    const link = links[name]!;
    return `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text ?? link.href)}</a>`;
  });
}

/** The team's address and number as links a phone opens in its mail or phone app. */
function contactLinks(facts: PageFacts): Record<'email' | 'phone', TextLink> {
  return {
    email: { href: `mailto:${facts.email}`, text: breakableAddress(facts.email) },
    phone: { href: `tel:${facts.phone.replace(/[^+\d]/g, '')}`, text: facts.phone },
  };
}

function when(slot: Pick<Slot, 'start' | 'end'>, language: Language): string {
  return `${slotDateWords(slot, language, { year: true })}, ${slotTimeWords(slot)}`;
}

/** "Schweizer Zeit (MEZ)", or (MESZ) when summer time holds at the start: Zurich is an hour ahead of UTC in winter. */
export function zoneWords(t: TFunction, slot: Pick<Slot, 'start'>): string {
  return t(utcOffsetMinutes(new Date(slot.start)) > 60 ? 'booking.page.zoneSummer' : 'booking.page.zoneWinter');
}

/** The booking's calendar file: the booked time, or once freed the file that takes it out of the calendar (../booking-views.ts). */
function calendarFileLink(token: string, language: Language): string {
  return `${bookingEndpoint}?ics=${encodeURIComponent(token)}&language=${language}`;
}

/** The part "Früher kommen?", where the visitor asks for an earlier time (and an SMS of an offer leads). */
export const soonerPartId = 'booking-sooner';

/** The part the cancel link leads to, so the question is on the screen at once, also without JavaScript. */
export const confirmCancelId = 'booking-confirm';

/** The part "Erinnerungen": which reminders come, how and when, with the switches (the one-click unsubscribe and every SMS's link land here). */
export const remindersPartId = 'booking-reminders';
/** The part the confirmation's "this was not me" leads to. */
export const notMePartId = 'booking-notme';
export const resumePartId = 'booking-resume';

/**
 * A button that posts. It posts to the page's own address (the function reads the post's fields, not
 * the address), so whatever answers it, the browser's address bar holds a link that shows the booking again.
 * `primary`: the page's one main action, filled as the site's buttons (the others are outlined: termin.tsx).
 */
function postButton(
  action: 'cancel' | 'release' | 'mails' | 'notme' | 'resume' | 'attended' | 'stopask' | 'take' | 'decline',
  token: string,
  language: Language,
  label: string,
  { fields = {}, primary = false }: { fields?: Record<string, string>; primary?: boolean } = {},
): string {
  const address =
    action === 'release'
      ? releasePath(token)
      : action === 'take' || action === 'decline'
        ? offerPath(token, language)
        : action === 'attended'
          ? attendedPath(token, fields.came === 'yes')
          : viewPath(token, language);
  return [
    `<form method="post" action="${escapeHtml(address)}">`,
    `<input type="hidden" name="action" value="${action}"/>`,
    `<input type="hidden" name="token" value="${escapeHtml(token)}"/>`,
    `<input type="hidden" name="language" value="${language}"/>`,
    ...Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}"/>`),
    `<button type="submit"${primary ? ' class="primary"' : ''}>${escapeHtml(label)}</button>`,
    '</form>',
  ].join('');
}

type PageWords = (key: string, options?: Record<string, string>) => string;

/** "Andere Zeit": the link that opens the times, the times to choose from, or (changed too often) how to reach the team. */
function changePart(
  t: TFunction,
  k: PageWords,
  { view, language, facts, page }: { view: Extract<BookingView, { kind: 'booked' }>; language: Language; facts: PageFacts; page: string },
): string {
  if (view.changesLeft <= 0) {
    const limit = withLinks(k, 'changeLimit', { count: String(view.changes) }, contactLinks(facts));
    return `<div class="booking-actions" id="${changeTimeId}"><h2>${escapeHtml(k('changeTitle'))}</h2><p>${limit}</p></div>`;
  }
  if (!view.changing)
    return [
      `<div class="booking-actions"><h2>${escapeHtml(k('changeTitle'))}</h2>${paragraph(k('changeText'))}`,
      `<p><a href="${escapeHtml(`${page}&change=1#${changeTimeId}`)}">${escapeHtml(k('change'))}</a></p></div>`,
    ].join('');
  const { phone, ...changing } = view.changing;
  return changeTimeHtml(
    { ...changing, ...(view.phoneGiven ? {} : { asksPhone: { phone: phone ?? '' } }), token: view.token, language, page },
    {
      title: k('changeTitle'),
      legend: k('changeLegend'),
      hint: k('changeHint'),
      more: k('changeMore'),
      none: k('changeNone'),
      unavailable: k('changeUnavailable'),
      placeLegend: k('changePlaceLegend'),
      placeHint: k('changePlaceHint'),
      places: {
        dietikon: t('request.questions.place.options.dietikon'),
        online: t('request.questions.place.options.online'),
        phone: t('request.questions.place.options.phone'),
      },
      phone: k('changePhone'),
      phoneHint: k('changePhoneHint'),
      book: k('changeBook'),
      keep: k('confirmNo'),
    },
  );
}

/**
 * How an online time's visitor joins (../online-access.ts), with the practice's e-mail and phone where no room
 * is set; for a time on the phone, that the team calls (never the visitor's number: the page may be open
 * anywhere), and whom to call when nobody has.
 */
function onlineAccess(k: PageWords, view: Extract<BookingView, { kind: 'booked' }>, facts: PageFacts): string {
  if (view.place === 'phone') return `<p>${withLinks(k, 'byPhone', {}, { phone: contactLinks(facts).phone })}</p>`;
  if (view.place !== 'online') return '';
  const key = onlineAccessKey(view.meetingLink, Boolean(view.email));
  return `<p>${withLinks(k, key, {}, view.meetingLink ? { link: { href: view.meetingLink } } : contactLinks(facts))}</p>`;
}

/** One checkbox with its label, in the markup of the site's choices (./radio-option.ts); `name` is a form field, never typed text. */
function checkboxOption(name: string, value: string, label: string, checked: boolean): string {
  const id = `booking-${name}-${value}`;
  return `<div class="option"><input type="checkbox" id="${id}" name="${name}" value="${value}"${checked ? ' checked=""' : ''}/><label for="${id}">${escapeHtml(label)}</label></div>`;
}

/**
 * "Erinnerungen": which reminders come, one switch per channel the booking has (e-mail with an address,
 * SMS with a number that takes SMS) and when, saved by one form post (action `reminders`), also without
 * JavaScript. An unticked box sends nothing, so a hidden `off` stands before each channel's box and the
 * last value counts. Where no channel can come, why. An address over its mailbox's budget or said "no more
 * mails" reads as any other: a page tells a stranger nothing about it.
 */
function remindersPart(k: PageWords, language: Language, view: Extract<BookingView, { kind: 'booked' }>): string {
  const part = (html: string) =>
    `<div class="booking-actions" id="${remindersPartId}"><h2>${escapeHtml(k('remindersTitle'))}</h2>${html}</div>`;
  if (!view.mails && !view.sms) return part(paragraph(k('remindersNone')));
  const channels = [...(view.mails === 'on' ? [k('remindersByEmail')] : []), ...(view.sms === 'on' ? [k('remindersBySms')] : [])];
  const offered = reminderWhens.filter((when) => view.reminderWhenHours[when] > 0);
  const chosen = offered.filter((when) => view.remindWhen.includes(when));
  const when = chosen.map((which) => k('remindersHoursWords', { hours: String(view.reminderWhenHours[which]) }));
  const status =
    channels.length === 0
      ? k('remindersOff')
      : chosen.length === 0
        ? k('remindersOnNoTimes')
        : k('remindersOn', {
            channels: channels.join(k('remindersAnd')),
            when: when.join(k('remindersAnd')),
          });
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}"/>`;
  const how = [
    ...(view.mails
      ? [hidden('mails', 'off'), checkboxOption('mails', 'on', k('remindersEmail', { address: view.email ?? '' }), view.mails === 'on')]
      : []),
    ...(view.sms
      ? [hidden('sms', 'off'), checkboxOption('sms', 'on', k('remindersSms', { number: view.phone ?? '' }), view.sms === 'on')]
      : []),
  ].join('');
  const whenOptions = offered
    .map((which) =>
      checkboxOption(
        'reminderWhen',
        which,
        k(which === 'day' ? 'remindersDay' : 'remindersHours', { hours: String(view.reminderWhenHours[which]) }),
        chosen.includes(which),
      ),
    )
    .join('');
  return part(
    [
      paragraph(status),
      `<form method="post" action="${escapeHtml(viewPath(view.token, language))}">`,
      hidden('action', 'reminders'),
      hidden('token', view.token),
      hidden('language', language),
      `<fieldset class="choices"><legend>${escapeHtml(k('remindersHow'))}</legend>${how}</fieldset>`,
      offered.length > 0 ? `<fieldset class="choices"><legend>${escapeHtml(k('remindersWhen'))}</legend>${whenOptions}</fieldset>` : '',
      `<button type="submit">${escapeHtml(k('remindersSave'))}</button>`,
      '</form>',
    ].join(''),
  );
}

/**
 * Right after booking, where the confirmation went: to the address, masked so that a typo shows, with what to
 * do if it is wrong (the code can switch the mails off, not change the address); or why none comes. Like the
 * mails part, it reads the same whatever the mailbox's budgets or "no more mails" decide.
 */
function confirmationPart(k: PageWords, view: Extract<BookingView, { kind: 'booked' }>, facts: PageFacts): string {
  if (!view.justBooked) return '';
  if (view.mails === 'on' && view.email)
    return (
      paragraph(k('mailSent', { address: view.email })) +
      `<p>${withLinks(k, 'mailWrong', {}, { mails: { href: `#${remindersPartId}`, text: k('remindersTitle') }, ...contactLinks(facts) })}</p>`
    );
  // A number and no address: the confirmation went by SMS, where SMS were chosen.
  if (!view.email && view.sms === 'on' && view.phone) return paragraph(k('smsSent', { number: view.phone }));
  return paragraph(k(view.email ? 'mailNotChosen' : 'mailNoAddress'));
}

/** Just booked, having asked on the request's check step to hear of an earlier time: that they are in line, and where to stop. */
function inLinePart(k: PageWords, view: Extract<BookingView, { kind: 'booked' }>): string {
  if (!view.justBooked || !view.sooner?.asking) return '';
  return `<p>${withLinks(k, 'bookedInLine', {}, { sooner: { href: `#${soonerPartId}`, text: k('soonerTitle') } })}</p>`;
}

/** The link to a new request, where a page has no booking to show (the built page has its own, for a page opened without a link). */
function againLink(k: PageWords, language: Language): string {
  return `<p><a href="${escapeHtml(localizedPath(requestPaths.form, language))}">${escapeHtml(k('again'))}</a></p>`;
}

/** "This was not me" (from the confirmation): cancel, and no more mails to that address. */
function notMePart(k: PageWords, language: Language, view: Extract<BookingView, { kind: 'booked' }>): string {
  if (view.resume)
    return [
      `<div class="booking-actions" id="${resumePartId}"><h2>${escapeHtml(k('resumeTitle'))}</h2>${paragraph(k('resumeText'))}`,
      postButton('resume', view.resume, language, k('resumeButton')),
      '</div>',
    ].join('');
  if (!view.notMe) return '';
  return [
    `<div class="booking-actions" id="${notMePartId}"><h2>${escapeHtml(k('notMeTitle'))}</h2>${paragraph(k('notMeText'))}`,
    postButton('notme', view.notMe, language, k('notMeButton')),
    '</div>',
  ].join('');
}

/** "Dietikon" / "online" / "am Telefon" as the page says a place. */
function placeWords(k: PageWords, place: MeetingPlace, facts: PageFacts): string {
  const address = `${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}`;
  return place === 'dietikon' ? k('inPerson', { address }) : k(place);
}

/**
 * "Früher kommen?": the open offer first (its page's link), then what happens next, and one form (action `ask`)
 * with the earliest day, the time of day and the places; while asking, one more button stops it (`stopask`).
 * Works without JavaScript: plain fields, one post each. Where the visitor cannot be reached, or the time is
 * too close, it says so instead of asking.
 */
function soonerPart(t: TFunction, k: PageWords, language: Language, view: Extract<BookingView, { kind: 'booked' }>): string {
  const sooner = view.sooner;
  if (!sooner) return '';
  const part = (html: string) => `<div class="booking-actions" id="${soonerPartId}"><h2>${escapeHtml(k('soonerTitle'))}</h2>${html}</div>`;
  if (sooner.cannot === 'close') return part(paragraph(k('soonerTooClose')));
  if (sooner.cannot === 'channel')
    return part(paragraph(k('soonerText')) + `<p><a href="#${remindersPartId}">${escapeHtml(k('soonerNoChannel'))}</a></p>`);
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}"/>`;
  const channels = sooner.channels.map((channel) => k(channel === 'email' ? 'soonerByEmail' : 'soonerBySms')).join(k('soonerAnd'));
  const offer = sooner.offer
    ? [
        `<p class="booking-notice" role="status">${escapeHtml(k('offerText', { until: untilWords(sooner.offer.until, language) }))}</p>`,
        `<dl><dt>${escapeHtml(k('when'))}</dt><dd>${escapeHtml(`${when(sooner.offer.slot, language)}, ${zoneWords(t, sooner.offer.slot)}`)}</dd></dl>`,
        `<p><a href="${escapeHtml(sooner.offer.link)}">${escapeHtml(k('offerTake'))}</a></p>`,
      ].join('')
    : '';
  const said = sooner.said
    ? `<p class="booking-notice" role="status">${escapeHtml(k(sooner.said === 'asked' ? 'soonerAsked' : 'soonerStopped'))}</p>`
    : '';
  const problem = sooner.problem ? `<p class="booking-problem" role="alert">${escapeHtml(sooner.problem)}</p>` : '';
  const daypart = sooner.dayparts.length === 1 ? sooner.dayparts[0]! : 'any';
  const dayparts = (['any', 'morning', 'afternoon'] as const)
    .map((value) =>
      radioOption(
        'daypart',
        `booking-daypart-${value}`,
        value,
        k(value === 'any' ? 'soonerAny' : value === 'morning' ? 'soonerMornings' : 'soonerAfternoons'),
        daypart === value,
      ),
    )
    .join('');
  const places =
    sooner.placesOffered.length > 1
      ? `<fieldset class="choices"><legend>${escapeHtml(k('soonerPlaces'))}</legend>${sooner.placesOffered
          .map((place) => checkboxOption('places', place, t(`request.questions.place.options.${place}`), sooner.places.includes(place)))
          .join('')}</fieldset>`
      : sooner.placesOffered.map((place) => hidden('places', place)).join('');
  const form = [
    `<form method="post" action="${escapeHtml(`${viewPath(view.token, language)}#${soonerPartId}`)}">`,
    hidden('action', 'ask'),
    hidden('token', view.token),
    hidden('language', language),
    problem,
    `<p class="booking-date"><label for="booking-earliest">${escapeHtml(k('soonerEarliest'))}</label>`,
    `<span class="hint" id="booking-earliest-hint">${escapeHtml(k('soonerEarliestHint'))}</span>`,
    `<input type="date" id="booking-earliest" name="earliest" required="" aria-describedby="booking-earliest-hint" min="${sooner.firstDay}" max="${sooner.lastDay}" value="${escapeHtml(sooner.earliest)}"/></p>`,
    `<fieldset class="choices"><legend>${escapeHtml(k('soonerDayparts'))}</legend>${dayparts}</fieldset>`,
    places,
    `<button type="submit">${escapeHtml(k(sooner.asking ? 'soonerSave' : 'soonerAsk'))}</button>`,
    '</form>',
  ].join('');
  const stop = sooner.asking ? postButton('stopask', view.token, language, k('soonerStop')) : '';
  return part(
    [
      offer,
      said,
      paragraph(sooner.asking ? k('soonerAsking', { channels, minutes: String(sooner.windowMinutes) }) : k('soonerText')),
      form,
      stop,
    ].join(''),
  );
}

/** "Dienstag, 3. März 2026, 11:30": until when an offer holds its time. */
function untilWords(until: string, language: Language): string {
  return `${slotDateWords({ start: until }, language, { year: true })}, ${instantToWallTime(new Date(until)).time}`;
}

/**
 * The page of an earlier time offered: the time and place, until when it is held, what the visitor has now, and the
 * two buttons; once it cannot be taken, why, kindly, and the way to the booking's page (nothing changed).
 */
function offerContent(t: TFunction, k: PageWords, language: Language, view: Extract<BookingView, { kind: 'offer' }>, facts: PageFacts) {
  const title = k('offerTitle');
  const rows = [
    `<dl><dt>${escapeHtml(k('when'))}</dt><dd>${escapeHtml(`${when(view.slot, language)}, ${zoneWords(t, view.slot)}`)}</dd>`,
    `<dt>${escapeHtml(k('where'))}</dt><dd>${escapeHtml(placeWords(k, view.place, facts))}</dd>`,
    `<dt>${escapeHtml(k('offerNow'))}</dt><dd>${escapeHtml(`${when(view.booked.slot, language)}, ${placeWords(k, view.booked.place, facts)}`)}</dd></dl>`,
  ].join('');
  const toPage = `<p><a href="${escapeHtml(view.page)}">${escapeHtml(k('offerToPage'))}</a></p>`;
  if (view.state !== 'open') {
    const why = { late: 'offerLate', taken: 'offerTaken', declined: 'offerDeclined' }[view.state];
    return {
      title,
      html: `<h1>${escapeHtml(title)}</h1><p class="booking-notice" role="status">${escapeHtml(k(why))}</p>${rows}${toPage}`,
    };
  }
  const html = [
    `<h1>${escapeHtml(title)}</h1>`,
    paragraph(k('offerText', { until: untilWords(view.until ?? view.slot.start, language) })),
    rows,
    `<div class="booking-offer-buttons">`,
    postButton('take', view.token, language, k('offerTake'), { primary: true }),
    postButton('decline', view.token, language, k('offerDecline')),
    '</div>',
    toPage,
  ].join('');
  return { title, html };
}

/** The visitor's page of a booked time: when and where, the calendar file, the address to keep, change and cancel. */
function bookedContent(
  t: TFunction,
  k: PageWords,
  language: Language,
  view: Extract<BookingView, { kind: 'booked' }>,
  facts: PageFacts,
): { title: string; html: string } {
  const heading = k(view.confirmation === 'confirmed' ? 'booked' : 'reserved');
  // The tab, a bookmark and the history name the date: several bookings (a family) are told apart.
  const title = `${heading}: ${when(view.slot, language)}`;
  const address = `${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}`;
  const where = view.place === 'dietikon' ? k('inPerson', { address }) : k(view.place);
  const next = view.confirmation === 'confirmed' ? k('nextBooked') : k('nextReserved', { responseTime: facts.responseTime });
  const ics = calendarFileLink(view.token, language);
  const page = viewPath(view.token, language, { delayed: view.delayed });
  const cancel = view.confirming
    ? [
        `<div class="booking-actions" id="${confirmCancelId}"><h2>${escapeHtml(k('confirmQuestion'))}</h2>${paragraph(k('confirmText'))}`,
        postButton('cancel', view.token, language, k('confirmYes')),
        `<p><a href="${escapeHtml(page)}">${escapeHtml(k('confirmNo'))}</a></p></div>`,
      ]
    : [
        `<div class="booking-actions"><h2>${escapeHtml(k('cancelTitle'))}</h2>${paragraph(k('cancelText'))}`,
        `<p><a href="${escapeHtml(`${page}&confirm=cancel#${confirmCancelId}`)}">${escapeHtml(k('cancel'))}</a></p></div>`,
      ];
  const change = changePart(t, k, { view, language, facts, page });
  const html = [
    `<h1>${escapeHtml(heading)}</h1>`,
    view.changed ? `<p class="booking-notice" role="status">${escapeHtml(k('changed'))}</p>` : '',
    `<dl><dt>${escapeHtml(k('when'))}</dt><dd>${escapeHtml(`${when(view.slot, language)}, ${zoneWords(t, view.slot)}`)}</dd>`,
    `<dt>${escapeHtml(k('where'))}</dt><dd>${escapeHtml(where)}</dd></dl>`,
    onlineAccess(k, view, facts),
    `<p><a href="${escapeHtml(ics)}" download="${visitorFileNames.booked}">${escapeHtml(k('calendar'))}</a></p>`,
    `<h2>${escapeHtml(k('nextTitle'))}</h2>`,
    paragraph(next),
    confirmationPart(k, view, facts),
    inLinePart(k, view),
    view.delayed ? paragraph(k('delayed')) : '',
    notMePart(k, language, view),
    `<h2>${escapeHtml(k('keepTitle'))}</h2>`,
    paragraph(k('keep')),
    `<p><label for="booking-address">${escapeHtml(k('address'))}</label><br/>`,
    `<input id="booking-address" type="url" readonly value="${escapeHtml(view.pageUrl)}"/></p>`,
    change,
    ...(view.changing && view.changesLeft > 0 ? [] : cancel),
    soonerPart(t, k, language, view),
    remindersPart(k, language, view),
    // The page ends where the visitor is done: nothing more to do here, not a new request.
    `<p class="booking-end"><a href="${escapeHtml(localizedPath('/', language))}">${escapeHtml(k('home'))}</a></p>`,
  ].join('');
  return { title, html };
}

/** The page's title (with the practice's name, as every page of the site) and the markup of its booking part, in the link's language. */
export function bookingPageContent(t: TFunction, language: Language, view: BookingView, facts: PageFacts): { title: string; html: string } {
  const { title, html } = pageContent(t, language, view, facts);
  return { title: facts.brand ? `${title} | ${facts.brand}` : title, html };
}

function pageContent(t: TFunction, language: Language, view: BookingView, facts: PageFacts): { title: string; html: string } {
  const k = (key: string, options?: Record<string, string>) => t(`booking.page.${key}`, options);
  switch (view.kind) {
    case 'booked':
      return bookedContent(t, k, language, view, facts);
    case 'release': {
      // The team's page, in German whatever the link: the team reads German (teamLanguage).
      const title = 'Zeit freigeben';
      const html = [
        `<h1>${title}</h1>`,
        paragraph(`Termin: ${when(view.slot, 'de')}`),
        paragraph(
          'Freigeben heisst: Die Zeit ist sofort wieder für andere frei. Die Person erhält von der Website keine Nachricht; schreiben Sie ihr bei Bedarf selbst.',
        ),
        postButton('release', view.token, 'de', 'Zeit freigeben'),
      ].join('');
      return { title, html };
    }
    case 'attended':
      return attendedContent(view);
    case 'offer':
      return offerContent(t, k, language, view, facts);
    case 'released':
      return {
        title: 'Zeit freigegeben',
        html: `<h1>Zeit freigegeben</h1>${paragraph(`Der Termin ${when(view.slot, 'de')} ist wieder frei.`)}`,
      };
    case 'cancelled': {
      const title = k('cancelledTitle');
      const html = [
        `<h1>${escapeHtml(title)}</h1>`,
        `<dl><dt>${escapeHtml(k('cancelledWhen'))}</dt><dd>${escapeHtml(`${when(view.slot, language)}, ${zoneWords(t, view.slot)}`)}</dd></dl>`,
        paragraph(k('cancelled')),
        // The same words as the cancel mail's, beside the same file (../mails/visitor-mails.ts).
        paragraph(t('booking.calendar.removeEntry')),
        `<p><a href="${escapeHtml(calendarFileLink(view.token, language))}" download="${visitorFileNames.freed}">${escapeHtml(k('cancelledFile'))}</a></p>`,
        paragraph(k('cancelledAgain')),
        againLink(k, language),
      ].join('');
      return { title, html };
    }
    case 'notMe': {
      const title = k('notMeDoneTitle');
      return { title, html: `<h1>${escapeHtml(title)}</h1>${paragraph(k('notMeDone'))}` };
    }
    case 'gone': {
      // The page goes on with the link to a new request; the team's contact for anything else.
      const title = k('goneTitle');
      const reach = facts.email ? paragraph(k('goneReach', { email: facts.email, phone: facts.phone })) : '';
      return { title, html: `<h1>${escapeHtml(title)}</h1>${paragraph(k('gone'))}${reach}${againLink(k, language)}` };
    }
    default: {
      const title = k(`${view.kind}Title`);
      const html = `<h1>${escapeHtml(title)}</h1><p>${withLinks(k, view.kind, {}, { email: contactLinks(facts).email })}</p>`;
      return { title, html: html + againLink(k, language) };
    }
  }
}

/** The team's page after a time, in German (the team's language): the one button, or why there is none. */
function attendedContent(view: Extract<BookingView, { kind: 'attended' }>): { title: string; html: string } {
  const word = (came: boolean) => (came ? 'gekommen' : 'nicht gekommen');
  const title = view.came ? 'Gekommen?' : 'Nicht gekommen?';
  const parts = [`<h1>${title}</h1>`, paragraph(`Erstgespräch ${when(view.slot, 'de')}.`)];
  if (view.window === 'early')
    parts.push(paragraph('Dieser Termin hat noch nicht begonnen. Tragen Sie nach dem Termin ein, ob die Person gekommen ist.'));
  else if (view.window === 'late')
    parts.push(paragraph('Dieser Termin liegt mehr als zwei Wochen zurück; er ist schon gezählt und kann nicht mehr geändert werden.'));
  else if (view.window === 'not-held')
    parts.push(
      paragraph('Dieser Termin hat nicht stattgefunden: Er wurde abgesagt, freigegeben oder verschoben.'),
      paragraph('Darum gibt es hier nichts einzutragen, und er wird nicht gezählt. Danke fürs Nachschauen.'),
    );
  else if (view.window === 'moved')
    parts.push(
      paragraph(`Dieser Termin wurde verschoben, auf ${when(view.movedTo.slot, 'de')}. Hier gibt es darum nichts einzutragen.`),
      `<p><a href="${escapeHtml(view.movedTo.link)}">Zum neuen Termin</a></p>`,
    );
  else if (view.answer === view.came)
    parts.push(
      paragraph(`Eingetragen: ${word(view.came)}. Danke.`),
      paragraph(`Falsch eingetragen? Dann hier ändern:`),
      postButton('attended', view.token, 'de', `Als ${word(!view.came)} eintragen`, { fields: { came: view.came ? 'no' : 'yes' } }),
    );
  else
    parts.push(
      ...(view.answer === undefined ? [] : [paragraph(`Bisher eingetragen: ${word(view.answer)}.`)]),
      paragraph('Gezählt wird nur die Zahl, nichts über die Person.'),
      // What follows "did not come" (../way-back.ts), said before the button that does it.
      ...(view.came
        ? []
        : [
            paragraph(
              'Hat die Person E-Mails gewünscht, erhält sie einmal eine freundliche E-Mail mit einem Link, um eine neue Zeit zu wählen.',
            ),
          ]),
      postButton('attended', view.token, 'de', `Als ${word(view.came)} eintragen`, { fields: { came: view.came ? 'yes' : 'no' } }),
    );
  return { title, html: parts.join('') };
}
