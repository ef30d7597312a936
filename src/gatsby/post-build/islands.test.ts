import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineScripts } from './csp';
import { buildIslands, compileHint, islandNamesOf, withIslands, type IslandBundles } from './islands';
import { loadScriptsAfterPaint, loaderScript } from './scripts-after-paint';

const bundles: IslandBundles = {
  site: '/islands/site-A.js',
  forms: {
    'de/contact-form': '/islands/forms-de-contact-form-B.js',
    'en/contact-form': '/islands/forms-en-contact-form-C.js',
    'de/consultation-request': '/islands/forms-de-consultation-request-D.js',
  },
};

// The tail of a page as Gatsby writes it (from a real build, shortened).
const gatsbyTail =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/team";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->\n' +
  '<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n          </script>\n' +
  '<script>window.___webpackCompilationHash="609b";</script><script src="/webpack-runtime-1.js" async></script>' +
  '<script src="/framework-2.js" async></script><script src="/app-3.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>';

const page = (lang: string, main: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><script>display()</script><link as="script" rel="preload" href="/app-3.js"/>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head><body><div id="___gatsby">${main}</div>${gatsbyTail}`;

const scriptSources = (html: string) => [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);

describe('withIslands', () => {
  it("takes Gatsby's runtime out of a page without a React island and loads the site island only, after the first paint", () => {
    const html = loadScriptsAfterPaint(withIslands(page('de', '<main><p>Text</p></main>'), bundles));
    expect(html).not.toMatch(/___chunkMapping|pagePath|___webpackCompilationHash|app-3\.js|framework-2|webpack-runtime/);
    expect(scriptSources(html)).toEqual([]);
    expect(html).toContain('<script data-load-after-paint="/islands/site-A.js">');
    // What stays: the head's own script and data, and the loader.
    expect(inlineScripts(html)).toEqual(['display()', loaderScript]);
    expect(html).toContain('application/ld+json');
  });

  it("names the forms' bundle of the page's language and islands on <html> where a React island is; only the site island loads after the first paint", () => {
    const english = loadScriptsAfterPaint(
      withIslands(page('en', '<div data-react-island="contact-form" data-island-props="{}"></div>'), bundles),
    );
    expect(scriptSources(english)).toEqual([]);
    expect(english).toContain('data-load-after-paint="/islands/site-A.js"');
    expect(english).toContain('<html data-forms-bundle="/islands/forms-en-contact-form-C.js" lang="en">');
    const german = withIslands(page('de', '<div data-react-island="contact-form"></div>'), bundles);
    expect(scriptSources(german)).toEqual(['/islands/site-A.js']);
    expect(german).toContain('<html data-forms-bundle="/islands/forms-de-contact-form-B.js" lang="de">');
    const request = withIslands(page('de', '<div data-react-island="consultation-request"></div>'), bundles);
    expect(request).toContain('<html data-forms-bundle="/islands/forms-de-consultation-request-D.js" lang="de">');
    expect(withIslands(page('de', '<main></main>'), bundles)).not.toContain('data-forms-bundle');
  });

  it('stops the build where a page has islands no bundle was built for, or an island the registry does not know', () => {
    expect(() => withIslands(page('en', '<div data-react-island="consultation-request"></div>'), bundles)).toThrow(
      "No forms' bundle was built for the islands consultation-request",
    );
    expect(() => islandNamesOf('<div data-react-island="booking-calendar"></div>')).toThrow('"booking-calendar"');
  });

  it('gives the same page when it runs again on its own output (Gatsby keeps unchanged pages between builds)', () => {
    const once = loadScriptsAfterPaint(withIslands(page('de', '<div data-react-island="consultation-request"></div>'), bundles));
    const newer: IslandBundles = {
      site: '/islands/site-Z.js',
      forms: { 'de/consultation-request': '/islands/forms-de-consultation-request-Y.js' },
    };
    const twice = loadScriptsAfterPaint(withIslands(once, newer));
    expect(twice).toBe(once.replace('site-A', 'site-Z').replace('consultation-request-D', 'consultation-request-Y'));
  });
});

describe('buildIslands', () => {
  const publicDir = mkdtempSync(path.join(os.tmpdir(), 'islands-'));
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
  const read = (address: string) => readFileSync(path.join(publicDir, address), 'utf8');

  it('bundles the forms with Preact, not React, one bundle per language and set of islands, each with the compile hint on its first line', async () => {
    const island = (language: string, name: string) => page(language, `<div data-react-island="${name}"></div>`);
    const built = await buildIslands(path.resolve(__dirname, '..', '..', '..'), publicDir, [
      island('de', 'contact-form'),
      island('en', 'contact-form'),
      island('de', 'consultation-request'),
      island('de', 'contact-form'),
      page('de', '<main><p>Text</p></main>'),
    ]);
    expect(Object.keys(built.forms).sort()).toEqual(['de/consultation-request', 'de/contact-form', 'en/contact-form']);
    for (const address of [built.site, ...Object.values(built.forms)]) {
      expect(address).toMatch(/^\/islands\/(site|forms-(de|en)-[a-z.-]+)-\w+\.js$/);
      expect(read(address).split('\n')[0]).toBe(compileHint);
    }
    for (const address of Object.values(built.forms)) {
      const code = read(address);
      // React DOM's production build names its error decoder in every bundle that holds it.
      expect(code).not.toContain('reactjs.org/docs/error-decoder');
      expect(code).toContain('data-react-island');
      // React, Emotion and both forms were 74 kB gzip.
      expect(gzipSync(code).length).toBeLessThan(45_000);
    }
    // A page's bundle holds its own islands' code: the free times are the request's.
    expect(read(built.forms['de/consultation-request']!)).toContain('data-free-times');
    expect(read(built.forms['de/contact-form']!)).not.toContain('data-free-times');
    // Each language's bundle carries its own texts (the request's "sending" state).
    expect(read(built.forms['de/contact-form']!)).toContain('Wird gesendet');
    expect(read(built.forms['de/contact-form']!)).not.toContain('Sending');
    expect(read(built.forms['en/contact-form']!)).toContain('Sending');
    expect(read(built.forms['en/contact-form']!)).not.toContain('Wird gesendet');
  }, 30_000);
});
