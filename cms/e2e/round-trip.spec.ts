import {
  changedLines,
  cursorAtEndOfParagraph,
  expect,
  git,
  openCms,
  openCollection,
  publish,
  resetScratch,
  selectText,
  test,
  textEditor,
} from './cms-fixtures';

/**
 * Lossless: for every page and team member, a paragraph edited in rich-text mode changes that
 * paragraph and nothing else in either language's file, and taking the edit back leaves the
 * files byte for byte as they were.
 */
const entries = {
  Seiten: [
    'angebot',
    'cookies',
    'datenschutz',
    'erstgespraech-ablauf',
    'impressum',
    'interdisziplinaere-fallaufbereitung',
    'neurodivergent-coaching',
    'peer-to-peer',
    'potentialanalyse',
    'psychoeducation',
    'services',
    'terms-and-conditions',
  ],
  Team: ['team-david', 'team-jonas', 'team-lea', 'team-mara'],
} as const;

test.beforeAll(() => resetScratch());
// Twelve pages, each saved twice in a real browser: minutes, not seconds.
test.describe.configure({ timeout: 360_000 });

for (const [collection, slugs] of Object.entries(entries) as [keyof typeof entries, readonly string[]][]) {
  test(`${collection}: editing one paragraph changes only that paragraph, and undoing it restores every file`, async ({ page }) => {
    await openCms(page);
    const open = async (slug: string) => {
      const back = page.getByRole('link', { name: /Zurück zu allen/ });
      if (await back.isVisible()) await back.click();
      await openCollection(page, collection);
      await page.locator(`a[href$="/entries/${slug}/index"]`).click();
      await expect(textEditor(page, 'de')).toBeVisible();
    };
    for (const slug of slugs) {
      await open(slug);
      const editor = textEditor(page, 'de');
      await cursorAtEndOfParagraph(editor);
      await page.keyboard.type(' Probelauf');
      await publish(page);

      const lines = changedLines();
      expect(lines, `${slug}: one line out, the same line with the edit in`).toHaveLength(2);
      expect(lines[1]).toBe(`${lines[0]?.replace(/^-/, '+')} Probelauf`);
      expect(git('diff', '--name-only').trim()).toBe(`content/${collection === 'Team' ? 'team' : 'pages'}/${slug}/index.de.mdx`);

      // Opened again, as a staff member would the next day: the saved version is what it compares to.
      await open(slug);
      await selectText(editor, ' Probelauf');
      await page.keyboard.press('Backspace');
      await publish(page);
      expect(git('status', '--porcelain'), `${slug}: every file as it was`).toBe('');
    }
  });
}
