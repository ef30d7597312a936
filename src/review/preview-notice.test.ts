import { inlineScripts, inlineStyles } from '../gatsby/post-build/csp';
import type { ContentReview } from './compare-content';
import { pagePathOfFile, previewNotice, withoutPreviewNotice, withPreviewNotice } from './preview-notice';
import { scratchReviewForTests } from './scratch-history';
import { uncomparedReview } from './uncompared-review';

const scratch = scratchReviewForTests();

const page = '<html><head><title>x</title></head><body><div id="___gatsby"><main><p>Text</p></main></div></body></html>';

describe('the notice on changed pages', () => {
  it('goes on changed pages only, in the page language, linking to the entry on the changes page', () => {
    expect(previewNotice(scratch.review, '/psychoeducation')?.body).toContain(
      '<a href="/vorschau-aenderungen#page-psychoeducation">Alle Änderungen</a>',
    );
    expect(previewNotice(scratch.review, '/psychoeducation')?.body).toContain('Auf dieser Seite ist 1 Stelle geändert.');
    expect(previewNotice(scratch.review, '/en/team')?.body).toContain('<a href="/en/vorschau-aenderungen#team-team-lea">All changes</a>');
    expect(previewNotice(scratch.review, '/neu')?.body).toContain('Diese Seite ist neu in dieser Vorschau.');
    for (const unchanged of ['/en/psychoeducation', '/', '/impressum', '/alt', '/contact']) {
      expect(previewNotice(scratch.review, unchanged)).toBeUndefined();
      expect(withPreviewNotice(page, scratch.review, unchanged)).toBe(page);
    }
  });

  it('is one inline script and one style the CSP step hashes, and a later build takes it out again', () => {
    const html = withPreviewNotice(page, scratch.review, '/psychoeducation');
    expect(inlineScripts(html)).toHaveLength(1);
    expect(inlineScripts(html)[0]).toContain('"anchor":"aenderung-1"');
    expect(inlineStyles(html)).toHaveLength(1);
    expect(html.indexOf('id="review-notice"')).toBeGreaterThan(html.indexOf('</main></div>'));
    expect(withoutPreviewNotice(html)).toBe(page);
    expect(withPreviewNotice(withoutPreviewNotice(html), scratch.review, '/psychoeducation')).toBe(html);
  });

  it('keeps the page text out of the script tag: no "</script>" can end it early', () => {
    const tricky: ContentReview = {
      ...scratch.review,
      entries: scratch.review.entries.map((entry) =>
        entry.id === 'psychoeducation'
          ? {
              ...entry,
              languages: entry.languages.map((change) => ({
                ...change,
                blocks: change.blocks.map((block) => ({ ...block, after: '</script><b>', before: 'x' })),
              })),
            }
          : entry,
      ),
    };
    const html = withPreviewNotice(page, tricky, '/psychoeducation');
    expect(inlineScripts(html)[0]).toContain('\\u003c/script>\\u003cb>');
  });

  it('is on no page when the changes could not be listed', () => {
    const review = uncomparedReview('origin/main', (reasons) => reasons.noRemote('main'));
    for (const pagePath of ['/psychoeducation', '/en/team', '/neu', '/']) expect(withPreviewNotice(page, review, pagePath)).toBe(page);
  });

  it('knows the address of each built file', () => {
    expect(['index.html', 'en.html', 'team.html', 'en/team.html', 'contact/sent.html', 'en/index.html'].map(pagePathOfFile)).toEqual([
      '/',
      '/en',
      '/team',
      '/en/team',
      '/contact/sent',
      '/en',
    ]);
  });
});
