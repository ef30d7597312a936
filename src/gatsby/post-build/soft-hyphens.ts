import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { hyphenateSync as hyphenateGerman } from 'hyphen/de/index.js';
import { hyphenateSync as hyphenateEnglish } from 'hyphen/en-gb/index.js';

/**
 * Where a long word may break on a narrow screen at large text: soft hyphens at the syllables the language's rules
 * allow (TeX's hyphenation patterns, as browsers use), written into each built page. `hyphens: auto` would do the
 * same in a browser that has a dictionary for the page's language, but not every browser does (Chromium on Linux
 * has none), and without one `overflow-wrap` breaks the word anywhere ("Erstgespräc / h").
 *
 * Only long words get them (hyphens are harder to read, so a word that fits stays whole: the browser uses a soft
 * hyphen only where it breaks a line), never leaving fewer than four letters before the break or three after it. Text of the page's body only,
 * outside code, forms' islands (they render their own text when they wake, and would take the hyphens out again),
 * and what is not running text (scripts, styles, <noscript>'s markup, `translate="no"`).
 */
const minWordLength = 10;
const minLettersBefore = 4;
const minLettersAfter = 3;
const softHyphen = '\u00ad';
/** A whole run of letters of `minWordLength` or more, not an entity's name (`&shy;`) nor part of a word with digits. */
const longWord = new RegExp(`(?<![&#\\p{L}\\p{N}])\\p{L}{${minWordLength},}(?![\\p{L}\\p{N};])`, 'gu');

const hyphenators: Record<string, (word: string) => string> = {
  de: (word) => hyphenateGerman(word, { hyphenChar: softHyphen, minWordLength }),
  en: (word) => hyphenateEnglish(word, { hyphenChar: softHyphen, minWordLength }),
};

const skippedElements = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'pre',
  'code',
  'kbd',
  'samp',
  'svg',
  'math',
  'react-island',
]);

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** A word with soft hyphens only where at least four letters stay before the break and three go after it. */
export function withSoftHyphens(word: string, language: string): string {
  const hyphenate = hyphenators[language];
  if (!hyphenate || word.length < minWordLength) return word;
  const parts = hyphenate(word).split(softHyphen);
  let result = parts[0] ?? '';
  let before = result.length;
  for (const part of parts.slice(1)) {
    if (before >= minLettersBefore && word.length - before >= minLettersAfter) result += softHyphen;
    result += part;
    before += part.length;
  }
  return result;
}

/**
 * Running text as the page's HTML writes it (entities and all): long words get soft hyphens, and an e-mail address
 * may break before its "@" (<wbr>) rather than inside a name.
 */
export function hyphenateText(source: string, language: string): string {
  return source
    .replace(longWord, (word) => withSoftHyphens(word, language))
    .replace(/(?<=[\p{L}\p{N}._%+-])@(?=[\p{L}\p{N}-]+\.)/gu, '<wbr>@');
}

function languageOf(element: Element, inherited: string): string {
  const lang = element.attrs.find((attribute) => attribute.name === 'lang')?.value;
  return lang ? (lang.split('-')[0] ?? '').toLowerCase() : inherited;
}

function isSkipped(element: Element): boolean {
  return (
    skippedElements.has(element.tagName) || element.attrs.some((attribute) => attribute.name === 'translate' && attribute.value === 'no')
  );
}

/** The page with its running text hyphenated; every other byte as it was (text is spliced in by its offsets). */
export function withSoftHyphensInPage(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: Node, language: string) => {
    if (node.nodeName === '#text' && 'value' in node && node.sourceCodeLocation) {
      const { startOffset, endOffset } = node.sourceCodeLocation;
      const source = html.slice(startOffset, endOffset);
      const text = hyphenateText(source, language);
      if (text !== source) edits.push({ start: startOffset, end: endOffset, text });
      return;
    }
    if (!('childNodes' in node)) return;
    let childLanguage = language;
    if ('tagName' in node) {
      if (isSkipped(node)) return;
      childLanguage = languageOf(node, language);
    }
    for (const child of node.childNodes) visit(child, childLanguage);
  };
  visit(document, '');
  let result = html;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, start) + text + result.slice(end);
  return result;
}
