import { css, ThemeProvider } from '@emotion/react';
import type { WrapPageElementBrowserArgs, WrapPageElementNodeArgs } from 'gatsby';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { LanguageProvider } from '../../i18n/LanguageContext';
import { isLanguage, languageOfPath, unlocalizedPath, type Language } from '../../i18n/languages';
import { useStoredLanguage } from '../../i18n/useStoredLanguage';
import { GlobalStyles } from '../../styles/GlobalStyles';
import { theme } from '../../styles/theme';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';
import { PageTransition } from './PageTransition';
import { ScrollOnOpen } from './ScrollOnOpen';

interface Props {
  path: string;
  hash: string;
  language: Language;
  children: ReactNode;
}

/** The frame around every page: header, the fading page, footer. */
export function PageWrapper({ path, hash, language, children }: Props) {
  const { t } = useTranslation();
  const originalPath = unlocalizedPath(path);
  useStoredLanguage(language, originalPath, hash);
  // Marks the page as interactive: buttons before this point do nothing (links still work).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <LanguageProvider language={language}>
        <GlobalStyles />
        <a css={skipLink} href="#main">
          {t('nav.skipToContent')}
        </a>
        <Header path={originalPath} hash={hash} />
        <PageTransition pageKey={path} isHome={originalPath === '/'}>
          <ScrollOnOpen hash={hash} />
          {children}
        </PageTransition>
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
