import { css } from '@emotion/react';
import { useTranslation } from '../../i18n/translation';
import { useLanguage } from '../../i18n/LanguageContext';
import { languages, localizedPath } from '../../i18n/languages';
import { theme } from '../../styles/theme';

/**
 * DE/EN as two links, so it works without JavaScript; the site script (src/islands/site/stored-language.ts)
 * also stores the choice, so a later visit to a German URL opens the English page.
 */
export function LanguageSwitch({ path, hash = '' }: { path: string; hash?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <div css={languageSwitch} role="group" aria-label={t('nav.language')} data-language-switch>
      {languages.map((language) => (
        <a
          key={language}
          href={`${localizedPath(path, language)}${hash}`}
          hrefLang={language}
          lang={language}
          aria-current={language === current ? 'true' : undefined}
        >
          {language.toUpperCase()}
        </a>
      ))}
    </div>
  );
}

const languageSwitch = css`
  display: inline-flex;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  padding: 2px;
  a {
    min-width: 2.75rem;
    min-height: 2.25rem;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border-radius: ${theme.radii.pill};
    font-weight: 600;
    font-size: ${theme.fontSizes.small};
    text-decoration: none;
    color: ${theme.colors.ink};
  }
  a[aria-current='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;
