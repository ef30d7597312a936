import type { Actions } from 'gatsby';
import { createReviewPages, reviewChangesTemplate } from './create-pages';
import { buildReview, isReviewBuild } from '../../review/review-build';

describe('createReviewPages', () => {
  it('creates the changes page in each language, with the review and the i18n context', () => {
    const created: Parameters<Actions['createPage']>[0][] = [];
    const review = { base: 'main', baseCommit: 'abc', entries: [] };
    createReviewPages(review, (page) => void created.push(page));
    expect(
      created.map((page) => [page.path, page.component === reviewChangesTemplate, (page.context as { language: string }).language]),
    ).toEqual([
      ['/vorschau-aenderungen', true, 'de'],
      ['/en/vorschau-aenderungen', true, 'en'],
    ]);
    expect(created[1]?.context).toMatchObject({ review, i18n: { originalPath: '/vorschau-aenderungen', routed: true } });
  });

  it("is a deploy preview only in Netlify's deploy-preview context: other builds compare nothing", () => {
    expect(isReviewBuild({ CONTEXT: 'deploy-preview' })).toBe(true);
    for (const CONTEXT of ['production', 'branch-deploy', 'dev', undefined]) {
      expect(isReviewBuild({ CONTEXT })).toBe(false);
      expect(buildReview('/nonexistent', { CONTEXT, REVIEW_BASE: 'main' })).toBeUndefined();
    }
  });
});
