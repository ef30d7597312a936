import type { Page } from '@playwright/test';
import { afterLayout } from './reflow';

/**
 * Words the page shows broken across two lines inside themselves ("Erstgespräc / h"), as `overflow-wrap` breaks a word
 * wider than its column. A break after a hyphen, a soft hyphen (which the browser then shows as a hyphen), a slash or
 * a dash is where a reader expects one, and is not counted. The browser's own hyphenation (`hyphens: auto`) would be
 * fine too, but Debian's Chromium has no hyphenation dictionaries: here every word must fit its column whole or carry
 * soft hyphens, which is stricter than a visitor's browser.
 */
export interface BrokenWord {
  /** The word as written, soft hyphens left out: "Erstgespräch". */
  word: string;
  /** Where and how it broke: "a: Erstgespräc / h". */
  shown: string;
}

export async function brokenWords(page: Page): Promise<BrokenWord[]> {
  // The site's font first: a fallback font's other widths break other words.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await afterLayout(page);
  return page.evaluate(findBrokenWords);
}

/** Runs in the page: self-contained, since Playwright sends only its source. */
function findBrokenWords(): BrokenWord[] {
  const found = new Map<string, BrokenWord>();
  const range = document.createRange();
  // A zero-width space is a break the page offers on purpose (a masked address breaks before its @ and dots).
  const allowedBefore = new Set(['-', '\u00ad', '/', '–', '—', '\u200b']);
  const lineOf = (rect: DOMRect) => rect.top + rect.height / 2;
  // A box of a pixel or less that hides its overflow is hidden on purpose (the form's honeypot, text for screen
  // readers only): its words wrap letter by letter where no one sees them.
  const hiddenOnPurpose = new Map<Element, boolean>();
  const isHiddenOnPurpose = (element: Element | null): boolean => {
    if (!element) return false;
    let hidden = hiddenOnPurpose.get(element);
    if (hidden === undefined) {
      const style = getComputedStyle(element);
      hidden =
        (style.overflowX !== 'visible' && element.clientWidth <= 1) ||
        style.clipPath !== 'none' ||
        style.clip !== 'auto' ||
        isHiddenOnPurpose(element.parentElement);
      hiddenOnPurpose.set(element, hidden);
    }
    return hidden;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!parent || parent.closest('noscript, script, style') || !parent.checkVisibility({ visibilityProperty: true })) continue;
    if (isHiddenOnPurpose(parent)) continue;
    for (const match of text.data.matchAll(/\S{2,}/g)) {
      const [word] = match;
      const start = match.index;
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      const [first, ...rest] = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (!first || rest.every((rect) => Math.abs(lineOf(rect) - lineOf(first)) < first.height / 2)) continue;
      // Every place the word goes on to another line: the first letter whose middle lies on another line than the one before.
      let line = lineOf(first);
      for (let index = 1; index < word.length; index += 1) {
        range.setStart(text, start + index);
        range.setEnd(text, start + index + 1);
        const rect = range.getBoundingClientRect();
        // The letter after a soft hyphen the line broke at spans both lines in Chromium's measure: it begins the next.
        const spansLines = rect.height > first.height * 1.5;
        if (rect.width === 0 || (!spansLines && Math.abs(lineOf(rect) - line) < rect.height / 2)) continue;
        line = spansLines ? rect.bottom - first.height / 2 : lineOf(rect);
        if (!allowedBefore.has(word.charAt(index - 1))) {
          const where = parent.closest('h1, h2, h3, h4, button, a, label, legend, li, p, dt, dd, td, th') ?? parent;
          const [before, after] = [word.slice(0, index), word.slice(index)].map((part) => part.replace(/[\u00ad\u200b]/g, ''));
          const shown = `${where.tagName.toLowerCase()}: ${before} / ${after}`;
          found.set(shown, { word: `${before}${after}`, shown });
          break;
        }
      }
    }
  }
  return [...found.values()];
}

/**
 * Words of running text in the page's main column (outside its grids' columns and its headings) that a line ends
 * inside, at a soft hyphen: none where that column is wide enough for every word whole (src/styles/typography.ts:
 * wordsWholeWhereTheyFit). As "Fach·per·so·nen", the word's soft hyphens shown as dots.
 */
export async function hyphenatedInMainColumn(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await afterLayout(page);
  return page.evaluate(findHyphenatedInMainColumn);
}

/** Runs in the page: self-contained, since Playwright sends only its source. */
function findHyphenatedInMainColumn(): string[] {
  const main = document.getElementById('main');
  if (!main) return [];
  const found = new Set<string>();
  const range = document.createRange();
  const letterBox = (text: Text, index: number) => {
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    return range.getBoundingClientRect();
  };
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const parent = text.parentElement;
    if (!parent || parent.closest('[data-columns], h1, h2, h3, h4, noscript, script, style')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    for (let index = text.data.indexOf('\u00ad'); index > 0; index = text.data.indexOf('\u00ad', index + 1)) {
      if (index + 1 >= text.data.length) break;
      const before = letterBox(text, index - 1);
      const after = letterBox(text, index + 1);
      if (before.width === 0 || after.width === 0) continue;
      // The letter after the break begins the next line (Chromium measures it across both lines: see above).
      if (after.top < before.top + before.height / 2 && after.height < before.height * 1.5) continue;
      const start = text.data.slice(0, index).search(/\S+$/);
      const end = text.data.slice(index).search(/\s|$/) + index;
      found.add(`${parent.tagName.toLowerCase()}: ${text.data.slice(start, end).replace(/\u00ad/g, '·')}`);
    }
  }
  return [...found];
}
