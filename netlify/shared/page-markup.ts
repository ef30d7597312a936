/**
 * A built page as a tree, for the functions that answer with one of the site's pages with parts
 * filled in (the forms' answers without JavaScript, the booking's pages): parsed and written back by
 * parse5, the HTML parser browsers' rules describe, so a change finds the element it means whatever
 * the order of its attributes or the text inside it, and every value put in is escaped by the writer.
 */
import { defaultTreeAdapter, type DefaultTreeAdapterMap, parse, parseFragment, serialize } from 'parse5';

export type Page = DefaultTreeAdapterMap['document'];
export type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

export const parsePage = (html: string): Page => parse(html);
export const writePage = (page: Page): string => serialize(page);

const isElement = (node: DefaultTreeAdapterMap['node']): node is Element => 'tagName' in node;

/** Every element of the tree under `root` that `matches`, in document order. */
export function elements(root: ParentNode, matches: (element: Element) => boolean = () => true): Element[] {
  const found: Element[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      if (matches(child)) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

export const attribute = (element: Element, name: string): string | undefined => element.attrs.find((attr) => attr.name === name)?.value;
export const hasAttribute = (element: Element, name: string): boolean => attribute(element, name) !== undefined;

/** The page's first link to an address of this kind (`mailto:`, `tel:`; the footer's), its address and words as the page writes them. */
export function firstLinkTo(page: Page, scheme: 'mailto:' | 'tel:'): { href: string; words: string } | undefined {
  const [link] = elements(page, (element) => element.tagName === 'a' && (attribute(element, 'href') ?? '').startsWith(scheme));
  return link && { href: attribute(link, 'href')!, words: textOf(link).trim() };
}

export function setAttribute(element: Element, name: string, value: string): void {
  const existing = element.attrs.find((attr) => attr.name === name);
  if (existing) existing.value = value;
  else element.attrs.push({ name, value });
}

export function removeAttribute(element: Element, name: string): void {
  element.attrs = element.attrs.filter((attr) => attr.name !== name);
}

/** Takes the element out of the tree. */
export const remove = (element: Element): void => defaultTreeAdapter.detachNode(element);

/** The element's content replaced by a text (written escaped). */
export function setText(element: Element, text: string): void {
  element.childNodes = [];
  if (text) defaultTreeAdapter.insertText(element, text);
}

/** The element's content replaced by markup the function wrote itself (already escaped where it holds values). */
export function setInnerHtml(element: Element, html: string): void {
  element.childNodes = [];
  for (const node of parseFragment(html).childNodes) defaultTreeAdapter.appendChild(element, node);
}

/** The element's text, its descendants' included. */
export function textOf(element: Element): string {
  return element.childNodes
    .map((node) => ('value' in node && node.nodeName === '#text' ? node.value : isElement(node) ? textOf(node) : ''))
    .join('');
}

/**
 * The built page with its booking part and title replaced, its scripts kept. `languageLinks`:
 * where the language switch leads (the same private link in the other language), by the page's own address.
 */
export function fillBookingPage(
  page: string,
  content: { title: string; html: string },
  languageLinks: Record<string, string> = {},
): string {
  const tree = parsePage(page);
  for (const link of elements(tree, (element) => element.tagName === 'a')) {
    const to = languageLinks[attribute(link, 'href') ?? ''];
    if (to !== undefined) setAttribute(link, 'href', to);
  }
  const [title] = elements(tree, (element) => element.tagName === 'title');
  if (title) setText(title, content.title);
  const [part] = elements(tree, (element) => hasAttribute(element, 'data-booking'));
  if (part) setInnerHtml(part, content.html);
  return writePage(tree);
}
