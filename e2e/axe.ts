import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.1 A and AA: what every page and state of the site must meet. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Only = { tags: string[] } | { rules: string[] };

/**
 * axe-core's violations on the page as it stands, each as "rule: the selectors of the elements", WCAG 2.1 A/AA unless
 * told which tags or rules. axe's own engine, put into the page once per document and run there. @axe-core/playwright's
 * AxeBuilder puts it in again for every run and finishes each run in a new blank page: 1.3 s a run against 0.15 s
 * (measured on 2 cores, 16 pages), most of what the browser tests spent on axe. AxeBuilder also checks inside frames; the
 * site's pages have none, and a page with frames is refused here rather than half checked.
 */
export async function axeViolations(page: Page, only: Only = { tags: wcag }): Promise<string[]> {
  if (page.frames().length > 1) throw new Error(`${page.url()} has frames, which axeViolations does not check`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly = 'tags' in only ? { type: 'tag' as const, values: only.tags } : { type: 'rule' as const, values: only.rules };
  return page.evaluate(async (runOnly) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly, resultTypes: ['violations'] });
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, runOnly);
}
