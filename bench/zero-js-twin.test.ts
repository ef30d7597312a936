import { twinPrefixOf, withoutScripts } from './zero-js-twin';

describe('withoutScripts', () => {
  it('takes out every script a browser runs, inline or loaded, and script preloads', () => {
    const html = [
      '<html><head><link as="script" rel="preload" href="/app.js"><link rel="stylesheet" href="/a.css"></head><body>',
      '<main><h1>Angebot</h1></main>',
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/angebot";/*]]>*/</script>',
      '<script type="module" src="/m.js"></script><script src="/app.js" async></script>',
      '<script data-load-after-paint="/framework.js /app.js">(function(s){})()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '</body></html>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"></head><body><main><h1>Angebot</h1></main><script type="application/ld+json">{"@type":"Organization"}</script></body></html>',
    );
  });

  it('leaves a page without scripts as it is', () => {
    const html = '<p>Eine Beschreibung, kein <em>script</em>.</p>';
    expect(withoutScripts(html)).toBe(html);
  });
});

describe('twinPrefixOf', () => {
  it("names the twin's prefix and the twin's again, and none for the site's own pages", () => {
    expect(twinPrefixOf('/zero-js/en/team')).toBe('/zero-js');
    expect(twinPrefixOf('/zero-js')).toBe('/zero-js');
    expect(twinPrefixOf('/zero-js-again/')).toBe('/zero-js-again');
    expect(twinPrefixOf('/zero-js-again/contact')).toBe('/zero-js-again');
    expect(twinPrefixOf('/en/team')).toBeUndefined();
    expect(twinPrefixOf('/zero-jsx')).toBeUndefined();
  });
});
