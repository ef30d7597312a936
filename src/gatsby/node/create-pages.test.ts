import {
  contactResultTemplate,
  createContactResultPages,
  createContentPages,
  contentPageTemplate,
  type ContentPageNode,
} from './create-pages';

const node = (slug: string, language: string, aliases: string[] | null = null): ContentPageNode => ({
  id: `${slug}-${language}`,
  fields: { slug, language },
  frontmatter: { aliases },
  internal: { contentFilePath: `/site/content/pages/${slug}/index.${language}.mdx` },
});

describe('createContentPages', () => {
  it('creates German pages unprefixed and English pages under /en, each with the full i18n context', () => {
    const createPage = jest.fn();
    createContentPages([node('impressum', 'de'), node('impressum', 'en')], createPage);
    expect(createPage).toHaveBeenCalledTimes(2);
    const [german, english] = createPage.mock.calls.map(([page]) => page);
    expect(german.path).toBe('/impressum');
    expect(english.path).toBe('/en/impressum');
    expect(english.component).toBe(`${contentPageTemplate}?__contentFilePath=/site/content/pages/impressum/index.en.mdx`);
    // Without `i18n` in the context the plugin would copy the German page over /en/impressum.
    expect(english.context).toEqual({
      id: 'impressum-en',
      canonicalPath: '/en/impressum',
      language: 'en',
      i18n: expect.objectContaining({ language: 'en', routed: true, originalPath: '/impressum', path: '/en/impressum' }),
    });
    expect(german.context.i18n).toEqual(expect.objectContaining({ language: 'de', routed: false }));
  });

  it('serves aliases as the same page with the canonical path of the real one', () => {
    const createPage = jest.fn();
    createContentPages([node('interdisziplinaere-fallaufbereitung', 'en', ['/fallaufbereitung'])], createPage);
    const paths = createPage.mock.calls.map(([page]) => [page.path, page.context.canonicalPath]);
    expect(paths).toEqual([
      ['/en/interdisziplinaere-fallaufbereitung', '/en/interdisziplinaere-fallaufbereitung'],
      ['/en/fallaufbereitung', '/en/interdisziplinaere-fallaufbereitung'],
    ]);
  });

  it('skips files in a language the site does not have', () => {
    const createPage = jest.fn();
    createContentPages([node('impressum', 'fr')], createPage);
    expect(createPage).not.toHaveBeenCalled();
  });
});

describe('createContactResultPages', () => {
  it('creates both answers of a form post in both languages from one template, each knowing its outcome', () => {
    const createPage = jest.fn();
    createContactResultPages(createPage);
    const pages = createPage.mock.calls.map(([page]) => [page.path, page.component, page.context.outcome, page.context.i18n.originalPath]);
    expect(pages).toEqual([
      ['/contact/sent', contactResultTemplate, 'sent', '/contact/sent'],
      ['/en/contact/sent', contactResultTemplate, 'sent', '/contact/sent'],
      ['/contact/error', contactResultTemplate, 'error', '/contact/error'],
      ['/en/contact/error', contactResultTemplate, 'error', '/contact/error'],
    ]);
  });
});
