import type { Page } from '@playwright/test';
import { brokenWords } from './broken-words';
import { showChoices } from './display-choices';
import { measureReflow, reflowProblems } from './reflow';
import { displaySettings } from '../src/display/settings';

/**
 * Every word broken inside itself and every reflow problem of the page as it stands, at each text size with each
 * spacing of the display settings and at each of `widths`; the settings go back to their defaults after. For a page
 * reached by steps (a booking's page in one state, the request form's check step), which e2e/reflow.spec.ts's list of
 * addresses cannot open.
 */
export async function wordProblems(page: Page, state: string, widths: readonly number[], height = 800): Promise<string[]> {
  const problems: string[] = [];
  for (const textSize of displaySettings['text-size'])
    for (const spacing of displaySettings.spacing) {
      // A default is no attribute at all, as a visitor who never chose it has.
      await showChoices(page, { ...(textSize !== '100' && { 'text-size': textSize }), ...(spacing !== 'normal' && { spacing }) });
      for (const width of widths) {
        await page.setViewportSize({ width, height });
        const where = `${state} at ${width} px, ${textSize} % text, ${spacing} spacing`;
        for (const { shown } of await brokenWords(page)) problems.push(`a word broken inside itself: ${where}: ${shown}`);
        problems.push(...reflowProblems(where, await measureReflow(page)));
      }
    }
  await showChoices(page, {});
  return problems;
}
