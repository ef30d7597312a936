/**
 * bench/lighthouserc.cjs is read by Lighthouse CI, not by our code: these tests hold it to the
 * Chrome that Lighthouse CI launches, and check that its budgets fail what they should.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listedPagesInEveryLanguage } from '../src/site/site-routes';

// Under Jest, TypeScript is loaded by Jest's own module system (ts-jest): tsx's loader, which the
// config uses for the routes module, does not reach it.
// Inside a jest.mock factory, the file's imports are out of reach: jest.requireActual loads what it needs.
jest.mock('tsx/cjs/api', () => {
  const { dirname, resolve } = jest.requireActual<typeof import('node:path')>('node:path');
  return { require: (id: string, from: string) => jest.requireActual(resolve(dirname(from), id)) };
});

interface Config {
  ci: { collect: { url: string[]; settings: { chromeFlags: string; skipAudits?: string[] } }; assert: Record<string, unknown> };
}
/** The config as Lighthouse CI loads it, with these environment variables set. */
function config(env: Record<string, string> = {}): Config {
  let loaded: Config | undefined;
  const saved = { ...process.env };
  Object.assign(process.env, env);
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the CommonJS config for each environment
    loaded = require('./lighthouserc.cjs') as Config;
  });
  process.env = saved;
  return loaded!;
}

// Lighthouse CI's own lighthouse and the chrome-launcher that lighthouse uses.
const lhciLighthouse = path.dirname(
  require.resolve('lighthouse/package.json', { paths: [path.dirname(require.resolve('@lhci/cli/package.json'))] }),
);
const chromeLauncherFlags = require.resolve('chrome-launcher/dist/flags.js', { paths: [lhciLighthouse] });

const pathsOf = (urls: string[]) => urls.map((url) => new URL(url).pathname);

describe('lighthouserc.cjs', () => {
  it('measures every listed page of the routes module on the local build, each followed by its zero-JavaScript twin', () => {
    expect(pathsOf(config().ci.collect.url)).toEqual(listedPagesInEveryLanguage().flatMap((page) => [page, `/zero-js${page}`]));
    expect(pathsOf(config({ BENCH_PAGES: '/,/en/team' }).ci.collect.url)).toEqual(['/', '/zero-js/', '/en/team', '/zero-js/en/team']);
  });

  it('for the noise floor measures each twin twice, the second time under /zero-js-again, in either order', () => {
    expect(pathsOf(config({ BENCH_PAGES: '/,/en/team', BENCH_NOISE_FLOOR: '1' }).ci.collect.url)).toEqual([
      '/',
      '/zero-js/',
      '/zero-js-again/',
      '/en/team',
      '/zero-js/en/team',
      '/zero-js-again/en/team',
    ]);
    expect(pathsOf(config({ BENCH_PAGES: '/contact', BENCH_NOISE_FLOOR: '1', BENCH_REVERSED: '1' }).ci.collect.url)).toEqual([
      '/zero-js-again/contact',
      '/zero-js/contact',
      '/contact',
    ]);
  });

  it('measures a deployed site at its own address, without twins', () => {
    const urls = config({ BENCH_SITE_URL: 'https://deploy-preview-7--example.netlify.app/', BENCH_PAGES: '/,/en/team' }).ci.collect.url;
    expect(urls).toEqual(['https://deploy-preview-7--example.netlify.app/', 'https://deploy-preview-7--example.netlify.app/en/team']);
  });

  it('leaves "is-crawlable" out on Netlify previews only, which are kept out of search engines on purpose', () => {
    expect(config({ BENCH_SITE_URL: 'https://deploy-preview-7--example.netlify.app' }).ci.collect.settings.skipAudits).toEqual([
      'is-crawlable',
    ]);
    expect(config({ BENCH_SITE_URL: 'https://www.example.ch' }).ci.collect.settings.skipAudits).toBeUndefined();
    expect(config().ci.collect.settings.skipAudits).toBeUndefined();
  });

  it("keeps chrome-launcher's disabled features and adds the omnibox ones (Chrome honours only the last --disable-features)", async () => {
    // ESM only: imported, not required.
    const { DEFAULT_FLAGS } = (await import(pathToFileURL(chromeLauncherFlags).href)) as { DEFAULT_FLAGS: string[] };
    const flags = config().ci.collect.settings.chromeFlags.split(' ');
    const ours = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(ours).toHaveLength(1);
    const defaults = DEFAULT_FLAGS.find((flag) => flag.startsWith('--disable-features='))!
      .slice('--disable-features='.length)
      .split(',');
    expect(ours[0]!.slice('--disable-features='.length).split(',')).toEqual(expect.arrayContaining([...defaults, 'WebUIOmniboxPopup']));
  });
});

/** A report as Lighthouse writes it, with only what the budgets read. */
function report(url: string, figures: { performance?: number; lcp?: number; tbt?: number; cls?: number; script?: number } = {}) {
  const metric = (numericValue: number) => ({ id: '', score: 1, numericValue });
  return {
    finalUrl: url,
    requestedUrl: url,
    categories: Object.fromEntries(
      ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [
        id,
        { id, score: id === 'performance' ? (figures.performance ?? 1) : 1 },
      ]),
    ),
    audits: {
      'largest-contentful-paint': metric(figures.lcp ?? 700),
      'total-blocking-time': metric(figures.tbt ?? 10),
      'cumulative-layout-shift': metric(figures.cls ?? 0),
      'resource-summary': {
        id: 'resource-summary',
        score: null,
        details: { items: [{ resourceType: 'script', transferSize: figures.script ?? 100_000 }] },
      },
    },
  };
}

describe('the budgets', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Lighthouse CI's internal module has no types to import
  const { getAllAssertionResults } = require('@lhci/utils/src/assertions.js') as {
    getAllAssertionResults: (
      options: unknown,
      lhrs: unknown[],
    ) => { url: string; auditId: string; auditProperty?: string; actual: number }[];
  };
  const deployed = { BENCH_SITE_URL: 'https://www.example.ch' };
  const failuresOf = (lhrs: unknown[], env: Record<string, string> = {}) =>
    getAllAssertionResults(config(env).ci.assert, lhrs).map(
      (result) =>
        `${new URL(result.url).pathname} ${result.auditId}${result.auditProperty ? `:${result.auditProperty}` : ''} ${result.actual}`,
    );
  const page = 'http://127.0.0.1:9920/team';

  it('pass a page within every budget', () => {
    expect(failuresOf([report(page)])).toEqual([]);
    expect(failuresOf([report(page)], deployed)).toEqual([]);
  });

  it('judge the median of the runs: one slow run of five passes, three fail', () => {
    const tbts = [12, 300, 20, 31, 8];
    expect(
      failuresOf(
        tbts.map((tbt) => report(page, { tbt })),
        deployed,
      ),
    ).toEqual([]);
    expect(
      failuresOf(
        [300, 70, 60, 10, 20].map((tbt) => report(page, { tbt })),
        deployed,
      ),
    ).toEqual(['/team total-blocking-time 60']);
  });

  it('fail each figure over its budget; blocking time and LCP absolutely only on a deployed site', () => {
    const over = [report(page, { performance: 0.97, lcp: 1600, tbt: 60, cls: 0.02, script: 105_500 })];
    const local = ['/team categories:performance 0.97', '/team cumulative-layout-shift 0.02', '/team resource-summary:script.size 105500'];
    expect(failuresOf(over).sort()).toEqual(local.sort());
    // Locally `npm run bench` judges them against the twin (bench/lhci-results.ts).
    expect(failuresOf(over, deployed).sort()).toEqual(
      [...local, '/team largest-contentful-paint 1600', '/team total-blocking-time 60'].sort(),
    );
  });

  it('leave the zero-JavaScript twins unjudged', () => {
    const slow = { performance: 0.5, tbt: 500, lcp: 3000, cls: 0.2 };
    expect(failuresOf([report('http://127.0.0.1:9920/zero-js/team', slow)])).toEqual([]);
    expect(failuresOf([report('http://127.0.0.1:9920/zero-js-again/team', slow)])).toEqual([]);
    // A page of the site whose name merely starts like it is judged.
    expect(failuresOf([report('http://127.0.0.1:9920/zero-jsx', slow)])).toContain('/zero-jsx categories:performance 0.5');
  });
});
