import { parseOptions } from './options';
import { internalRoutes, publicPages } from './pages';

describe('parseOptions', () => {
  it('defaults to a full run: build, 3 runs, every public page, 10 s at 4 connections', () => {
    expect(parseOptions([])).toEqual({ skipBuild: false, runs: 3, pages: publicPages, loadSeconds: 10, connections: 4, compress: true });
  });

  it('reads the quick-iteration flags, with a space or an equals sign', () => {
    expect(parseOptions(['--skip-build', '--runs', '1', '--pages', '/,/en, /team'])).toMatchObject({ skipBuild: true, runs: 1, pages: ['/', '/en', '/team'] });
    expect(parseOptions(['--compress'])).toMatchObject({ compress: true });
    expect(parseOptions(['--uncompressed'])).toMatchObject({ compress: false });
    expect(parseOptions(['--runs=5', '--load-seconds=2', '--connections=8'])).toMatchObject({ runs: 5, loadSeconds: 2, connections: 8 });
  });

  it('refuses unknown flags, bad numbers and page paths without a slash', () => {
    expect(() => parseOptions(['--fast'])).toThrow('unknown option --fast');
    expect(() => parseOptions(['--runs', '0'])).toThrow('--runs needs a whole number');
    expect(() => parseOptions(['--runs'])).toThrow('--runs needs a whole number');
    expect(() => parseOptions(['--pages', 'team'])).toThrow('--pages needs paths');
  });
});

describe('publicPages', () => {
  it('has every public route in German and English and leaves out the noindex pages', () => {
    expect(publicPages.slice(0, 4)).toEqual(['/', '/en', '/angebot', '/en/angebot']);
    expect(publicPages).toHaveLength(30);
    for (const internal of internalRoutes) {
      expect(publicPages.some((page) => page.endsWith(internal))).toBe(false);
    }
  });
});
