/**
 * A slot written out in full, as the visitor reads it beside a radio button, on the confirmation and
 * in the team's mail: "Dienstag, 3. März, 14:00–14:45, in Dietikon oder online". Always in Zurich time,
 * wherever the visitor's device is; the names of days and months come from Intl (de-CH, en-GB: the
 * locales of the language registry), the order of the parts is fixed here so a newer ICU cannot move
 * a comma (en-GB writes "Tuesday 3 March" today, without one).
 */
import { languageInfo, type Language } from '../i18n/languages';
import type { MeetingPlace } from './availability';
import type { Slot } from './free-times';
import { instantToWallTime, zurichTimeZone } from './zurich-time';

/** A place alone, and the same place in a list of several (shorter: the list is read beside a time). */
const placeWordsByLanguage: Record<Language, { alone: Record<MeetingPlace, string>; inList: Record<MeetingPlace, string>; or: string }> = {
  de: {
    alone: { dietikon: 'in Dietikon', online: 'online (Video)', phone: 'am Telefon' },
    inList: { dietikon: 'in Dietikon', online: 'online', phone: 'am Telefon' },
    or: 'oder',
  },
  en: {
    alone: { dietikon: 'in Dietikon', online: 'online (video)', phone: 'by phone' },
    inList: { dietikon: 'in Dietikon', online: 'online', phone: 'by phone' },
    or: 'or',
  },
};

/** Where the meeting is, or can be: "in Dietikon", "online (Video)", "am Telefon", "in Dietikon, online oder am Telefon". */
export function placeWords(places: MeetingPlace | readonly MeetingPlace[], language: Language): string {
  const words = placeWordsByLanguage[language];
  const list = typeof places === 'string' ? [places] : places;
  if (list.length === 1) return words.alone[list[0]!];
  const named = list.map((place) => words.inList[place]);
  return `${named.slice(0, -1).join(', ')} ${words.or} ${named.at(-1)}`;
}

/** The day written out ("Dienstag, 3. März"), with its year for what is read later, or in few letters for an SMS. */
type DateForm = 'long' | 'withYear' | 'short';

const dateOptions: Record<DateForm, (language: Language) => Intl.DateTimeFormatOptions> = {
  long: () => ({ weekday: 'long', day: 'numeric', month: 'long' }),
  withYear: () => ({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  short: (language) => ({ weekday: 'short', day: 'numeric', month: language === 'de' ? 'numeric' : 'short' }),
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The day's parts on Zurich's calendar, by a format made once per language and form. */
function dateParts(instant: Date, language: Language, form: DateForm): Record<string, string> {
  const key = `${language}/${form}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(languageInfo[language].ogLocale.replace('_', '-'), {
      timeZone: zurichTimeZone,
      ...dateOptions[form](language),
    });
    dateFormats.set(key, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

export interface SlotWordsOptions {
  /** Add the year ("Dienstag, 3. März 2026"): for the confirmation and the mail, which are read later. */
  year?: boolean;
}

/** The day: "Dienstag, 3. März", "Tuesday, 3 March". */
export function slotDateWords(slot: Pick<Slot, 'start'>, language: Language, options: SlotWordsOptions = {}): string {
  const parts = dateParts(new Date(slot.start), language, options.year ? 'withYear' : 'long');
  const year = options.year ? ` ${parts.year}` : '';
  return language === 'de'
    ? `${parts.weekday}, ${parts.day}. ${parts.month}${year}`
    : `${parts.weekday}, ${parts.day} ${parts.month}${year}`;
}

/** The day in few letters, for an SMS: "Do 30.9." / "Thu 30 Sept". */
export function slotShortDateWords(slot: Pick<Slot, 'start'>, language: Language): string {
  const parts = dateParts(new Date(slot.start), language, 'short');
  const weekday = (parts.weekday ?? '').replace('.', '');
  return language === 'de' ? `${weekday} ${parts.day}.${parts.month}.` : `${weekday} ${parts.day} ${parts.month}`;
}

/** The time on Zurich's clock: "14:00–14:45" (en dash, 24-hour clock in both languages). */
export function slotTimeWords(slot: Pick<Slot, 'start' | 'end'>): string {
  return `${instantToWallTime(new Date(slot.start)).time}–${instantToWallTime(new Date(slot.end)).time}`;
}

/** "Dienstag, 3. März, 14:00–14:45, in Dietikon oder online". */
export function slotWords(slot: Slot, language: Language, options: SlotWordsOptions = {}): string {
  return `${slotDateWords(slot, language, options)}, ${slotTimeWords(slot)}, ${placeWords(slot.places, language)}`;
}

const swissTimeByLanguage: Record<Language, string> = { de: 'Schweizer Zeit', en: 'Swiss time' };

/**
 * A booking in full, as the visitor checks it before booking: "Dienstag, 3. März 2026, 14:00–14:45
 * Schweizer Zeit, in Dietikon". `places` is where it meets: a time offered in several places meets where
 * the visitor chose.
 */
export function bookingWords(slot: Slot, language: Language): string {
  return `${slotDateWords(slot, language, { year: true })}, ${slotTimeWords(slot)} ${swissTimeByLanguage[language]}, ${placeWords(slot.places, language)}`;
}
