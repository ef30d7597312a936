/**
 * "Andere Zeit wählen" on a booking's page: the free times as radio buttons, the place for a time that
 * offers several, the phone number a time on the phone needs where the booking has none, and the button
 * that books the new time (a form post, so it works without JavaScript). Later weeks are a link away
 * (`count`), the page opening at the last time seen before.
 */
import { type OfferedSlot, offeredCount } from '../../../src/booking/offered-slot';
import { freeTimesQuery } from '../../../src/forms/protocol';
import type { Language } from '../../../src/i18n/languages';
import { escapeHtml } from '../../../src/html/escape-html';
import type { MeetingPlace } from '../ledger/records';
import { meetingPlaces } from '../../../src/booking/availability';
import { requestQuestions } from '../../../src/forms/request/questions';
import type { OfferedTimes } from './free-times-field';
import { radioOption } from './radio-option';

/** The part a change opens at, and its radio buttons' ids. */
export const changeTimeId = 'booking-change';
const timeId = (slotId: string) => `booking-slot-${slotId}`;

export interface ChangeTimeWords {
  title: string;
  legend: string;
  hint: string;
  more: string;
  none: string;
  unavailable: string;
  placeLegend: string;
  placeHint: string;
  places: Record<MeetingPlace, string>;
  phone: string;
  phoneHint: string;
  book: string;
  keep: string;
}

export interface ChangeTimeForm {
  times: OfferedTimes | null;
  /**
   * The place ticked in the last try. Nothing is ticked before: the question is for a time in several places
   * only, and the booking's own place ticked beside an online-only time reads as if it met in Dietikon.
   */
  place?: MeetingPlace;
  /**
   * The booking has no phone number: the form asks for one, for a time on the phone (`phone`: as typed in
   * the last try, given back).
   */
  asksPhone?: { phone: string };
  /** What went wrong with the last try, said at the top of the form. */
  problem?: string;
  /** The time ticked in the last try. */
  chosen?: string;
  token: string;
  language: Language;
  /** The booking's page (relative), for "keep" and "more". */
  page: string;
}

function timeList(form: ChangeTimeForm, words: ChangeTimeWords): string {
  if (!form.times) return `<p>${escapeHtml(words.unavailable)}</p>`;
  if (form.times.slots.length === 0) return `<p>${escapeHtml(words.none)}</p>`;
  const last: OfferedSlot | undefined = form.times.slots[form.times.slots.length - 1];
  const more =
    form.times.more && last
      ? `<p><a class="more-times" href="${escapeHtml(`${form.page}&change=1&${freeTimesQuery.count}=${form.times.slots.length + offeredCount}#${timeId(last.id)}`)}">${escapeHtml(words.more)}</a></p>`
      : '';
  return form.times.slots.map((slot) => radioOption('slot', timeId(slot.id), slot.id, slot.words, slot.id === form.chosen)).join('') + more;
}

export function changeTimeHtml(form: ChangeTimeForm, words: ChangeTimeWords): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}"/>`;
  const canChoose = Boolean(form.times && form.times.slots.length > 0);
  const places = meetingPlaces
    .map((place) => radioOption('place', `booking-place-${place}`, place, words.places[place], place === form.place))
    .join('');
  return [
    `<div class="booking-actions" id="${changeTimeId}"><h2>${escapeHtml(words.title)}</h2>`,
    form.problem ? `<p class="booking-problem" role="alert">${escapeHtml(form.problem)}</p>` : '',
    // Posted to the address of this very page (the function reads the post's fields, not the address): the
    // answer to a try that did not work sits where reopening it shows the times again, and opens here, at
    // the problem, not at the page's top.
    `<form method="post" action="${escapeHtml(`${form.page}&change=1#${changeTimeId}`)}">`,
    hidden('action', 'change'),
    hidden('token', form.token),
    hidden('language', form.language),
    `<fieldset class="choices" aria-describedby="booking-change-hint"><legend>${escapeHtml(words.legend)}</legend>`,
    `<p class="hint" id="booking-change-hint">${escapeHtml(words.hint)}</p>${timeList(form, words)}</fieldset>`,
    canChoose
      ? `<fieldset class="choices" aria-describedby="booking-place-hint"><legend>${escapeHtml(words.placeLegend)}</legend><p class="hint" id="booking-place-hint">${escapeHtml(words.placeHint)}</p>${places}</fieldset>${phoneField(form, words)}<button type="submit">${escapeHtml(words.book)}</button>`
      : '',
    '</form>',
    `<p><a href="${escapeHtml(form.page)}">${escapeHtml(words.keep)}</a></p></div>`,
  ].join('');
}

/** The phone number for a time on the phone, asked only of a booking without one; the request's limit and input kind. */
function phoneField(form: ChangeTimeForm, words: ChangeTimeWords): string {
  if (!form.asksPhone) return '';
  const { limit, autoComplete } = requestQuestions.phone;
  return [
    `<p class="booking-phone"><label for="booking-phone">${escapeHtml(words.phone)}</label>`,
    `<span class="hint" id="booking-phone-hint">${escapeHtml(words.phoneHint)}</span>`,
    `<input id="booking-phone" type="tel" name="phone" autocomplete="${autoComplete}" maxlength="${limit}" aria-describedby="booking-phone-hint" value="${escapeHtml(form.asksPhone.phone)}"/></p>`,
  ].join('');
}
