import { runInNewContext } from 'node:vm';
import { loadScriptsAfterPaint, loaderScript } from './scripts-after-paint';

const gatsbyTail =
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/en";/*]]>*/</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script></body></html>';

describe('loadScriptsAfterPaint', () => {
  it('replaces the async script tags with one loader that lists them in order', () => {
    const html = loadScriptsAfterPaint(gatsbyTail);
    expect(html).not.toMatch(/<script src=/);
    expect(html.match(/<script data-load-after-paint="\/webpack-runtime-1.js \/framework-2.js \/app-3.js">/g)).toHaveLength(1);
    expect(html).toContain('window.pagePath="/en"');
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('leaves a page without async scripts alone, so a second run changes nothing', () => {
    const once = loadScriptsAfterPaint(gatsbyTail);
    expect(loadScriptsAfterPaint(once)).toBe(once);
    expect(loadScriptsAfterPaint('<p>no scripts</p>')).toBe('<p>no scripts</p>');
  });

  // The loader in a minimal fake browser: which scripts does it add, and when?
  function runLoader(paintSupported: boolean) {
    const appended: string[] = [];
    const timers: (() => void)[] = [];
    const frames: (() => void)[] = [];
    let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = paintSupported ? ['paint', 'navigation'] : ['navigation'];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    }
    const element = { src: '' };
    runInNewContext(loaderScript, {
      window: { PerformanceObserver: FakeObserver },
      PerformanceObserver: FakeObserver,
      document: {
        currentScript: { getAttribute: () => '/a.js /b.js' },
        createElement: () => ({ ...element }),
        body: { appendChild: (script: { src: string }) => appended.push(script.src) },
      },
      setTimeout: (callback: () => void) => timers.push(callback),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
    });
    const paint = (name: string) => observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
    return { appended, timers, frames, paint };
  }

  it('loads the scripts once, after the first contentful paint', () => {
    const browser = runLoader(true);
    expect(browser.appended).toEqual([]);
    browser.paint('first-paint');
    browser.paint('first-contentful-paint');
    // The safety timer (first) and the post-paint timer (second) both call the same loader.
    expect(browser.timers).toHaveLength(2);
    browser.timers[1]!();
    expect(browser.appended).toEqual(['/a.js', '/b.js']);
    browser.timers[0]!();
    expect(browser.appended).toEqual(['/a.js', '/b.js']);
  });

  it('falls back to the next frame where paint timing is missing', () => {
    const browser = runLoader(false);
    expect(browser.frames).toHaveLength(1);
    browser.frames[0]!();
    browser.timers[browser.timers.length - 1]!();
    expect(browser.appended).toEqual(['/a.js', '/b.js']);
  });
});
