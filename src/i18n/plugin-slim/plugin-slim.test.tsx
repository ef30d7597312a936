import { renderToString } from 'react-dom/server';
import { useTranslation } from '../translation';

// What on-create-webpack-config.ts does for the plugin's code in every build stage.
jest.mock('i18next', () => jest.requireActual('./i18next'));
jest.mock('react-i18next', () => jest.requireActual('./react-i18next'));
jest.mock('outdent', () => jest.requireActual('./outdent'));

// Required after the jest.mock calls above, so the plugin loads with the slim modules in place.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { wrapPageElement } = require('gatsby-plugin-react-i18next/dist/plugin/wrapPageElement') as {
  wrapPageElement: (args: { element: JSX.Element; props: unknown }, options: object) => JSX.Element;
};

function Greeting() {
  const { t, language } = useTranslation();
  return (
    <p lang={language}>
      {t('hello', { name: 'Mia' })} / {t('fromGerman')} / {t('missing.key')}
    </p>
  );
}

const node = (language: string, data: object) => ({ node: { ns: 'translation', language, data: JSON.stringify(data) } });

function renderPage(language: string, edges: ReturnType<typeof node>[]): string {
  const i18n = { routed: language !== 'de', language, languages: ['de', 'en'], originalPath: '/', defaultLanguage: 'de', path: '/' };
  const element = wrapPageElement(
    { element: <Greeting />, props: { data: { locales: { edges } }, pageContext: { i18n }, location: { pathname: '/', search: '' } } },
    { localeJsonSourceName: 'locale', languages: ['de', 'en'], defaultLanguage: 'de', redirect: false, siteUrl: 'https://example.ch' },
  );
  return renderToString(element);
}

describe("gatsby-plugin-react-i18next's page wrapper with the stand-ins", () => {
  it("gives the page's texts in its language, with the default language as fallback", () => {
    const html = renderPage('en', [
      node('en', { hello: 'Hello {{name}}' }),
      node('de', { hello: 'Hallo {{name}}', fromGerman: 'Nur Deutsch' }),
    ]);
    expect(html).toBe('<p lang="en">Hello Mia<!-- --> / <!-- -->Nur Deutsch<!-- --> / <!-- -->missing.key</p>');
  });
  it('renders German pages in German', () => {
    expect(renderPage('de', [node('de', { hello: 'Hallo {{name}}' })])).toContain('Hallo Mia');
  });
});
