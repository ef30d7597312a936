/**
 * What the site counts (issue: the owner's view): the steps of the way to a first consultation, as the
 * functions see them happen. A closed list: a count names one of these, a day and a language, and
 * nothing else (no address, hash, id, referrer, browser or time finer than the day).
 */

/** A time booked, with the form's script or without it, in Dietikon, online or on the phone. */
export const bookedSteps = [
  'booked-js-dietikon',
  'booked-js-online',
  'booked-js-phone',
  'booked-nojs-dietikon',
  'booked-nojs-online',
  'booked-nojs-phone',
] as const;

export const countedSteps = [
  // The request form asked for free times (first page of them; a reload counts again).
  'times-shown',
  // It asked, and none could be shown: every time taken, or the calendar (or the store) could not be read.
  'no-times-taken',
  'no-times-unreadable',
  // A time booked (bookedSteps, above).
  ...bookedSteps,
  'request-without-time',
  'contact-message',
  'changed',
  // By the visitor (the private page's cancel, or "this was not me").
  'cancelled',
  // By the team (the release link).
  'released',
  'confirmation-sent',
  'reminder-sent',
  // The team's answer after the time (kept as one mark per booking until the day is folded: ./attendance.ts).
  'came',
  'not-came',
  // A time that took place and the team has not answered (yet): the question the sweep leaves, counted on the
  // day of the time like the answers, so a week's appointments that took place are came + not-came + this.
  'not-marked',
  // A time booked through the link of the one message after a missed time (../booking/way-back.ts), once per
  // missed time; also counted as booked, above.
  'booked-after-missed',
  // An earlier time offered to the first in line it suits (../booking/offer-freed.ts), taken from its page, or let pass
  // (its window ran out; a "no, thank you" is not counted apart: it is neither taken nor let pass by the clock).
  'offer-made',
  'offer-taken',
  'offer-lapsed',
] as const;

export type CountedStep = (typeof countedSteps)[number];

export function isCountedStep(value: string): value is CountedStep {
  return (countedSteps as readonly string[]).includes(value);
}

/** The names the owner reads (German: the report, the weekly mail and the CSV's header). */
export const stepLabels: Record<CountedStep, string> = {
  'times-shown': 'Freie Zeiten gezeigt',
  'no-times-taken': 'Keine Zeit frei: alle belegt',
  'no-times-unreadable': 'Keine Zeit frei: Kalender nicht lesbar',
  'booked-js-dietikon': 'Gebucht: Dietikon (mit JavaScript)',
  'booked-js-online': 'Gebucht: online (mit JavaScript)',
  'booked-js-phone': 'Gebucht: am Telefon (mit JavaScript)',
  'booked-nojs-dietikon': 'Gebucht: Dietikon (ohne JavaScript)',
  'booked-nojs-online': 'Gebucht: online (ohne JavaScript)',
  'booked-nojs-phone': 'Gebucht: am Telefon (ohne JavaScript)',
  'request-without-time': 'Anfrage ohne Zeit',
  'contact-message': 'Nachricht (Kontakt)',
  changed: 'Zeit geändert',
  cancelled: 'Abgesagt (Besucher)',
  released: 'Freigegeben (Team)',
  'confirmation-sent': 'Bestätigungen gesendet',
  'reminder-sent': 'Erinnerungen gesendet',
  came: 'Gekommen',
  'not-came': 'Nicht gekommen',
  'not-marked': 'Noch nicht eingetragen',
  'booked-after-missed': 'Neuer Termin nach verpasstem',
  'offer-made': 'Frühere Zeit angeboten',
  'offer-taken': 'Frühere Zeit genommen',
  'offer-lapsed': 'Frühere Zeit verstrichen',
};
