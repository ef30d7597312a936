import type { Page } from '@playwright/test';

/**
 * WCAG 1.4.12's minimum text spacing, as the usual test bookmarklets apply it: whatever a visitor's
 * own stylesheet sets, the page must neither scroll sideways nor cut text off.
 */
export const textSpacingStyles = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p {
    margin-bottom: 2em !important;
  }
`;

/** What one look at a box (the page, or a scrolling panel such as the mobile menu) found. */
export interface ReflowReport {
  /** How far the box's content reaches beyond its width, in CSS px (0 when it fits). */
  overflow: number;
  scrollWidth: number;
  clientWidth: number;
  /**
   * The visible element (or its text) reaching furthest beyond the box's right edge, for a reader to
   * find; also set when the page does not scroll, as for a fixed header whose buttons run off-screen.
   */
  widest: string | null;
  /** Elements that hide overflow and cut off some of their text. */
  clipped: string[];
}

/**
 * Measures the box `rootSelector` names (the page when omitted) after the browser has laid it out.
 * A box that is meant to scroll sideways (a wide table in its own scroll container) is left alone,
 * because its content cannot push the page wider.
 */
export async function measureReflow(page: Page, rootSelector?: string): Promise<ReflowReport> {
  await afterLayout(page);
  return page.evaluate(inspect, rootSelector ?? null);
}

/**
 * Two frames: the first runs after a resize's or setting's style and layout, the second after any layout that the
 * first frame's ResizeObserver or media-query callbacks caused.
 */
export async function afterLayout(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Runs in the page: self-contained, since Playwright sends only its source. */
function inspect(rootSelector: string | null): ReflowReport {
  const root = rootSelector ? document.querySelector<HTMLElement>(rootSelector) : document.documentElement;
  if (!root) throw new Error(`measureReflow: nothing matches ${rootSelector}`);
  const tolerance = 1;
  const rightEdge = root.getBoundingClientRect().left + root.clientLeft + root.clientWidth;

  const describe = (element: Element): string => {
    const path: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && path.length < 5; node = node.parentElement) {
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList].map((name) => `.${name}`).join('');
      path.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
    }
    // innerText leaves out what is not shown (display: none), as a reader would.
    const text = (element instanceof HTMLElement ? element.innerText : (element.textContent ?? '')).replace(/\s+/g, ' ').trim();
    return `${path.join(' > ')}${text ? ` "${text.length > 50 ? `${text.slice(0, 50)}…` : text}"` : ''}`;
  };

  const range = document.createRange();
  const textRects = (text: Text): DOMRect[] => {
    range.selectNodeContents(text);
    return [...range.getClientRects()];
  };
  const isShownText = (node: Node): node is Text => {
    const parent = node.parentElement;
    return (
      node.nodeType === Node.TEXT_NODE &&
      Boolean(node.textContent?.trim()) &&
      parent !== null &&
      !parent.closest('noscript, script, style') &&
      getComputedStyle(parent).visibility === 'visible'
    );
  };
  /** The element's own text, not its descendants' (they are visited themselves). */
  const ownTexts = (element: Element): Text[] => [...element.childNodes].filter(isShownText);
  const allTexts = (element: Element): Text[] => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (isShownText(node)) texts.push(node);
    return texts;
  };

  // Starts at the box's edge: only an element reaching beyond it can become the widest.
  const widest: { right: number; element: Element | null } = { right: rightEdge + tolerance, element: null };
  const clipped: string[] = [];
  const visit = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.display === 'none') return;
    // Fixed elements count too: they never widen the page, but what they hold beyond the screen's
    // edge cannot be scrolled to at all. Hidden ones (the closed mobile menu) do not.
    if (element !== root && style.visibility === 'visible') {
      // A box that clips or scrolls its overflow shows none of its own text beyond itself (screen-reader-only text in a
      // button at the right edge runs on, unseen, far past the screen).
      const ownRects = [element.getBoundingClientRect(), ...(style.overflowX === 'visible' ? ownTexts(element).flatMap(textRects) : [])];
      const right = Math.max(...ownRects.filter((rect) => rect.width > 0 || rect.height > 0).map((rect) => rect.right));
      if (right > widest.right) Object.assign(widest, { right, element });
    }
    if (element !== root && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
      if (cutsOffText(element, style)) clipped.push(describe(element));
      // What a clipping or scrolling box holds stays inside it, however wide.
      return;
    }
    for (const child of element.children) visit(child);
  };
  const cutsOffText = (element: Element, style: CSSStyleDeclaration): boolean => {
    const hides = [style.overflowX, style.overflowY].some((overflow) => overflow === 'hidden' || overflow === 'clip');
    // A box of a pixel or less is hidden on purpose (screen-reader-only text, the form's honeypot).
    if (!hides || element.clientWidth <= 1 || element.clientHeight <= 1) return false;
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const top = box.top + element.clientTop;
    return allTexts(element).some((text) =>
      textRects(text).some(
        (rect) =>
          rect.left < left - tolerance ||
          rect.top < top - tolerance ||
          rect.right > left + element.clientWidth + tolerance ||
          rect.bottom > top + element.clientHeight + tolerance,
      ),
    );
  };
  visit(root);

  return {
    overflow: Math.max(0, root.scrollWidth - root.clientWidth),
    scrollWidth: root.scrollWidth,
    clientWidth: root.clientWidth,
    widest: widest.element ? `${describe(widest.element)} reaches ${Math.round(widest.right)} px` : null,
    clipped,
  };
}

/** Problems a visitor would meet, one line each, naming where: empty when the box fits. */
export function reflowProblems(where: string, report: ReflowReport): string[] {
  const problems: string[] = [];
  if (report.overflow > 0) {
    problems.push(
      `${where}: scrolls sideways (scrollWidth ${report.scrollWidth} > ${report.clientWidth}); widest: ${report.widest ?? 'not found'}`,
    );
  } else if (report.widest) {
    problems.push(`${where}: ${report.widest}, beyond the right edge (${report.clientWidth} px) where no one can scroll to it`);
  }
  for (const element of report.clipped) problems.push(`${where}: cuts off text in ${element}`);
  return problems;
}
