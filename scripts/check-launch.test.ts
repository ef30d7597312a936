import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'smol-toml';

/**
 * The launch check as Netlify runs it: netlify.toml's build command, through package.json's build
 * script up to Gatsby (two full Gatsby builds would take minutes here), in a scratch copy of the
 * project with CONTEXT set the way Netlify sets it per deploy context.
 */
const projectRoot = path.join(__dirname, '..');
const copied = ['content', 'static', 'scripts', 'src', 'netlify', 'package.json', 'tsconfig.json', 'netlify.toml', '.nvmrc', '.npmrc'];
const scratchDirs: string[] = [];

afterAll(() => scratchDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function scratchProject(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'launch-check-'));
  scratchDirs.push(dir);
  for (const name of copied) cpSync(path.join(projectRoot, name), path.join(dir, name), { recursive: true });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** The commands `npm run build` runs before Gatsby starts, as netlify.toml's command reaches them. */
function commandsBeforeGatsby(dir: string): string {
  const netlify = parse(readFileSync(path.join(dir, 'netlify.toml'), 'utf8')) as { build: { command: string } };
  expect(netlify.build.command).toBe('npm run build');
  const scripts = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const steps = (scripts.build ?? '').split(' && ');
  const gatsby = steps.findIndex((step) => /\bgatsby build\b/.test(step));
  expect(gatsby).toBeGreaterThan(0);
  return steps.slice(0, gatsby).join(' && ');
}

function build(dir: string, context?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.CONTEXT;
  if (context) env.CONTEXT = context;
  return spawnSync('sh', ['-c', commandsBeforeGatsby(dir)], { cwd: dir, env, encoding: 'utf8' });
}

/** Today's content with every stand-in replaced by a real-looking value. */
function realLookingProject(): string {
  const dir = scratchProject();
  const edit = (file: string, change: (text: string) => string) => {
    const absolute = path.join(dir, file);
    writeFileSync(absolute, change(readFileSync(absolute, 'utf8')));
  };
  edit('content/site.yaml', (text) =>
    text
      .replace(/^email: .*$/m, 'email: hallo@kompetenz-neurodivergenz.ch')
      .replace(/^phone: .*$/m, 'phone: +41 44 741 23 58')
      .replace(/^registerId: .*$/m, 'registerId: CHE-123.456.789')
      .replace(/^managingDirector: .*$/m, 'managingDirector: Andrea Keller')
      .replace(/^siteUrl: .*$/m, 'siteUrl: https://www.kompetenz-neurodivergenz.ch')
      .replace(/^placeholders:\n(?: {2}- .*\n)*/m, ''),
  );
  for (const member of readdirSync(path.join(dir, 'content/team'))) {
    for (const language of ['de', 'en']) {
      edit(`content/team/${member}/index.${language}.mdx`, (text) =>
        text
          .replace(/^placeholder: true$/m, 'placeholder: false')
          .replace(/(Muster|Beispiel|Platzhalter|Vorlage)/g, 'Keller')
          .replace(/@example\.com/g, '@kompetenz-neurodivergenz.ch')
          .replace(/in\/example-/g, 'in/keller-'),
      );
    }
    // Any other bytes than the generated portrait's: a real photo as far as the check can tell.
    edit(`content/team/${member}/photo.jpg`, (text) => `${text}real`);
  }
  for (const language of ['de', 'en']) edit(`content/pages/services/index.${language}.mdx`, (text) => text.replace(/ placeholder>/g, '>'));
  for (const pdf of ['static/agb.pdf', 'static/gct.pdf'])
    edit(pdf, (text) => text.replace(/scripts\/make-placeholder-assets\.ts/g, 'Reviewed terms'));
  edit('content/booking.yaml', (text) => `${text}meetingLink: https://meet.jit.si/keller-erstgespraech\n`);
  return dir;
}

describe('the launch check in the build command (npm run build, as netlify.toml calls it)', () => {
  it("fails Netlify's production build on today's content, naming every stand-in as file:line", () => {
    const result = build(scratchProject(), 'production');
    expect(result.status).not.toBe(0);
    const listed = result.stderr.split('\n').filter((line) => /^[\w./-]+:\d+: /.test(line));
    // Today: 11 company facts, 8 team files, 4 invented testimonials, 4 portraits, 2 PDFs, online times without a video room.
    expect(listed).toHaveLength(30);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/site\.yaml:9: "email" .*stand-in/),
        expect.stringMatching(/^content\/site\.yaml:10: "phone" /),
        expect.stringMatching(/^content\/team\/team-lea\/index\.de\.mdx:\d+: team member "Lea Platzhalter" is a stand-in/),
        expect.stringMatching(/^content\/team\/team-mara\/photo\.jpg:1: a generated placeholder/),
        expect.stringMatching(/^content\/pages\/services\/index\.en\.mdx:\d+: an invented testimonial/),
        expect.stringMatching(/^static\/agb\.pdf:1: a generated placeholder/),
        expect.stringMatching(/^content\/booking\.yaml:\d+: online times are offered .* but no video room is set/),
      ]),
    );
    expect(result.stderr).toMatch(/30 placeholders must be replaced before the site goes live/);
  });

  it('builds a deploy preview and lists the stand-ins as warnings', () => {
    for (const context of ['deploy-preview', undefined]) {
      const result = build(scratchProject(), context);
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^content\/site\.yaml:9: warning: "email"/m);
      expect(result.stdout).toMatch(/30 placeholders left\. This build goes on/);
    }
  });

  it('passes the production build once every stand-in is replaced by a real-looking value', () => {
    const result = build(realLookingProject(), 'production');
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/Launch check: no placeholders left\./);
    expect(result.status).toBe(0);
  });

  it('refuses online times without a video room, at the first window that offers them; times only in Dietikon need none', () => {
    const dir = realLookingProject();
    const settings = path.join(dir, 'content/booking.yaml');
    const withRoom = readFileSync(settings, 'utf8');
    writeFileSync(settings, withRoom.replace(/^meetingLink: .*\n/m, ''));
    const refused = build(dir, 'production');
    expect(refused.status).not.toBe(0);
    const firstOnline = withRoom.split('\n').findIndex((line) => /^\s+- online$/.test(line)) + 1;
    expect(firstOnline).toBeGreaterThan(0);
    expect(refused.stderr).toContain(
      `content/booking.yaml:${firstOnline}: online times are offered (3 windows with the place online) but no video room is set: ` +
        'put the practice\'s video room (https://…) in "meetingLink" («Link für Online-Gespräche» in the CMS under Einstellungen), or offer these windows in Dietikon only',
    );
    expect(refused.stderr).toMatch(/1 placeholder must be replaced/);
    writeFileSync(settings, withRoom.replace(/^meetingLink: .*\n/m, '').replace(/- online$/gm, '- dietikon'));
    expect(build(dir, 'production').status).toBe(0);
  });

  it('still catches an obvious example value nobody marked, and an unmarked note in a page', () => {
    const dir = realLookingProject();
    const site = path.join(dir, 'content/site.yaml');
    writeFileSync(site, readFileSync(site, 'utf8').replace(/^phone: .*$/m, 'phone: +41 44 000 00 00'));
    const page = path.join(dir, 'content/pages/angebot/index.de.mdx');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\n{/* PLATZHALTER: Preisliste folgt */}\n`);
    const result = build(dir, 'production');
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/^content\/site\.yaml:10: "phone" \(Telefonnummer\) is still a made-up number/m);
    expect(result.stderr).toMatch(/^content\/pages\/angebot\/index\.de\.mdx:\d+: marked as a stand-in: Preisliste folgt/m);
    expect(result.stderr).toMatch(/2 placeholders must be replaced/);
  });
});
