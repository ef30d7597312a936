/**
 * The free times in a form page the function answers with (a form sent without JavaScript): the
 * request's `data-free-times` part (src/forms/request/FreeTimes.tsx renders it empty, with the button
 * that asks for them) gets the times as radio buttons, the same markup the component renders with
 * JavaScript, and the visitor's choice ticked again.
 */
import { noTimeFits, slotField } from '../../src/forms/request/questions';
import { fieldId } from '../../src/forms/request/texts';
import { escapeHtml } from '../submissions/mail-safety';

export interface OfferedTime {
  id: string;
  words: string;
}

function option(value: string, words: string, chosen: string | undefined): string {
  const id = fieldId(slotField, value);
  const checked = chosen === value ? ' checked=""' : '';
  return `<div class="option"><input type="radio" id="${escapeHtml(id)}" name="${slotField}" value="${escapeHtml(value)}"${checked}/><label for="${escapeHtml(id)}">${escapeHtml(words)}</label></div>`;
}

/** The times and "no time fits", or, when booking is off, the sentence that says so. */
export function freeTimesHtml(
  times: readonly OfferedTime[] | null,
  noneWords: string,
  unavailableWords: string,
  chosen: string | undefined,
): string {
  if (!times) return `<p>${escapeHtml(unavailableWords)}</p>`;
  return [...times.map((time) => option(time.id, time.words, chosen)), option(noTimeFits, noneWords, chosen)].join('');
}

/** Puts the times into the page's `data-free-times` part. */
export function withFreeTimes(html: string, inner: string): string {
  return html.replace(/(<div\b[^>]*\sdata-free-times=""[^>]*>)[\s\S]*?<\/div>/, (_, open: string) => `${open}${inner}</div>`);
}
