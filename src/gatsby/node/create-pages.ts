import path from 'node:path';
import type { Actions, GatsbyNode } from 'gatsby';
import { contactPaths, type ContactOutcome } from '../../site/routes';
import { i18nContext, isLanguage, languages, localizedPath } from '../../i18n/languages';

export const contentPageTemplate = path.resolve(__dirname, '../../templates/content-page.tsx');
export const contactResultTemplate = path.resolve(__dirname, '../../templates/contact-result-page.tsx');

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

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
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
};
