import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { hyphenateText } from './hyphenate-text';

export { hyphenateText, withSoftHyphens } from './hyphenate-text';

/**
 * Each built page's running text with soft hyphens (./hyphenate-text.ts says where and why), outside code,
 * forms' islands (they render their own text when they wake, and would take the hyphens out again), and what is
 * not running text (scripts, styles, <noscript>'s markup, `translate="no"`).
 */
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
