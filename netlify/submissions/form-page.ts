/**
 * The answer to a form sent without JavaScript that could not be sent: the form's own page, as the
 * build wrote it, with everything the visitor typed put back into its fields and the problems in the
 * summary at the top of the form and beside each field. Nothing typed is lost, and nothing needs the
 * browser's back button.
 *
 * The page comes from the site's own build (the same deploy) and is edited as a tree
 * (../shared/page-markup.ts): the forms' controls carry `name`, the summary is the `data-form-problems`
 * element and each field's message the `data-field-error="<name>"` element that
 * src/forms/ui/ProblemSummary.tsx and FieldError.tsx render. The page's scripts are taken out: the
 * answer is for a browser that sent the form without them. The page is read by ../shared/built-page.ts.
 */
import type { ProblemSummary } from '../../src/forms/ui/problem-summary';
import { escapeHtml } from '../shared/mail-safety';
import {
  type Element,
  attribute,
  elements,
  firstLinkTo,
  hasAttribute,
  parsePage,
  remove,
  removeAttribute,
  setAttribute,
  setInnerHtml,
  setText,
  textOf,
  writePage,
} from '../shared/page-markup';

export interface PageAnswer {
  /** The submitted fields by name: a text, or several texts for a repeated name (checkboxes). */
  values: Readonly<Record<string, unknown>>;
  /** The problems; none for a page answered with nothing wrong (the request's free times asked for). */
  summary?: ProblemSummary;
  /** Messages beside fields, by the field's name. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** Put before the page's title ("Fehler: "), so the tab and screen readers say it first. */
  titlePrefix?: string;
  /** Fields never to put back (the honeypot). */
  skip?: readonly string[];
}

function submitted(values: PageAnswer['values'], name: string): string[] {
  const value = values[name];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

const textTypes = new Set(['text', 'email', 'tel', 'search', 'url', 'number']);

function refillInput(input: Element, answer: PageAnswer): void {
  const name = attribute(input, 'name');
  if (name === undefined || answer.skip?.includes(name)) return;
  const type = (attribute(input, 'type') ?? 'text').toLowerCase();
  const given = submitted(answer.values, name);
  // What the page carried besides the answers (the link after a missed time: src/forms/protocol.ts, wayBackField) goes with it again.
  if (type === 'hidden') {
    if (given[0] !== undefined) setAttribute(input, 'value', given[0]);
    return;
  }
  if (type === 'checkbox' || type === 'radio') {
    removeAttribute(input, 'checked');
    if (given.includes(attribute(input, 'value') ?? 'on')) setAttribute(input, 'checked', '');
  } else if (textTypes.has(type)) {
    setAttribute(input, 'value', given[0] ?? '');
  } else {
    return;
  }
  if (answer.fieldErrors?.[name]) setAttribute(input, 'aria-invalid', 'true');
}

function refillTextarea(textarea: Element, answer: PageAnswer): void {
  const name = attribute(textarea, 'name');
  if (name === undefined || answer.skip?.includes(name)) return;
  const value = submitted(answer.values, name)[0] ?? '';
  // The browser's parser drops one line break right after <textarea>, and parse5's writer does not add
  // it back: a text that starts with one gets a second.
  setText(textarea, /^\r?\n/.test(value) ? `\n${value}` : value);
  if (answer.fieldErrors?.[name]) setAttribute(textarea, 'aria-invalid', 'true');
}

export function summaryHtml(summary: ProblemSummary): string {
  const items = summary.items
    .map(
      (item) => `<li>${item.fieldId ? `<a href="#${escapeHtml(item.fieldId)}">${escapeHtml(item.text)}</a>` : escapeHtml(item.text)}</li>`,
    )
    .join('');
  return `<h2>${escapeHtml(summary.title)}</h2><ul>${items}</ul>`;
}

/** The company's address as the page shows it (every page's footer links it), for "write to us at …". */
export function pageEmail(html: string): string | undefined {
  return firstLinkTo(parsePage(html), 'mailto:')?.href.slice('mailto:'.length).split('?')[0];
}

/**
 * The form's page with everything typed put back, the problems in the summary and beside each field,
 * "error" first in the title, and no scripts: the page is whole as HTML, and a browser that sent the
 * form without scripts runs none.
 */
export function fillFormPage(html: string, answer: PageAnswer): string {
  const page = parsePage(html);
  elements(page, (element) => element.tagName === 'script').forEach(remove);
  const [title] = elements(page, (element) => element.tagName === 'title');
  if (title && answer.titlePrefix) setText(title, `${answer.titlePrefix}${textOf(title)}`);
  elements(page, (element) => element.tagName === 'input').forEach((input) => refillInput(input, answer));
  elements(page, (element) => element.tagName === 'textarea').forEach((textarea) => refillTextarea(textarea, answer));
  const [summary] = elements(page, (element) => hasAttribute(element, 'data-form-problems'));
  if (summary && answer.summary) {
    // The summary gets focus as the page opens, so its title is read first and Tab goes on from there.
    removeAttribute(summary, 'hidden');
    setAttribute(summary, 'role', 'alert');
    setAttribute(summary, 'autofocus', '');
    setInnerHtml(summary, summaryHtml(answer.summary));
  }
  for (const message of elements(page, (element) => hasAttribute(element, 'data-field-error'))) {
    const text = answer.fieldErrors?.[attribute(message, 'data-field-error')!];
    if (!text) continue;
    removeAttribute(message, 'hidden');
    setText(message, text);
  }
  return writePage(page);
}
