import { maskNonProse } from './links';
import { lineAt } from './problem';

/**
 * Turns the error @mdx-js/mdx throws for a file it cannot compile into a line a staff member can act
 * on. MDX stops at the first such error, so there is one per file; its wording depends on which part
 * of MDX found it (the `source` of the VFileMessage), and on the reason text those parts write.
 */

/** How to show a brace as text; shared with the kit check, which meets braces that happen to be valid code. */
export const braceAdvice = 'write \\{ instead of { to show the brace, or use round brackets';

const lessThanAdvice = 'to write the sign itself, write "weniger als" (or "less than") or &lt;';

export interface LineMessage {
  line: number;
  message: string;
}

/** The fields of a VFileMessage this module reads. */
interface MdxError {
  reason: string;
  line?: number;
  column?: number;
  ruleId?: string;
  source?: string;
}

function asMdxError(thrown: unknown): MdxError {
  const fields = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as Partial<Record<keyof MdxError | 'message', unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const count = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return {
    reason: text(fields.reason) ?? text(fields.message) ?? String(thrown),
    line: count(fields.line),
    column: count(fields.column),
    ruleId: text(fields.ruleId),
    source: text(fields.source),
  };
}

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l += 1) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + column - 1, text.length);
}

/** "<12", "<Karten", "<zehn": what follows a "<", to quote it. */
function tagStart(text: string, offset: number): string {
  return /^<\/?[^\s<>{}"'/]*/.exec(text.slice(offset))?.[0] ?? '<';
}

function tagNameAt(text: string, offset: number): string {
  return /^<\/?([^\s<>{}"'/]+)/.exec(text.slice(Math.max(offset, 0)))?.[1] ?? '…';
}

/** The outermost "{" before `end` that is not closed before it (escaped braces do not count). */
function unclosedBrace(masked: string, end: number): number | undefined {
  const open: number[] = [];
  for (let i = 0; i < end; i += 1) {
    const c = masked[i];
    if ((c !== '{' && c !== '}') || masked[i - 1] === '\\') continue;
    if (c === '{') open.push(i);
    else open.pop();
  }
  return open[0];
}

/** The braces and what they hold, from the "{" at `start`, cut short when long or not closed on the line. */
function braceSnippet(text: string, start: number): string {
  const lineEnd = text.indexOf('\n', start);
  const rest = text.slice(start, lineEnd < 0 ? undefined : lineEnd);
  let depth = 0;
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '{') depth += 1;
    if (rest[i] === '}') depth -= 1;
    if (depth === 0) return shorten(rest.slice(0, i + 1));
  }
  return shorten(`${rest.trimEnd()} …`);
}

export function shorten(snippet: string, max = 40): string {
  const oneLine = snippet.replace(/\s+/g, ' ');
  return oneLine.length > max ? `${oneLine.slice(0, max - 1).trimEnd()}…` : oneLine;
}

const containerName: Record<string, string> = { paragraph: 'paragraph', heading: 'heading', listItem: 'list item', blockquote: 'quote' };

/** Errors in the characters of a tag: often not a tag at all but a "<" meant as text. */
function explainTagSyntax(error: MdxError, source: string, masked: string, at: number, line: number): LineMessage {
  const { reason } = error;
  if (reason.includes('to create a comment in MDX')) {
    return { line, message: 'HTML comments <!-- … --> do not work in MDX: write a note that is not shown as {/* … */}' };
  }
  if (reason.includes('to create a link in MDX')) {
    return {
      line,
      message: 'addresses in < > do not work in MDX: write a link as [text](https://…) or [info@example.ch](mailto:info@example.ch)',
    };
  }
  const lessThan = masked.lastIndexOf('<', at);
  const tagLine = lessThan >= 0 ? lineAt(source, lessThan) : line;
  const start = lessThan >= 0 ? tagStart(source, lessThan) : '<';
  if (error.ruleId === 'unexpected-character' && / before name,/.test(reason)) {
    return { line: tagLine, message: `a "<" starts a component tag such as <Card>, and "${start}" is not one: ${lessThanAdvice}` };
  }
  if (/ before attribute value,/.test(reason)) {
    const lineStart = source.lastIndexOf('\n', at - 1) + 1;
    const name = /([^\s<>{}"'=]+)\s*=\s*$/.exec(source.slice(lineStart, at))?.[1] ?? 'name';
    return { line, message: `the value of "${name}" must be in quotes: write ${name}="…"` };
  }
  if (/ in attribute value, expected a corresponding closing quote/.test(reason)) {
    return { line: tagLine, message: `a quote in the tag "${start} …" is never closed: end the value with the same quote it starts with` };
  }
  return {
    line: tagLine,
    message: `"${start} …" is read as the start of a component tag, but it is not one: a tag is written like <SiteFact name="email" />; ${lessThanAdvice}`,
  };
}

/** Errors in tags that are fine on their own but do not pair up. */
function explainTagNesting(error: MdxError, source: string, masked: string, at: number, line: number): LineMessage {
  const { reason } = error;
  const unclosed = /^Expected a closing tag for `[^`]*` \((\d+):(\d+)-\d+:\d+\)(?: before the end of `(\w+)`)?/.exec(reason);
  if (unclosed) {
    const tagLine = Number(unclosed[1]);
    const name = tagNameAt(source, offsetOf(source, tagLine, Number(unclosed[2])));
    const container = unclosed[3];
    return {
      line: tagLine,
      message: container
        ? `<${name}> is not closed before the ${containerName[container] ?? container} ends: close it with </${name}> in the same paragraph, ` +
          `or put <${name} …> and </${name}> on lines of their own around the paragraphs`
        : `<${name}> is never closed: add </${name}> on a line of its own after its content`,
    };
  }
  const mismatch = /^Unexpected closing tag `<\/([^>`]*)>`, expected corresponding closing tag for `<([^>`]*)>` \((\d+):/.exec(reason);
  if (mismatch) {
    const [, closing, open, openLine] = mismatch;
    return {
      line,
      message: `</${closing}> does not close <${open}> (line ${openLine}): close <${open}> with </${open}> first, or check the spelling of both tags`,
    };
  }
  if (error.ruleId === 'unexpected-closing-slash') {
    const name = tagNameAt(source, masked.lastIndexOf('<', at));
    return { line, message: `</${name}> closes a component that is not open: remove it, or add <${name} …> before its content` };
  }
  return unreadable(error, line);
}

function explainExpression(error: MdxError, source: string, masked: string, at: number, line: number): LineMessage {
  const brace = unclosedBrace(masked, at);
  const braceLine = brace === undefined ? line : lineAt(source, brace);
  if (error.ruleId === 'unexpected-eof') {
    return { line: braceLine, message: `a "{" is never closed with "}", so MDX reads the rest as code: ${braceAdvice}` };
  }
  const snippet = brace === undefined ? '{' : braceSnippet(source, brace);
  return { line: braceLine, message: `MDX reads "${snippet}" as code because of the "{": ${braceAdvice}` };
}

function unreadable(error: MdxError, line: number): LineMessage {
  return { line, message: `MDX cannot read this (${error.reason}): check the component tags and any "<", "{" or "}" here` };
}

/** The line and message for an error thrown while compiling `source` (the file with its frontmatter blanked). */
export function explainMdxError(thrown: unknown, source: string): LineMessage {
  const error = asMdxError(thrown);
  const line = error.line ?? 1;
  const at = offsetOf(source, line, error.column ?? 1);
  // Code blocks and comments are blanked, so a "<" or "{" inside them is never taken for the culprit.
  const masked = maskNonProse(source, 0);
  switch (error.source) {
    case 'micromark-extension-mdx-jsx':
      return explainTagSyntax(error, source, masked, at, line);
    case 'mdast-util-mdx-jsx':
      return explainTagNesting(error, source, masked, at, line);
    case 'micromark-extension-mdx-expression':
      return explainExpression(error, source, masked, at, line);
    case 'micromark-extension-mdxjs-esm':
      return {
        line,
        message:
          'a line that starts with "import" or "export" is read as code: if it is text, start the line differently (e.g. "Import" with a capital letter)',
      };
    default:
      return unreadable(error, line);
  }
}
