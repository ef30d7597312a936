import createCache from '@emotion/cache';
import { CacheProvider, css, Global, ThemeProvider } from '@emotion/react';
import { Component, type ReactNode } from 'react';
import { PageHeading, Prose } from '../../../src/components/PageHeading';
import { LanguageProvider } from '../../../src/i18n/LanguageContext';
import { languageName, type Language } from '../../../src/i18n/languages';
import { createTranslator, TranslationProvider } from '../../../src/i18n/translation';
import { defaultThemeCss } from '../../../src/styles/display-css';
import { GlobalStyles } from '../../../src/styles/GlobalStyles';
import { theme } from '../../../src/styles/theme';
import { MdxParseError, renderMdx } from './render-mdx';
import { interfaceTexts } from './site-data';

export interface PreviewEntry {
  title?: string;
  lead?: string;
  breadcrumb?: { label: string; to?: string }[];
  back?: { label: string; to: string };
  body?: string;
  /** Team members: shown as on the team card. */
  name?: string;
  role?: string;
  subtitle?: string;
}

/** Where the text cannot be read, in words a staff member can act on. */
function ParseProblem({ error }: { error: MdxParseError }) {
  return (
    <div role="alert" css={problem}>
      <strong>Diese Stelle kann die Website nicht lesen{error.line ? ` (Zeile ${error.line} des Textes)` : ''}:</strong> {error.message}.
      Ein «&lt;» oder «{'{'}» im Text ist meistens die Ursache: schreiben Sie z. B. «weniger als» statt «&lt;».
    </div>
  );
}

/** Renders the body; a text that cannot be parsed shows what is wrong instead of a blank page. */
class Body extends Component<{ text: string }, { error?: MdxParseError }> {
  override state: { error?: MdxParseError } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof MdxParseError ? error : new MdxParseError(String(error), undefined) };
  }

  override componentDidUpdate(previous: { text: string }) {
    if (previous.text !== this.props.text && this.state.error) this.setState({ error: undefined });
  }

  override render(): ReactNode {
    if (this.state.error) return <ParseProblem error={this.state.error} />;
    return renderMdx(this.props.text);
  }
}

function LanguageVersion({ language, entry }: { language: Language; entry: PreviewEntry }) {
  const title = entry.title ?? [entry.name, entry.role].filter(Boolean).join(' · ');
  return (
    <LanguageProvider language={language}>
      <TranslationProvider i18n={createTranslator(language, [interfaceTexts(language)])}>
        <section lang={language} aria-label={languageName(language, language)}>
          <p css={languageBadge}>{languageName(language, language)}</p>
          <PageHeading title={title} lead={entry.lead ?? entry.subtitle} breadcrumb={entry.breadcrumb} back={entry.back} />
          <Prose>
            <Body text={entry.body ?? ''} />
          </Prose>
        </section>
      </TranslationProvider>
    </LanguageProvider>
  );
}

/** The entry as the site shows it, German and English one below the other. */
export function SitePreview({ versions, document }: { versions: Partial<Record<Language, PreviewEntry>>; document: Document }) {
  const cache = createCache({ key: 'site', container: document.head });
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {/* The default theme only: the visitors' display settings and the system's preferences are the public pages' own. */}
        <Global styles={defaultThemeCss} />
        <GlobalStyles />
        {(Object.keys(versions) as Language[]).map((language) => {
          const entry = versions[language];
          return entry ? <LanguageVersion key={language} language={language} entry={entry} /> : null;
        })}
      </ThemeProvider>
    </CacheProvider>
  );
}

const languageBadge = css`
  display: inline-block;
  margin: ${theme.space.m} ${theme.space.m} 0;
  padding: ${theme.space.xs} ${theme.space.s};
  border-radius: ${theme.radii.s};
  background: ${theme.colors.ink};
  color: ${theme.colors.surface};
  font-size: ${theme.fontSizes.small};
  font-weight: 700;
`;

const problem = css`
  margin: ${theme.space.l} 0;
  padding: ${theme.space.l};
  border-left: 5px solid ${theme.colors.danger};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.dangerSurface};
  color: ${theme.colors.ink};
`;
