/**
 * The answer to a form sent without JavaScript that could not be sent: the form's own page, as the
 * build wrote it, with everything the visitor typed put back into its fields and the problems in the
 * summary at the top of the form and beside each field. Nothing typed is lost, and nothing needs the
 * browser's back button.
 *
 * The page comes from the site's own build (the same deploy), so this module only edits markup the site itself
 * rendered: the forms' controls carry `name`, the summary is the empty `data-form-problems` element
 * and each field's message the empty `data-field-error="<name>"` element that
 * src/forms/ui/ProblemSummary.tsx and FieldError.tsx render. The page's scripts are taken out: the
 * answer is for a browser that sent the form without them. The page is read by ../shared/built-page.ts.
 */
import type { ProblemSummary } from '../../src/forms/ui/problem-summary';
import { escapeHtml } from '../shared/mail-safety';

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

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match?.[1] === undefined ? undefined : unescapeAttribute(match[1]);
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function withoutAttribute(tag: string, name: string): string {
  return tag.replace(new RegExp(`\\s${name}(="[^"]*")?(?=[\\s/>]|$)`, 'g'), '');
}

function withAttribute(tag: string, name: string, value: string): string {
  const end = tag.endsWith('/>') ? tag.length - 2 : tag.length - 1;
  return `${withoutAttribute(tag.slice(0, end), name)} ${name}="${escapeHtml(value)}"${tag.slice(end)}`;
}

const textTypes = new Set(['text', 'email', 'tel', 'search', 'url', 'number']);

function refillInput(tag: string, answer: PageAnswer): string {
  const name = attribute(tag, 'name');
  if (name === undefined || answer.skip?.includes(name)) return tag;
  const type = (attribute(tag, 'type') ?? 'text').toLowerCase();
  const given = submitted(answer.values, name);
  let result = tag;
  if (type === 'checkbox' || type === 'radio') {
    result = withoutAttribute(result, 'checked');
    if (given.includes(attribute(tag, 'value') ?? 'on')) result = withAttribute(result, 'checked', '');
  } else if (textTypes.has(type)) {
    result = withAttribute(result, 'value', given[0] ?? '');
  } else {
    return tag;
  }
  return answer.fieldErrors?.[name] ? withAttribute(result, 'aria-invalid', 'true') : result;
}

function refillTextarea(open: string, answer: PageAnswer): string {
  const name = attribute(open, 'name');
  if (name === undefined || answer.skip?.includes(name)) return open;
  const value = submitted(answer.values, name)[0] ?? '';
  const tag = answer.fieldErrors?.[name] ? withAttribute(open, 'aria-invalid', 'true') : open;
  // The HTML parser drops one line break right after <textarea>: a text that starts with one keeps it.
  return `${tag}${value.startsWith('\n') ? '\n' : ''}${escapeHtml(value)}`;
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
  const match = /href="mailto:([^"?]+)/.exec(html);
  return match?.[1] === undefined ? undefined : unescapeAttribute(match[1]);
}

/**
 * A built page without its scripts, for the forms' answers to a post made without JavaScript: the page
 * is whole as HTML, and a browser that sent the form without scripts runs none.
 */
export function withoutPageScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

export function fillFormPage(html: string, answer: PageAnswer): string {
  return (
    withoutPageScripts(html)
      .replace(
        /(<title\b[^>]*>)([^<]*)<\/title>/,
        (_, open: string, title: string) => `${open}${escapeHtml(answer.titlePrefix ?? '')}${title}</title>`,
      )
      .replace(/<input\b[^>]*>/g, (tag) => refillInput(tag, answer))
      .replace(/(<textarea\b[^>]*>)[\s\S]*?(?=<\/textarea>)/g, (_, open: string) => refillTextarea(open, answer))
      // The summary gets focus as the page opens, so its title is read first and Tab goes on from there.
      .replace(/(<div\b[^>]*\sdata-form-problems=""[^>]*>)\s*<\/div>/, (whole: string, open: string) => {
        if (!answer.summary) return whole;
        const shown = withAttribute(withAttribute(withoutAttribute(open, 'hidden'), 'role', 'alert'), 'autofocus', '');
        return `${shown}${summaryHtml(answer.summary)}</div>`;
      })
      .replace(/(<[a-z]+\b[^>]*\sdata-field-error="([^"]*)"[^>]*>)\s*(<\/[a-z]+>)/g, (whole, open: string, name: string, close: string) => {
        const text = answer.fieldErrors?.[unescapeAttribute(name)];
        return text ? `${withoutAttribute(open, 'hidden')}${escapeHtml(text)}${close}` : whole;
      })
  );
}
