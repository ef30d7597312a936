import { chunkGroupFiles, gatsbyChunkMapping, gatsbyCompilationHash, gatsbyPagePath, pageDataPath } from './gatsby-chunks';

// The inline scripts as Gatsby 5 writes them (whitespace included).
const loader = '/*<![CDATA[*/window.pagePath="/en/team";/*]]>*/';
const mapping = `
             window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"],\\"component---src-pages-team-tsx\\":[\\"/201-a.js\\",\\"/component---src-pages-team-tsx-2.js\\"]}";
          `;
const hash = 'window.___webpackCompilationHash="8c8a";';

describe('gatsbyPagePath', () => {
  it("reads the script loader's page path", () => {
    expect(gatsbyPagePath([hash, loader])).toBe('/en/team');
  });

  it('reads it when the compilation hash follows in the same script (Gatsby without slices)', () => {
    expect(gatsbyPagePath(['/*<![CDATA[*/window.pagePath="/";window.___webpackCompilationHash="8c8a";/*]]>*/'])).toBe('/');
  });

  it('is undefined for a page without it', () => {
    expect(gatsbyPagePath([hash])).toBeUndefined();
  });
});

describe('gatsbyCompilationHash', () => {
  it('reads the build hash, alone or after the page path', () => {
    expect(gatsbyCompilationHash([loader, hash])).toBe('8c8a');
    expect(gatsbyCompilationHash(['/*<![CDATA[*/window.pagePath="/";window.___webpackCompilationHash="77ab";/*]]>*/'])).toBe('77ab');
    expect(gatsbyCompilationHash([loader])).toBeUndefined();
  });
});

describe('gatsbyChunkMapping', () => {
  it('decodes the JSON string Gatsby 5 writes', () => {
    expect(gatsbyChunkMapping([loader, mapping])).toEqual({
      app: ['/app-1.js'],
      'component---src-pages-team-tsx': ['/201-a.js', '/component---src-pages-team-tsx-2.js'],
    });
  });

  it('accepts a plain object and drops entries that are not lists of files', () => {
    expect(gatsbyChunkMapping(['/*<![CDATA[*/window.___chunkMapping={"app":["/app.js"],"odd":3};/*]]>*/'])).toEqual({ app: ['/app.js'] });
  });

  it('is empty when missing or malformed', () => {
    expect(gatsbyChunkMapping([loader])).toEqual({});
    expect(gatsbyChunkMapping(['window.___chunkMapping="{not json";'])).toEqual({});
  });
});

describe('pageDataPath', () => {
  it("follows Gatsby's naming, the home page being index", () => {
    expect(pageDataPath('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataPath('/en')).toBe('/page-data/en/page-data.json');
    expect(pageDataPath('/en/team/')).toBe('/page-data/en/team/page-data.json');
  });
});

describe('chunkGroupFiles', () => {
  const stats = {
    namedChunkGroups: {
      'component---cookies': { assets: [{ name: '410fe-a.js' }, { name: 'component---cookies-b.js' }, { name: 'component---cookies-b.css' }] },
    },
  };

  it("lists the group's scripts, shared split chunks included, as root paths", () => {
    expect(chunkGroupFiles(stats, 'component---cookies')).toEqual(['/410fe-a.js', '/component---cookies-b.js']);
  });

  it('is empty for an unknown group or malformed stats', () => {
    expect(chunkGroupFiles(stats, 'component---other')).toEqual([]);
    expect(chunkGroupFiles(null, 'component---cookies')).toEqual([]);
    expect(chunkGroupFiles({ namedChunkGroups: 3 }, 'x')).toEqual([]);
  });
});
