/**
 * The free times in a form page the function answers with (a form sent without JavaScript): the
 * request's `data-free-times` part (src/forms/request/FreeTimes.tsx renders it empty, with the button
 * that asks for them) gets the times as radio buttons, the same markup the component renders with
 * JavaScript, the visitor's choice ticked again, and "Spätere Termine anzeigen" where later times follow.
 */
import { type OfferedSlot, offeredCount } from '../../../src/booking/offered-slot';
import { formPostAddress, submissionTypes } from '../../../src/forms/protocol';
import type { Language } from '../../../src/i18n/languages';
import { noTimeFits, showTimesIntent, showTimesValue, slotField } from '../../../src/forms/request/questions';
import { fieldId } from '../../../src/forms/request/texts';
import { escapeHtml } from '../../../src/html/escape-html';
import { radioOption } from './radio-option';
import { elements, hasAttribute, parsePage, setInnerHtml, writePage } from '../../shared/page-markup';

export interface OfferedTimes {
  slots: OfferedSlot[];
  /** Later times follow these. */
  more: boolean;
}

export interface FreeTimesWords {
  none: string;
  unavailable: string;
  more: string;
}

function option(value: string, words: string, chosen: string | undefined): string {
  return radioOption(slotField, fieldId(slotField, value), value, words, chosen === value);
}

/**
 * "Spätere Termine anzeigen": sends the form again for more times; the page that answers opens at the
 * last time seen before (the fragment), the new ones below it.
 */
function moreButton(times: OfferedTimes, words: string, language: Language): string {
  const last = times.slots.at(-1);
  const target = `${formPostAddress(submissionTypes.request, language)}${last ? `#${fieldId(slotField, last.id)}` : ''}`;
  return `<button type="submit" class="secondary more-times" name="${showTimesIntent.name}" value="${showTimesValue(times.slots.length + offeredCount)}" formaction="${escapeHtml(target)}" formnovalidate="">${escapeHtml(words)}</button>`;
}

/** The times, "Spätere Termine" where more follow, and "no time fits"; or, when booking is off, the sentence that says so. */
export function freeTimesHtml(times: OfferedTimes | null, words: FreeTimesWords, chosen: string | undefined, language: Language): string {
  if (!times) return `<p>${escapeHtml(words.unavailable)}</p>`;
  return [
    ...times.slots.map((time) => option(time.id, time.words, chosen)),
    times.more ? moreButton(times, words.more, language) : '',
    option(noTimeFits, words.none, chosen),
  ].join('');
}

/** Puts the times into the page's `data-free-times` part. */
export function withFreeTimes(html: string, inner: string): string {
  const page = parsePage(html);
  const [field] = elements(page, (element) => hasAttribute(element, 'data-free-times'));
  if (!field) return html;
  setInnerHtml(field, inner);
  return writePage(page);
}
