import { css, ThemeProvider } from '@emotion/react';
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from 'gatsby';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { LanguageProvider } from '../../i18n/LanguageContext';
import { isLanguage, languageOfPath, unlocalizedPath, type Language } from '../../i18n/languages';
import { GlobalStyles } from '../../styles/GlobalStyles';
import { theme } from '../../styles/theme';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';

interface Props {
  path: string;
  hash: string;
  language: Language;
  children: ReactNode;
}

/**
 * The frame around every page: header, the page, footer. Rendered by the server only: in the
 * browser the site island (src/islands/site/) makes the header respond, and only a page's React
 * islands are hydrated (plugins/react-islands).
 */
export function PageWrapper({ path, hash, language, children }: Props) {
  const { t } = useTranslation();
  const originalPath = unlocalizedPath(path);
  return (
    <ThemeProvider theme={theme}>
      <LanguageProvider language={language}>
        <GlobalStyles />
        <a css={skipLink} href="#main">
          {t('nav.skipToContent')}
        </a>
        <Header path={originalPath} hash={hash} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </LanguageProvider>
    </ThemeProvider>
  );
}

type WrapArgs = WrapPageElementBrowserArgs | WrapPageElementNodeArgs;

function pageLanguage(pageContext: Record<string, unknown>, pathname: string): Language {
  return isLanguage(pageContext.language) ? pageContext.language : languageOfPath(pathname);
}

export const wrapPageElement = ({ element, props }: WrapArgs) => {
  const { pathname, hash } = props.location;
  return (
    <PageWrapper path={pathname} hash={hash} language={pageLanguage(props.pageContext as Record<string, unknown>, pathname)}>
      {element}
    </PageWrapper>
  );
};

const skipLink = css`
  position: absolute;
  left: ${theme.space.m};
  /* Above the window by its own height, however large the visitor's text makes it. */
  top: 0;
  transform: translateY(-100%);
  z-index: 100;
  padding: ${theme.space.s} ${theme.space.m};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.s};
  &:focus {
    transform: translateY(${theme.space.s});
  }
`;
