import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { watchCspViolations } from '../../e2e/fixtures';

export { expect };

/** The scratch copy of content/ that `npm run cms` edits in these tests (cms/playwright.config.ts). */
export const scratch = process.env.CMS_SCRATCH ?? '';

export function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: scratch, encoding: 'utf8' });
}

/** Changed lines as a reviewer reads them in the pull request: "-old" and "+new", no context. */
export function changedLines(): string[] {
  return git('diff', '-U0', '--no-color')
    .split('\n')
    .filter((line) => /^[-+]/.test(line) && !/^(\+\+\+|---) /.test(line));
}

export function readScratch(file: string): string {
  return readFileSync(path.join(scratch, file), 'utf8');
}

/** Starts the next test from the content as committed. */
export function resetScratch() {
  git('checkout', '-q', '--', '.');
  git('clean', '-qfd', '--', 'content', 'static');
}

/**
 * Every test page records Content-Security-Policy violations (the server sends the admin's policy,
 * as Netlify does) and fails the test if there was one.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const violations = await watchCspViolations(page);
    await use(page);
    expect(await violations().catch(() => []), 'Content-Security-Policy violations on /admin').toEqual([]);
  },
});

/** Opens the CMS as a staff member does with `npm run cms`: one click on "Login", no password. */
export async function openCms(page: Page) {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Inhaltstypen' })).toBeVisible();
}

export async function openCollection(page: Page, name: 'Seiten' | 'Team' | 'Einstellungen') {
  await page.getByRole('link', { name, exact: true }).click();
}

/** Saves the entry ("Veröffentlichen" › "Jetzt veröffentlichen") and waits until the files are written. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await page.getByText('Jetzt veröffentlichen', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Veröffentlicht', exact: true })).toBeVisible();
  await expect(page.getByText('Änderungen gespeichert', { exact: true })).toBeVisible();
  // Decap reloads the saved entry and draws the editor anew; let that settle before the next edit.
  await page.waitForTimeout(1000);
}

/** The rich-text editor of the page text in one language (German left, English right), not one inside a component. */
export function textEditor(page: Page, language: 'de' | 'en'): Locator {
  return page
    .locator('[data-slate-editor="true"]:not([data-slate-editor="true"] [data-slate-editor="true"])')
    .nth(language === 'de' ? 0 : 1);
}

/**
 * Puts the browser's selection into the editor (`place` sets it with `apply`, and says whether it is
 * there) and makes sure it stays: focusing the editor makes Slate render, and on a busy machine that
 * render can put Slate's own selection back into the page after ours (a CI run typed the next text
 * at the top of the page text). So once the editor had time to take the selection from the
 * browser's selectionchange event, it is checked, and set again if it moved.
 */
async function holdSelection(
  editor: Locator,
  place: (element: Element, arg: { target: string; apply: boolean }) => boolean,
  target: string,
) {
  await editor.focus();
  await expect(async () => {
    await editor.evaluate(place, { target, apply: true });
    await editor.page().waitForTimeout(150);
    expect(await editor.evaluate(place, { target, apply: false }), 'the selection stayed where it was put').toBe(true);
  }).toPass({ timeout: 10_000 });
}

/**
 * Puts the cursor at the end of the first paragraph of the page text (not one inside a component),
 * as a click at the end of the line would.
 */
export async function cursorAtEndOfParagraph(editor: Locator, which: 'first' | 'last' = 'first') {
  await holdSelection(
    editor,
    (element, { target: position, apply }) => {
      const paragraphs = [...element.children].filter((child) => child.tagName === 'P' && (child.textContent ?? '').trim() !== '');
      const paragraph = position === 'first' ? paragraphs[0] : paragraphs[paragraphs.length - 1];
      if (!paragraph) throw new Error('no paragraph in this text');
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      let last: Text | undefined;
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        if (node.data.replace(/\uFEFF/g, '') !== '') last = node;
      }
      if (!last) throw new Error('no text in the paragraph');
      const selection = window.getSelection();
      if (apply) {
        const range = document.createRange();
        range.setStart(last, last.data.length);
        range.collapse(true);
        selection?.removeAllRanges();
        selection?.addRange(range);
      }
      return Boolean(selection?.isCollapsed && selection.anchorNode === last && selection.anchorOffset === last.data.length);
    },
    which,
  );
}

/** Selects a piece of text in the editor, as a staff member would with the mouse. */
export async function selectText(editor: Locator, text: string) {
  await holdSelection(
    editor,
    (element, { target: wanted, apply }) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        const at = node.data.indexOf(wanted);
        if (at < 0) continue;
        const selection = window.getSelection();
        if (apply) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + wanted.length);
          selection?.removeAllRanges();
          selection?.addRange(range);
        }
        return Boolean(
          selection?.rangeCount &&
          selection.toString() === wanted &&
          selection.anchorNode === node &&
          element.contains(selection.focusNode),
        );
      }
      throw new Error(`"${wanted}" is not in the text`);
    },
    text,
  );
}
