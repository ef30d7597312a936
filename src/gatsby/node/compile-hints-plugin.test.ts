import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { CompileHintsPlugin, compileHint, startupChunkFiles } from './compile-hints-plugin';

/** A tiny app shaped like Gatsby's: an `app` entry, a page template chunk and a lazy chunk. */
function writeApp(dir: string): void {
  writeFileSync(
    path.join(dir, 'entry.js'),
    [
      'export const marker = "entry-marker";',
      'import(/* webpackChunkName: "component---src-pages-index-tsx" */ "./page").then((m) => console.log(m.page));',
      'import(/* webpackChunkName: "transition" */ "./lazy").then((m) => console.log(m.lazy));',
      'console.log(marker);',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'page.js'), 'export const page = "page-marker";\n');
  writeFileSync(path.join(dir, 'lazy.js'), 'export const lazy = "lazy-marker";\n');
}

function compile(dir: string, out: string, plugins: webpack.WebpackPluginInstance[]): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { app: './entry.js' },
    output: { path: out, filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
    devtool: 'source-map',
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

const fileStartingWith = (out: string, prefix: string) => readdirSync(out).find((file) => file.startsWith(prefix) && file.endsWith('.js'))!;

describe('CompileHintsPlugin', () => {
  let dir: string;
  let out: string;
  let plainOut: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    writeApp(dir);
    out = path.join(dir, 'with-hints');
    plainOut = path.join(dir, 'without');
    await compile(dir, out, [new CompileHintsPlugin()]);
    await compile(dir, plainOut, []);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts the hint on the first line of the app entry and of page template chunks', () => {
    for (const prefix of ['app-', 'component---src-pages-index-tsx-']) {
      expect(readFileSync(path.join(out, fileStartingWith(out, prefix)), 'utf8').startsWith(compileHint)).toBe(true);
    }
  });

  it('leaves chunks that load later alone', () => {
    const lazy = readFileSync(path.join(out, fileStartingWith(out, 'transition-')), 'utf8');
    expect(lazy).toContain('lazy-marker');
    expect(lazy).not.toContain('allFunctionsCalledOnLoad');
  });

  it('changes nothing but the added first line, and shifts the source map by that line', () => {
    const hinted = fileStartingWith(out, 'app-');
    const plain = fileStartingWith(plainOut, 'app-');
    // Content hashes differ: the runtime names the page chunk, whose hash changed with its hint.
    const withoutHashes = (code: string) => code.replace(/[0-9a-f]{20}/g, 'HASH');
    const hintedCode = readFileSync(path.join(out, hinted), 'utf8');
    expect(withoutHashes(hintedCode.slice(compileHint.length))).toBe(withoutHashes(readFileSync(path.join(plainOut, plain), 'utf8')));
    const mappings = (dir: string, file: string) =>
      (JSON.parse(readFileSync(path.join(dir, `${file}.map`), 'utf8')) as { mappings: string }).mappings;
    // `;` ends a generated line: the hint's line maps to no source, every later line as before.
    expect(mappings(out, hinted)).toBe(`;${mappings(plainOut, plain)}`);
  });

  it('gives the hinted files new content hashes, so cached copies without the hint are not reused', () => {
    expect(fileStartingWith(out, 'app-')).not.toBe(fileStartingWith(plainOut, 'app-'));
    expect(fileStartingWith(out, 'transition-')).toBe(fileStartingWith(plainOut, 'transition-'));
  });
});

describe('startupChunkFiles', () => {
  const chunkGroup = (name: string | null, ...files: string[][]) => ({
    name,
    chunks: files.map((chunkFiles) => ({ files: new Set(chunkFiles) })),
  });

  it('lists the JavaScript of the app entry and of page templates, once each', () => {
    const compilation = {
      chunkGroups: [
        chunkGroup('app', ['webpack-runtime-1.js'], ['framework-2.js'], ['app-3.js', 'app-3.css']),
        chunkGroup('component---src-pages-team-tsx', ['shared-4.js'], ['component---src-pages-team-tsx-5.js']),
        chunkGroup('component---src-pages-index-tsx', ['shared-4.js'], ['component---src-pages-index-tsx-6.js']),
        chunkGroup(null, ['framer-motion-7.js']),
        chunkGroup('transition', ['transition-8.js']),
      ],
    } as unknown as Parameters<typeof startupChunkFiles>[0];
    expect([...startupChunkFiles(compilation)]).toEqual([
      'webpack-runtime-1.js',
      'framework-2.js',
      'app-3.js',
      'shared-4.js',
      'component---src-pages-team-tsx-5.js',
      'component---src-pages-index-tsx-6.js',
    ]);
  });
});
