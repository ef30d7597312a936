/**
 * When the team offers first consultations: staff's own data (content/booking.yaml, edited in the CMS
 * under Einstellungen), read and checked here once for the content check, the CMS and the function.
 * Every problem is said in German, in the words of the CMS form, with the number of the entry, so
 * staff can find it whether they edit in the CMS or by hand.
 *
 * Times are Europe/Zurich wall times ("Tuesday 09:00" stays 09:00 through summer and winter).
 */
import { daysBetween, isCalendarDate, isClockTime, minutesOfDay, weekdays, type Weekday } from './zurich-time';

export const meetingPlaces = ['dietikon', 'online', 'phone'] as const;
/** Where a meeting happens: at the office in Dietikon, by video, or on the phone (the team calls the visitor). */
export type MeetingPlace = (typeof meetingPlaces)[number];

/**
 * The one place a window named before windows had several (`place:`, still read): `both` is Dietikon or
 * online. A file written since says `places:`, a list, as the CMS writes it.
 */
export const placesOfSinglePlace = {
  dietikon: ['dietikon'],
  online: ['online'],
  phone: ['phone'],
  both: ['dietikon', 'online'],
} as const satisfies Record<string, readonly MeetingPlace[]>;

export const confirmations = ['confirmed', 'reserved'] as const;
/** Whether a booked time is final at once or reserved until the team confirms it within the answer time. */
export type Confirmation = (typeof confirmations)[number];

export interface WeeklyWindow {
  day: Weekday;
  /** `HH:MM`, Zurich wall time. */
  from: string;
  /** `HH:MM`, after `from` on the same day. */
  to: string;
  /**
   * Where its meetings can happen, in the order of `meetingPlaces`, each once, at least one. With more than
   * one, the visitor chooses where when booking.
   */
  places: readonly MeetingPlace[];
}

/** Days without consultations (holidays, vacations), both ends included, as Zurich dates. */
export interface ClosedDays {
  /** `YYYY-MM-DD` */
  from: string;
  /** `YYYY-MM-DD`, the last closed day. */
  to: string;
  note?: string;
}

export interface Availability {
  /** No windows: booking is off and visitors send a request as before. */
  windows: WeeklyWindow[];
  meetingMinutes: number;
  /** Kept free after each meeting and around each busy event of the team's calendar. */
  pauseMinutes: number;
  /** The first bookable day is today plus this many Zurich calendar days. */
  noticeDays: number;
  /** The last bookable day is today plus this many Zurich calendar days. */
  aheadDays: number;
  closedDays: ClosedDays[];
  confirmation: Confirmation;
  /**
   * How many hours before a booked time the first and the second reminder mail go to a visitor who asked
   * for them; 0: that reminder is not sent. Left out of an older file, they are `reminderDefaults`.
   */
  firstReminderHours: number;
  secondReminderHours: number;
  /**
   * The team's standing video room (`https://…`), shown on the page of every online booking; absent, the
   * team sends a link itself. Optional, so a practice without one leaves it out.
   */
  meetingLink?: string;
  /** At most this many SMS leave the site a day (the owner's cap on the provider's bill); 0: none. Past it e-mail goes on. */
  smsPerDay: number;
  /** The sender an SMS shows: the practice's short name, 1 to 11 letters, digits or spaces, starting with a letter. */
  smsSender: string;
  /** The countries whose mobile numbers get SMS (ISO 3166 alpha-2, e.g. CH, LI): the countries the practice serves. */
  smsCountries: string[];
  /** How long an earlier time offered to a visitor asking for one is held for them (shorter when the time is soon). */
  offerWindowMinutes: number;
  /** How many earlier times one booking is offered in 7 days at most; 0: none are offered. */
  offersPerWeek: number;
}

/** Where the availability lives: the function reads it at run time, the content check and the CMS edit it. */
export const availabilityFile = 'content/booking.yaml';

/** The German words of the CMS form; the problem texts quote them. */
export const availabilityLabels = {
  windows: 'Zeitfenster',
  day: 'Tag',
  from: 'von',
  to: 'bis',
  places: 'Orte',
  meetingMinutes: 'Dauer eines Gesprächs (Minuten)',
  pauseMinutes: 'Pause nach einem Gespräch (Minuten)',
  noticeDays: 'Frühestens (Tage im Voraus)',
  aheadDays: 'Höchstens (Tage im Voraus)',
  closedDays: 'Geschlossene Tage',
  note: 'Bemerkung',
  confirmation: 'Bestätigung',
  firstReminderHours: 'Erste Erinnerung (Stunden vorher)',
  secondReminderHours: 'Zweite Erinnerung (Stunden vorher)',
  meetingLink: 'Link für Online-Gespräche',
  smsPerDay: 'Höchstens SMS pro Tag',
  smsSender: 'Absender der SMS',
  smsCountries: 'Länder für SMS',
  offerWindowMinutes: 'Frühere Zeit: Bedenkzeit der Person (Minuten)',
  offersPerWeek: 'Frühere Zeit: höchstens so viele Angebote pro Person in 7 Tagen',
} as const satisfies Record<keyof Availability | keyof WeeklyWindow | keyof ClosedDays, string>;

export const weekdayLabels: Record<Weekday, string> = {
  monday: 'Montag',
  tuesday: 'Dienstag',
  wednesday: 'Mittwoch',
  thursday: 'Donnerstag',
  friday: 'Freitag',
  saturday: 'Samstag',
  sunday: 'Sonntag',
};

/** The CMS's choices for a window's places (one box each). */
export const placeLabels: Record<MeetingPlace, string> = { dietikon: 'Dietikon', online: 'Online (Video)', phone: 'Telefon' };

export const confirmationLabels: Record<Confirmation, string> = {
  confirmed: 'Termin ist sofort bestätigt',
  reserved: 'Termin ist reserviert, das Team bestätigt',
};

/**
 * What the CMS form says under each field, for staff who never open the file: what the value does on
 * the site, with an example. Whole sentences, Swiss spelling.
 */
export const availabilityHints = {
  windows:
    'Wann Erstgespräche gebucht werden können, jede Woche gleich. Ohne Zeitfenster ist die Buchung ausgeschaltet: ' +
    'Besucherinnen und Besucher senden dann wie bisher eine Anfrage.',
  from: 'Beginn des ersten Gesprächs, z. B. 09:00.',
  to: 'Bis dann ist das letzte Gespräch zu Ende, z. B. 12:00.',
  places:
    'Wo die Gespräche dieses Zeitfensters stattfinden können. Wählen Sie mehrere, wählt die Person beim Buchen einen davon. ' +
    `«${placeLabels.phone}»: Sie rufen die Person zur vereinbarten Zeit an; ihre Nummer steht in Ihrer Mail und im Kalendereintrag.`,
  meetingMinutes: 'Wie lange ein Erstgespräch dauert, z. B. 45.',
  pauseMinutes:
    'Bleibt nach jedem Gespräch frei, ebenso vor und nach jedem Termin in Ihrem Kalender. 0 heisst: Gespräche direkt nacheinander.',
  noticeDays:
    'Wie viele Tage vorher ein Termin spätestens gebucht werden kann. 2 heisst: Wer am Montag bucht, wählt ab Mittwoch. 0 heisst: auch noch heute, frühestens zwei Stunden vor Beginn.',
  aheadDays: 'Wie weit im Voraus Termine angeboten werden, z. B. 28 für vier Wochen.',
  closedDays:
    'Feiertage, Ferien, Weiterbildungen: An diesen Tagen werden keine Termine angeboten. Der erste und der letzte Tag zählen mit.',
  note: 'Für das Team, z. B. «Sommerferien».',
  confirmation:
    `«${confirmationLabels.confirmed}»: Die Person hat ihren Termin, sobald sie gebucht hat. ` +
    `«${confirmationLabels.reserved}»: Die Zeit ist für sie frei gehalten, und das Team bestätigt den Termin innerhalb der Antwortzeit (Firmendaten).`,
  firstReminderHours:
    'Wer bei der Buchung eine E-Mail-Adresse angibt und Erinnerungen wünscht, erhält so viele Stunden vor dem Termin eine Erinnerung, ' +
    'z. B. 24 für einen Tag vorher. 0 heisst: keine. Das Anfrageformular nennt die Zeiten im Satz unter «Bestätigung und Erinnerungen ' +
    'per E-Mail» (Texte › Erstgespräch › Fragen): Ändern Sie ihn mit.',
  secondReminderHours:
    'Eine zweite Erinnerung so viele Stunden vor dem Termin, z. B. 2. Sie muss näher am Termin liegen als die erste. ' +
    '0 heisst: keine zweite Erinnerung.',
  meetingLink:
    'Die Adresse Ihres Videoraums (Zoom, Teams, Jitsi …), z. B. https://meet.jit.si/kompetenzzentrum-erstgespraech. ' +
    'Wer online bucht, sieht ihn auf der Seite seines Termins. Leer lassen heisst: Sie senden jeder Person den Link selbst. ' +
    'Schalten Sie im Videoraum einen Warteraum ein, damit niemand in ein laufendes Gespräch kommt.',
  smsPerDay:
    'Wer bei der Buchung eine Handynummer angibt, kann Erinnerungen per SMS wählen. Jede SMS kostet etwas (siehe Betriebshandbuch). ' +
    'Sind an einem Tag so viele SMS verschickt, geht an diesem Tag keine weitere SMS mehr; E-Mails gehen weiter, und das Team ' +
    'erhält einmal am Tag eine E-Mail, dass die Grenze erreicht ist. 0 heisst: keine SMS.',
  smsSender:
    'So erscheint die SMS auf dem Handy: der Kurzname der Praxis, höchstens 11 Buchstaben, Ziffern oder Leerzeichen, ' +
    'am Anfang ein Buchstabe, ohne Umlaute, z. B. KZ Neuro.',
  smsCountries:
    'Handynummern dieser Länder erhalten SMS, als Ländercode mit zwei Buchstaben, z. B. CH für die Schweiz und LI für Liechtenstein. ' +
    'Andere Nummern kann das Team weiterhin anrufen.',
  offerWindowMinutes:
    'Wer einen Termin bucht, kann schon beim Buchen oder später auf der Seite des Termins («Früher kommen?») bitten, ' +
    'von einer früheren Zeit zu hören. Wird eine Zeit frei (z. B. durch eine Absage), erhält die erste Person in der Reihe, ' +
    'der sie passt, ein Angebot per E-Mail (und SMS, wenn sie SMS gewählt hat). So viele Minuten ist die Zeit nur für sie ' +
    'reserviert, z. B. 120 für zwei Stunden; wird die Zeit nachts frei (21 bis 7 Uhr), zählen die Minuten erst ab 7 Uhr. ' +
    'Nimmt sie die Zeit nicht, geht das Angebot an die nächste Person und danach an alle. Ist die freie Zeit schon bald, ' +
    'ist die Bedenkzeit kürzer, damit auch die Nächsten noch antworten können.',
  offersPerWeek:
    'So oft erhält eine Person in sieben Tagen höchstens ein solches Angebot, z. B. 2: So erhält niemand zu viele E-Mails oder SMS. ' +
    '0 heisst: Es werden keine früheren Zeiten angeboten, und «Früher kommen?» fehlt auf der Seite des Termins.',
} as const satisfies Partial<Record<keyof typeof availabilityLabels, string>>;

/** One entry of each list, as the CMS's "hinzufügen" button names it. */
export const availabilityEntryLabels = { windows: 'Zeitfenster', closedDays: 'Geschlossene Zeit' } as const;

/** The bounds the check holds the numbers to: wide enough for any real practice, narrow enough to catch a typo. */
export const availabilityLimits = {
  meetingMinutes: { min: 15, max: 240 },
  pauseMinutes: { min: 0, max: 120 },
  noticeDays: { min: 0, max: 60 },
  aheadDays: { min: 1, max: 366 },
  // A week: a reminder further ahead reminds of nothing.
  firstReminderHours: { min: 0, max: 168 },
  secondReminderHours: { min: 0, max: 168 },
  // A thousand SMS a day is far beyond a practice's bookings: a larger number is a typo.
  smsPerDay: { min: 0, max: 1000 },
  // A quarter of an hour to answer at least; a day at most (a time held longer is lost to everyone else).
  offerWindowMinutes: { min: 15, max: 1440 },
  offersPerWeek: { min: 0, max: 14 },
} as const;

/** The reminders' hours where the file does not say them (a file from before there were reminders, or a field left empty in the CMS). */
export const reminderDefaults = { firstReminderHours: 24, secondReminderHours: 2 } as const satisfies Partial<
  Record<keyof typeof availabilityLimits, number>
>;

/** The SMS settings where the file does not say them (a file from before there were SMS). */
export const smsDefaults = { smsPerDay: 50, smsSender: 'KZ Neuro', smsCountries: ['CH', 'LI'] } as const;

/** The offers of an earlier time where the file does not say them (a file from before there were offers). */
export const offerDefaults = { offerWindowMinutes: 120, offersPerWeek: 2 } as const satisfies Partial<
  Record<keyof typeof availabilityLimits, number>
>;

/** Whether the practice offers earlier times at all: 0 offers a week switches offering, and asking for one, off. */
export const offersEarlierTimes = (availability: Pick<Availability, 'offersPerWeek'>): boolean => availability.offersPerWeek > 0;

/** The example content/booking.yaml starts with (and `npm start` books against). */
export const exampleAvailability: Availability = {
  windows: [
    { day: 'tuesday', from: '09:00', to: '12:00', places: ['dietikon', 'online', 'phone'] },
    { day: 'wednesday', from: '13:30', to: '17:30', places: ['dietikon'] },
    { day: 'thursday', from: '08:30', to: '11:30', places: ['online'] },
    { day: 'friday', from: '14:00', to: '18:00', places: ['dietikon', 'online', 'phone'] },
  ],
  meetingMinutes: 45,
  pauseMinutes: 15,
  noticeDays: 2,
  aheadDays: 28,
  closedDays: [{ from: '2026-12-24', to: '2027-01-03', note: 'Weihnachten und Neujahr' }],
  confirmation: 'confirmed',
  ...reminderDefaults,
  smsPerDay: smsDefaults.smsPerDay,
  smsSender: smsDefaults.smsSender,
  smsCountries: [...smsDefaults.smsCountries],
  ...offerDefaults,
};

const smsKeys: readonly (keyof Availability)[] = ['smsPerDay', 'smsSender', 'smsCountries'];
const offerKeys: readonly (keyof Availability)[] = ['offerWindowMinutes', 'offersPerWeek'];

/** Every entry of the file, in the order the CMS shows them: the example's, the optional meeting link, then the SMS settings. */
export const availabilityKeys = [
  ...(Object.keys(exampleAvailability) as (keyof Availability)[]).filter((key) => !smsKeys.includes(key) && !offerKeys.includes(key)),
  'meetingLink',
  ...smsKeys,
  ...offerKeys,
] as const;
const topKeys: readonly string[] = availabilityKeys;

type Problems = string[];

/**
 * Checks raw data (parsed YAML, or what the CMS holds) and returns the availability, or every problem
 * found (not just the first, so one round of corrections is enough). `closedDays` and the reminders' hours may be left out.
 * Dates may come as text (YAML 1.2 reads an unquoted 2026-12-24 as text) or as a Date (a date picker's value).
 */
export function readAvailability(raw: unknown): { availability: Availability } | { problems: string[] } {
  const problems: Problems = [];
  if (!isRecord(raw)) return { problems: ['Die Buchungseinstellungen sind leer oder keine Liste von Angaben (Name: Wert).'] };

  for (const key of Object.keys(raw)) {
    if (!topKeys.includes(key)) problems.push(`Unbekannte Angabe «${key}» (bekannt sind: ${topKeys.join(', ')}).`);
  }

  const meetingMinutes = readWholeNumber(raw, 'meetingMinutes', problems);
  const pauseMinutes = readWholeNumber(raw, 'pauseMinutes', problems);
  const noticeDays = readWholeNumber(raw, 'noticeDays', problems);
  const aheadDays = readWholeNumber(raw, 'aheadDays', problems);
  if (noticeDays !== undefined && aheadDays !== undefined && aheadDays < noticeDays) {
    problems.push(
      `«${availabilityLabels.aheadDays}» (${aheadDays}) ist kleiner als «${availabilityLabels.noticeDays}» (${noticeDays}): es bliebe kein Tag zum Buchen.`,
    );
  }

  const firstReminderHours = readWholeNumber(raw, 'firstReminderHours', problems);
  const secondReminderHours = readWholeNumber(raw, 'secondReminderHours', problems);
  if (firstReminderHours && secondReminderHours && secondReminderHours >= firstReminderHours) {
    problems.push(
      `«${availabilityLabels.secondReminderHours}» (${secondReminderHours}) muss kleiner sein als «${availabilityLabels.firstReminderHours}» (${firstReminderHours}): ` +
        'die zweite Erinnerung kommt näher am Termin. 0 heisst: keine.',
    );
  }

  const confirmation = raw.confirmation;
  if (!(confirmations as readonly unknown[]).includes(confirmation)) {
    problems.push(
      confirmation === undefined
        ? `«${availabilityLabels.confirmation}» (confirmation) fehlt: confirmed oder reserved.`
        : `«${availabilityLabels.confirmation}» (${shown(confirmation)}) muss confirmed oder reserved sein.`,
    );
  }

  const windows = readWindows(raw.windows, meetingMinutes, problems);
  const closedDays = readClosedDays(raw.closedDays, problems);
  const meetingLink = readMeetingLink(raw.meetingLink, problems);
  const smsPerDay = readWholeNumber(raw, 'smsPerDay', problems);
  const smsSender = readSmsSender(raw.smsSender, problems);
  const smsCountries = readSmsCountries(raw.smsCountries, problems);
  const offerWindowMinutes = readWholeNumber(raw, 'offerWindowMinutes', problems);
  const offersPerWeek = readWholeNumber(raw, 'offersPerWeek', problems);

  if (problems.length > 0) return { problems };
  return {
    availability: {
      windows: windows as WeeklyWindow[],
      meetingMinutes: meetingMinutes as number,
      pauseMinutes: pauseMinutes as number,
      noticeDays: noticeDays as number,
      aheadDays: aheadDays as number,
      closedDays: closedDays as ClosedDays[],
      confirmation: confirmation as Confirmation,
      firstReminderHours: firstReminderHours as number,
      secondReminderHours: secondReminderHours as number,
      ...(meetingLink ? { meetingLink } : {}),
      smsPerDay: smsPerDay as number,
      smsSender: smsSender as string,
      smsCountries: smsCountries as string[],
      offerWindowMinutes: offerWindowMinutes as number,
      offersPerWeek: offersPerWeek as number,
    },
  };
}

/** Left empty (the CMS writes an empty text for a cleared field) is no link; a link goes on a page, so only https. */
function readMeetingLink(raw: unknown, problems: Problems): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const link = typeof raw === 'string' ? raw.trim() : undefined;
  let url: URL | undefined;
  try {
    url = link && !/\s/.test(link) ? new URL(link) : undefined;
  } catch {
    url = undefined;
  }
  if (url?.protocol === 'https:' && url.hostname.includes('.')) return link;
  problems.push(`«${availabilityLabels.meetingLink}» (${shown(raw)}) ist keine ganze https-Adresse wie https://meet.jit.si/erstgespraech.`);
  return undefined;
}

/** Left out or cleared: the default sender. Networks show at most 11 letters, digits or spaces, and no umlaut. */
function readSmsSender(raw: unknown, problems: Problems): string | undefined {
  if (raw === undefined || raw === null || raw === '') return smsDefaults.smsSender;
  if (typeof raw === 'string' && /^[A-Za-z][A-Za-z0-9 ]{0,10}$/.test(raw) && raw.trim() === raw) return raw;
  problems.push(
    `«${availabilityLabels.smsSender}» (${shown(raw)}) muss 1 bis 11 Buchstaben, Ziffern oder Leerzeichen sein, am Anfang ein Buchstabe, ohne Umlaute.`,
  );
  return undefined;
}

/** Left out or empty: the defaults. Each a country code of two capital letters. */
function readSmsCountries(raw: unknown, problems: Problems): string[] | undefined {
  if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0)) return [...smsDefaults.smsCountries];
  if (!Array.isArray(raw) || !raw.every((code) => typeof code === 'string' && /^[A-Z]{2}$/.test(code))) {
    problems.push(`«${availabilityLabels.smsCountries}» (${shown(raw)}) muss eine Liste von Ländercodes wie CH und LI sein.`);
    return undefined;
  }
  return [...new Set(raw as string[])];
}

/** The numbers a file may leave out, with the value they then have. */
export const numberDefaults: Partial<Record<keyof typeof availabilityLimits, number>> = {
  ...reminderDefaults,
  smsPerDay: smsDefaults.smsPerDay,
  ...offerDefaults,
};

function readWholeNumber(raw: Record<string, unknown>, key: keyof typeof availabilityLimits, problems: Problems): number | undefined {
  const value = raw[key];
  const { min, max } = availabilityLimits[key];
  // The CMS writes a cleared number as an empty text.
  const fallback = numberDefaults[key];
  if (fallback !== undefined && (value === undefined || value === null || value === '')) return fallback;
  if (value === undefined) {
    problems.push(`«${availabilityLabels[key]}» (${key}) fehlt.`);
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    problems.push(`«${availabilityLabels[key]}» (${shown(value)}) muss eine ganze Zahl von ${min} bis ${max} sein.`);
    return undefined;
  }
  return value;
}

function readWindows(raw: unknown, meetingMinutes: number | undefined, problems: Problems): WeeklyWindow[] | undefined {
  const label = availabilityLabels.windows;
  if (!Array.isArray(raw)) {
    problems.push(raw === undefined ? `«${label}» (windows) fehlt.` : `«${label}» ist keine Liste.`);
    return undefined;
  }
  const windows: WeeklyWindow[] = [];
  const numbers: number[] = [];
  raw.forEach((entry: unknown, index) => {
    const name = `${label} ${index + 1}`;
    if (!isRecord(entry)) {
      problems.push(`${name} ist kein Eintrag mit Tag, von, bis und Orten.`);
      return;
    }
    const before = problems.length;
    if (!(weekdays as readonly unknown[]).includes(entry.day)) {
      problems.push(`${name}: «${availabilityLabels.day}» (${shown(entry.day)}) muss einer von ${weekdays.join(', ')} sein.`);
    }
    for (const end of ['from', 'to'] as const) {
      if (typeof entry[end] !== 'string' || !isClockTime(entry[end])) {
        problems.push(`${name}: «${availabilityLabels[end]}» (${shown(entry[end])}) ist keine Uhrzeit wie 09:00.`);
      }
    }
    const windowPlaces = readPlaces(entry, name, problems);
    if (problems.length > before || !windowPlaces) return;
    const window: WeeklyWindow = { day: entry.day as Weekday, from: entry.from as string, to: entry.to as string, places: windowPlaces };
    const minutes = minutesOfDay(window.to) - minutesOfDay(window.from);
    if (minutes < 0) {
      problems.push(`${name}: «${availabilityLabels.to}» (${window.to}) liegt vor «${availabilityLabels.from}» (${window.from}).`);
    } else if (minutes === 0) {
      problems.push(
        `${name}: «${availabilityLabels.to}» (${window.to}) ist gleich «${availabilityLabels.from}»: das Zeitfenster ist leer.`,
      );
    } else if (meetingMinutes !== undefined && minutes < meetingMinutes) {
      problems.push(`${name} (${describeWindow(window)}) ist kürzer als ein Gespräch (${meetingMinutes} Minuten).`);
    }
    windows.push(window);
    numbers.push(index + 1);
  });
  // Two windows of one day that overlap would offer the same time twice (or two meetings at once).
  windows.forEach((first, i) => {
    windows.forEach((second, j) => {
      if (j <= i || first.day !== second.day) return;
      if (minutesOfDay(first.from) < minutesOfDay(second.to) && minutesOfDay(second.from) < minutesOfDay(first.to)) {
        problems.push(
          `${label} ${numbers[i]} und ${numbers[j]} überschneiden sich (${describeWindow(first)} und ${second.from}–${second.to}).`,
        );
      }
    });
  });
  return windows;
}

/**
 * A window's places: the list the CMS writes (`places`), or the one place an older file names (`place`,
 * `both` for Dietikon or online). Either way in the order of `meetingPlaces`, each once.
 */
function readPlaces(entry: Record<string, unknown>, name: string, problems: Problems): MeetingPlace[] | undefined {
  const label = availabilityLabels.places;
  const choices = meetingPlaces.join(', ');
  if (entry.places !== undefined && entry.place !== undefined) {
    problems.push(`${name}: hat «${label}» (places) und «Ort» (place); bitte nur «${label}».`);
    return undefined;
  }
  if (entry.places === undefined && entry.place !== undefined) {
    if (typeof entry.place === 'string' && Object.hasOwn(placesOfSinglePlace, entry.place))
      return [...placesOfSinglePlace[entry.place as keyof typeof placesOfSinglePlace]];
    problems.push(`${name}: «Ort» (${shown(entry.place)}) muss ${choices} oder both sein.`);
    return undefined;
  }
  // One place typed by hand without the list's dash is that place.
  const listed: unknown[] = Array.isArray(entry.places)
    ? entry.places
    : entry.places === undefined || entry.places === null
      ? []
      : [entry.places];
  const unknown = listed.filter((place) => !(meetingPlaces as readonly unknown[]).includes(place));
  if (listed.length === 0) {
    problems.push(`${name}: «${label}» (${shown(entry.places)}) fehlt: mindestens einer von ${choices}.`);
    return undefined;
  }
  if (unknown.length > 0) {
    problems.push(`${name}: «${label}» (${unknown.map(shown).join(', ')}) muss aus ${choices} gewählt sein.`);
    return undefined;
  }
  return meetingPlaces.filter((place) => listed.includes(place));
}

function readClosedDays(raw: unknown, problems: Problems): ClosedDays[] | undefined {
  const label = availabilityLabels.closedDays;
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    problems.push(`«${label}» ist keine Liste.`);
    return undefined;
  }
  const closedDays: ClosedDays[] = [];
  raw.forEach((entry: unknown, index) => {
    const name = `${label} ${index + 1}`;
    if (!isRecord(entry)) {
      problems.push(`${name} ist kein Eintrag mit von und bis.`);
      return;
    }
    const from = dateText(entry.from);
    const to = dateText(entry.to);
    const before = problems.length;
    if (from === undefined) problems.push(`${name}: «von» (${shown(entry.from)}) ist kein Datum wie 2026-12-24.`);
    if (to === undefined) problems.push(`${name}: «bis» (${shown(entry.to)}) ist kein Datum wie 2026-12-24.`);
    if (entry.note !== undefined && entry.note !== null && typeof entry.note !== 'string') {
      problems.push(`${name}: «${availabilityLabels.note}» ist kein Text.`);
    }
    if (problems.length > before || from === undefined || to === undefined) return;
    if (daysBetween(from, to) < 0) problems.push(`${name}: «bis» (${to}) liegt vor «von» (${from}).`);
    const note = typeof entry.note === 'string' && entry.note.trim() !== '' ? entry.note.trim() : undefined;
    closedDays.push(note === undefined ? { from, to } : { from, to, note });
  });
  return closedDays;
}

/** `Dienstag 09:00–12:00`, as the problem texts name a window. */
function describeWindow(window: WeeklyWindow): string {
  return `${weekdayLabels[window.day]} ${window.from}–${window.to}`;
}

function dateText(value: unknown): string | undefined {
  // A YAML date is midnight UTC of the day written, so its UTC date is the day staff meant.
  const text = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
  return typeof text === 'string' && isCalendarDate(text) ? text : undefined;
}

function shown(value: unknown): string {
  if (value === undefined) return 'leer';
  if (typeof value === 'string') return value === '' ? 'leer' : value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'ungültiges Datum' : value.toISOString().slice(0, 10);
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
