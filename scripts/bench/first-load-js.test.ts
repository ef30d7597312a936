import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSize, measureFirstLoadJs } from './first-load-js';

// A miniature Gatsby 5 site on loopback: app scripts in the HTML, the page's chunks in the mapping.
const chunkMapping = JSON.stringify({ app: ['/app.js'], 'component---team': ['/shared.js', '/team.js'], 'component---other': ['/other.js'] });
const inline = [`/*<![CDATA[*/window.pagePath="/team";/*]]>*/`, `window.___chunkMapping=${JSON.stringify(chunkMapping)};`];
const files: Record<string, string> = {
  '/team': `<html><body>${inline.map((text) => `<script>${text}</script>`).join('')}<script src="/runtime.js" async></script><script src="/app.js" async></script></body></html>`,
  '/page-data/team/page-data.json': JSON.stringify({ componentChunkName: 'component---team' }),
  '/page-data/en/page-data.json': JSON.stringify({ componentChunkName: 'component---other' }),
  '/runtime.js': 'var runtime = 1;'.repeat(20),
  '/app.js': 'var app = 2;'.repeat(200),
  '/shared.js': 'var shared = 3;'.repeat(50),
  '/team.js': 'var team = 4;'.repeat(30),
  '/other.js': 'never loaded',
};

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = files[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('measureFirstLoadJs', () => {
  it("adds up the HTML's scripts, its inline scripts and the page's chunks, each gzipped", async () => {
    const result = await measureFirstLoadJs(`${origin}/team`);
    expect(result.componentChunkName).toBe('component---team');
    expect(result.scripts.map(({ src, via }) => `${via} ${src}`)).toEqual(['html /runtime.js', 'html /app.js', 'page-chunk /shared.js', 'page-chunk /team.js']);
    expect(result.scripts[1]).toEqual({ src: '/app.js', via: 'html', bytes: files['/app.js']!.length, gzipBytes: gzipSize(files['/app.js']!) });
    expect(result.inline).toEqual({ count: 2, bytes: Buffer.byteLength(inline.join('')), gzipBytes: gzipSize(inline[0]!) + gzipSize(inline[1]!) });
    const total = result.scripts.reduce((sum, script) => sum + script.gzipBytes, 0) + result.inline.gzipBytes;
    expect(result.totalKb).toBe(Math.round(total / 100) / 10);
  });

  it("prefers webpack.stats.json's full chunk group over the chunk mapping", async () => {
    // The same page under /en, whose page data names the other template.
    files['/en'] = files['/team']!.replace('window.pagePath="/team"', 'window.pagePath="/en"');
    files['/webpack.stats.json'] = JSON.stringify({ namedChunkGroups: { 'component---other': { assets: [{ name: 'shared.js' }, { name: 'other.js' }] } } });
    try {
      const result = await measureFirstLoadJs(`${origin}/en`);
      expect(result.componentChunkName).toBe('component---other');
      expect(result.scripts.filter((script) => script.via === 'page-chunk').map((script) => script.src)).toEqual(['/shared.js', '/other.js']);
    } finally {
      delete files['/webpack.stats.json'];
    }
  });

  it('fails loudly when the page is missing', async () => {
    await expect(measureFirstLoadJs(`${origin}/missing`)).rejects.toThrow('answered 404');
  });
});
