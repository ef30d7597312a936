import type { HeadFC } from 'gatsby';
import { localeText, type LocaleNodes } from '../../i18n/locale-text';
import type { I18nPageContext } from '../../i18n/languages';
import { isListed } from '../../site/routes';
import { Seo } from './Seo';

/**
 * The Head of an interface page whose title and description live in the locale files under
 * `<metaKey>.title` and `<metaKey>.description` (the key may depend on the page's context). Head
 * renders outside the i18n provider, so it reads the queried locales instead of calling
 * useTranslation(). Pages the routes module keeps out of search engines get noindex.
 */
export function pageHead<Context extends I18nPageContext>(
  metaKey: string | ((context: Context) => string),
): HeadFC<{ readonly locales: LocaleNodes }, Context> {
  return function Head({ data, pageContext, location }) {
    const key = typeof metaKey === 'string' ? metaKey : metaKey(pageContext);
    return (
      <Seo
        language={pageContext.language}
        path={location.pathname}
        title={localeText(data.locales, `${key}.title`)}
        description={localeText(data.locales, `${key}.description`)}
        noindex={!isListed(pageContext.i18n.originalPath)}
      />
    );
  };
}
