import path from 'node:path';
import type { Actions, GatsbyNode } from 'gatsby';
import { contactPaths, type ContactOutcome } from '../../site/routes';
import { i18nContext, isLanguage, languages, localizedPath } from '../../i18n/languages';
import { buildReview, reviewChangesPath } from '../../review/review-build';
import { isCompared, type PreviewReview } from '../../review/uncompared-review';

export const contentPageTemplate = path.resolve(__dirname, '../../templates/content-page.tsx');
export const contactResultTemplate = path.resolve(__dirname, '../../templates/contact-result-page.tsx');
export const reviewChangesTemplate = path.resolve(__dirname, '../../templates/review-changes-page.tsx');

export interface ContentPageNode {
  id: string;
  fields: { slug: string; language: string };
  frontmatter: { aliases?: readonly string[] | null };
  internal: { contentFilePath?: string | null };
}

/**
 * One page per MDX file: /<slug> for German, /en/<slug> for English, plus any aliases. Each page
 * carries the full i18n context so gatsby-plugin-react-i18next leaves it alone; without it the
 * plugin copies the German page to /en/... and serves German text there.
 */
export function createContentPages(nodes: readonly ContentPageNode[], createPage: Actions['createPage']): void {
  for (const node of nodes) {
    const { language, slug } = node.fields;
    if (!isLanguage(language)) continue;
    const canonicalPath = localizedPath(`/${slug}`, language);
    const originalPaths = [`/${slug}`, ...(node.frontmatter.aliases ?? [])];
    for (const originalPath of originalPaths) {
      createPage({
        path: localizedPath(originalPath, language),
        component: `${contentPageTemplate}?__contentFilePath=${node.internal.contentFilePath}`,
        context: { id: node.id, canonicalPath, ...i18nContext(originalPath, language) },
      });
    }
  }
}

/** The contact form's answers without JavaScript (/contact/sent, /en/contact/error …): one template, one page per outcome and language. */
export function createContactResultPages(createPage: Actions['createPage']): void {
  const outcomes: ContactOutcome[] = ['sent', 'error'];
  for (const outcome of outcomes) {
    const originalPath = contactPaths[outcome];
    for (const language of languages) {
      createPage({
        path: localizedPath(originalPath, language),
        component: contactResultTemplate,
        context: { outcome, ...i18nContext(originalPath, language) },
      });
    }
  }
}

/**
 * A deploy preview's "Änderungen in dieser Vorschau" in each language (src/review/). Other builds never
 * call this, so the template is not part of them at all.
 */
export function createReviewPages(review: PreviewReview, createPage: Actions['createPage']): void {
  for (const language of languages) {
    createPage({
      path: localizedPath(reviewChangesPath, language),
      component: reviewChangesTemplate,
      context: { review, ...i18nContext(reviewChangesPath, language) },
    });
  }
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, store }) => {
  const result = await graphql<{ allMdx: { nodes: ContentPageNode[] } }>(`
    query ContentPages {
      allMdx(filter: { fields: { kind: { eq: "page" } } }) {
        nodes {
          id
          fields {
            slug
            language
          }
          frontmatter {
            aliases
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the content pages', result.errors);
    return;
  }
  createContentPages(result.data.allMdx.nodes, actions.createPage);
  createContactResultPages(actions.createPage);
  const started = Date.now();
  const review = buildReview(store.getState().program.directory);
  if (review) {
    createReviewPages(review, actions.createPage);
    if (isCompared(review)) {
      reporter.info(
        `Deploy preview: ${review.entries.length} changed entries against ${review.base} (${review.baseCommit.slice(0, 7)}), compared in ${Date.now() - started} ms`,
      );
    } else {
      // The preview builds all the same; its changes page says why there is no list.
      reporter.warn(
        `Deploy preview: the changes could not be listed. ${review.reason.en}${review.detail ? ` (git: ${review.detail})` : ''}`,
      );
    }
  }
};
