import type { HeadFC } from 'gatsby';
import { localeText, type LocaleNodes } from '../../i18n/locale-text';
import type { I18nPageContext } from '../../i18n/languages';
import { Seo } from './Seo';

/**
 * The Head of an interface page whose title and description live in the locale files under
 * `<metaKey>.title` and `<metaKey>.description`. Head renders outside the i18n provider, so it reads
 * the queried locales instead of calling useTranslation().
 */
export function pageHead(metaKey: string, options: { noindex?: boolean } = {}): HeadFC<{ readonly locales: LocaleNodes }, I18nPageContext> {
  return function Head({ data, pageContext, location }) {
    return (
      <Seo
        language={pageContext.language}
        path={location.pathname}
        title={localeText(data.locales, `${metaKey}.title`)}
        description={localeText(data.locales, `${metaKey}.description`)}
        noindex={options.noindex}
      />
    );
  };
}
