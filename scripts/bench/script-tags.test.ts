import { gzipSync } from 'node:zlib';
import { gzipSize } from './first-load-js';
import { attribute, pageScripts } from './script-tags';

// Shaped like Gatsby 5's output: chunk scripts at the end of <body>, inline loader data before them.
const gatsbyPage = `<!DOCTYPE html><html lang="de"><head>
<link as="script" rel="preload" href="/webpack-runtime-abc.js"/>
<script type="application/ld+json">{"@type":"ProfessionalService"}</script>
</head><body><div id="___gatsby"></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/team/";/*]]>*/</script>
<script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/</script>
<script src="/webpack-runtime-abc.js" async></script><script src="/framework-def.js" async></script>
<script src='/app-123.js' async></script>
</body></html>`;

describe('pageScripts', () => {
  it('finds the chunk scripts in order and the inline scripts, not JSON-LD nor preload links', () => {
    const scripts = pageScripts(gatsbyPage);
    expect(scripts.sources).toEqual(['/webpack-runtime-abc.js', '/framework-def.js', '/app-123.js']);
    expect(scripts.inline).toEqual(['/*<![CDATA[*/window.pagePath="/team/";/*]]>*/', '/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/']);
  });

  it('counts the scripts the after-paint loader starts, and the loader itself as inline script', () => {
    const html = '<script src="/a.js" async></script><script data-load-after-paint="/runtime.js /app.js /a.js">load()</script>';
    expect(pageScripts(html)).toEqual({ sources: ['/a.js', '/runtime.js', '/app.js'], inline: ['load()'] });
  });

  it('counts a script loaded twice once', () => {
    expect(pageScripts('<script src="/a.js"></script><script src="/a.js" async></script>').sources).toEqual(['/a.js']);
  });

  it('counts modules and explicit JavaScript types, skips nomodule, data and empty scripts', () => {
    const html = [
      '<script type="module" src="/m.js"></script>',
      '<script type="text/javascript">a()</script>',
      '<script nomodule src="/legacy.js"></script>',
      '<script type="application/json">{"a":1}</script>',
      '<script type="text/template"><p></p></script>',
      '<script>  </script>',
      '<SCRIPT SRC=/upper.js></SCRIPT>',
    ].join('\n');
    expect(pageScripts(html)).toEqual({ sources: ['/m.js', '/upper.js'], inline: ['a()'] });
  });

  it('finds nothing in a page without scripts', () => {
    expect(pageScripts('<html><body><p>script</p></body></html>')).toEqual({ sources: [], inline: [] });
  });
});

describe('attribute', () => {
  it('reads quoted, unquoted and bare attributes and ignores lookalike names', () => {
    expect(attribute(' src="/a.js" async', 'src')).toBe('/a.js');
    expect(attribute(" src='/b.js'", 'src')).toBe('/b.js');
    expect(attribute(' src=/c.js async', 'src')).toBe('/c.js');
    expect(attribute(' async nomodule', 'nomodule')).toBe('');
    expect(attribute(' data-src="/d.js"', 'src')).toBeNull();
  });
});

describe('gzipSize', () => {
  it('is the size of level 9 gzip', () => {
    const text = 'window.pagePath="/team/";'.repeat(50);
    expect(gzipSize(text)).toBe(gzipSync(text, { level: 9 }).byteLength);
    expect(gzipSize(text)).toBeLessThan(Buffer.byteLength(text));
  });
});
