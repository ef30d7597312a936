import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildPageScripts, compileHint, islandNames, islandsSourceFolder, serverOnlyTextNamespaces } from './build-scripts';
import type { PageScripts } from '../../src/islands/island-files';

const projectDir = path.resolve(__dirname, '..', '..');

describe('the islands are the files of src/islands/react/', () => {
  it.each(readdirSync(path.join(projectDir, islandsSourceFolder)))('%s makes the island its file names', (file) => {
    const source = readFileSync(path.join(projectDir, islandsSourceFolder, file), 'utf8');
    expect(/export default reactIsland\('([^']+)'/.exec(source)?.[1]).toBe(file.replace(/\.tsx$/, ''));
  });
});

describe('buildPageScripts', () => {
  const publicDir = mkdtempSync(path.join(os.tmpdir(), 'islands-'));
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
  const read = (address: string) => readFileSync(path.join(publicDir, address), 'utf8');
  let built: PageScripts;
  beforeAll(async () => {
    built = await buildPageScripts(projectDir, publicDir);
  }, 60_000);

  it('writes the site script and a module list for the runtime, every island and every language, each with the compile hint first', async () => {
    expect(Object.keys(built.islands.islands)).toEqual(await islandNames(projectDir));
    expect(Object.keys(built.islands.islands)).toEqual(['consultation-request', 'contact-form', 'contact-result', 'request-next-steps']);
    expect(Object.keys(built.islands.texts)).toEqual(['de', 'en']);
    expect(built.site).toMatch(/^\/islands\/site-\w+\.js$/);
    expect(built.islands.runtime[0]).toMatch(/^\/islands\/hydrate-island-\w+\.js$/);
    expect(built.islands.islands['contact-form']![0]).toMatch(/^\/islands\/island-contact-form-\w+\.js$/);
    const addresses = [
      built.site,
      ...built.islands.runtime,
      ...Object.values(built.islands.islands).flat(),
      ...Object.values(built.islands.texts).flat(),
    ];
    for (const address of addresses) expect(read(address).split('\n')[0]).toBe(compileHint);
  });

  it('runs the islands on Preact, not React, with Preact in one chunk they share', () => {
    const modules = readdirSync(path.join(publicDir, 'islands')).map((file) => read(`/islands/${file}`));
    // React DOM's production build names its error decoder in every file that holds it.
    expect(modules.filter((code) => code.includes('reactjs.org/docs/error-decoder'))).toEqual([]);
    // Preact's own property names (`__k`: a tree's children) are kept in its minified code.
    const preact = readdirSync(path.join(publicDir, 'islands')).filter((file) => /\.__k\b/.test(read(`/islands/${file}`)));
    expect(preact).toHaveLength(1);
    expect(preact[0]).toMatch(/^shared-/);
    for (const island of Object.values(built.islands.islands)) expect(island).toContain(`/islands/${preact[0]}`);
    expect(built.islands.runtime).toContain(`/islands/${preact[0]}`);
  });

  it('gives each island its own code and each language its own texts; the site script imports none of them', () => {
    const closure = (addresses: string[]) => addresses.map(read).join('\n');
    expect(closure(built.islands.islands['consultation-request']!)).toContain('data-free-times');
    expect(closure(built.islands.islands['contact-form']!)).not.toContain('data-free-times');
    expect(closure(built.islands.texts.de!)).toContain('Wird gesendet');
    expect(closure(built.islands.texts.de!)).not.toContain('Sending');
    expect(closure(built.islands.texts.en!)).toContain('Sending');
    // The booking page's texts are the functions': not downloaded with the forms, and no island asks for them.
    expect(closure(built.islands.texts.de!)).not.toContain('SMS aus');
    for (const name of Object.keys(built.islands.islands))
      expect(closure(built.islands.islands[name]!)).not.toMatch(new RegExp(`["'\`](${serverOnlyTextNamespaces.join('|')})\\.`));
    const site = read(built.site);
    expect(site).not.toContain('/islands/');
    // The site script is a few kB on every page: the frame's controls and <react-island>.
    expect(gzipSync(site).length).toBeLessThan(3_500);
  });

  it('keeps the request, with everything it imports and its texts, under the 74 kB gzip it was with React', () => {
    const request = [...built.islands.runtime, ...built.islands.islands['consultation-request']!, ...built.islands.texts.de!];
    const bytes = [...new Set(request)].reduce((sum, address) => sum + gzipSync(read(address)).length, 0);
    // Issue 69's budget: at most 2 kB more than the 47,869 bytes the request was before its reminders and SMS.
    expect(bytes).toBeLessThan(47_869 + 2_048);
  });
});
