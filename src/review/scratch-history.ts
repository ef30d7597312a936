import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareContent, type ContentReview } from './compare-content';

/**
 * A scratch git repository for the review's tests: a base commit with two pages, a team member,
 * company facts and interface texts, then one commit that changes a paragraph in German only, the
 * member's role in both languages, a company fact, adds a page and removes another, and moves a
 * third. Kept beside the module (not in e2e/) because product code never imports from there.
 */
function page(title: string, body: string): string {
  return `---\ntitle: ${title}\ndescription: ${title} in einem Satz.\n---\n\n${body}\n`;
}

function member(name: string, role: string, bio: string): string {
  return `---\nname: ${name}\nrole: ${role}\norder: 1\nphoto: photo.jpg\n---\n\n${bio}\n`;
}

const siteYaml = (email: string) =>
  [
    'company: Beispiel GmbH',
    'brand: Beispiel',
    'street: Riedstrasse 14',
    'postalCode: "8953"',
    'city: Dietikon',
    'country:',
    '  de: Schweiz',
    '  en: Switzerland',
    `email: ${email}`,
    'phone: +41 44 000 00 00',
    'registerId: CHE-000.000.000',
    'managingDirector: Lea Platzhalter',
    'responseTime:',
    '  de: innerhalb von zwei Arbeitstagen',
    '  en: within two working days',
    'siteUrl: https://www.example.ch',
    '',
  ].join('\n');

export const baseFiles: Record<string, string> = {
  'content/pages/psychoeducation/index.de.mdx': page(
    'Psychoedukation',
    '## Was ist Psychoedukation?\n\nWir erklären Neurodivergenz verständlich.\n\nDer zweite Absatz bleibt, wie er ist.\n\n* ADHS\n* Autismus',
  ),
  'content/pages/psychoeducation/index.en.mdx': page(
    'Psychoeducation',
    '## What is psychoeducation?\n\nWe explain neurodivergence clearly.\n\nThe second paragraph stays as it is.\n\n* ADHD\n* Autism',
  ),
  'content/pages/alt/index.de.mdx': page('Alte Seite', 'Diese Seite geht.'),
  'content/pages/alt/index.en.mdx': page('Old page', 'This page goes.'),
  'content/pages/workshops/index.de.mdx': page('Workshops', 'Workshops für Schulen und Firmen, mit vielen Beispielen aus dem Alltag.'),
  'content/pages/workshops/index.en.mdx': page('Workshops', 'Workshops for schools and companies, with many examples from everyday life.'),
  'content/team/team-lea/index.de.mdx': member('Lea Beispiel', 'Mentorin', 'Lea begleitet Jugendliche.'),
  'content/team/team-lea/index.en.mdx': member('Lea Beispiel', 'Mentor', 'Lea accompanies young people.'),
  'content/site.yaml': siteYaml('info@example.com'),
  'content/locales/de/translation.json': JSON.stringify({ nav: { home: 'Startseite' } }, null, 2),
  'content/locales/en/translation.json': JSON.stringify({ nav: { home: 'Home' } }, null, 2),
};

/** The pull request's change, on top of baseFiles: `null` removes a file. */
export const changedFiles: Record<string, string | null> = {
  'content/pages/psychoeducation/index.de.mdx': page(
    'Psychoedukation',
    '## Was ist Psychoedukation?\n\nWir erklären Neurodivergenz einfach und anschaulich.\n\nDer zweite Absatz bleibt, wie er ist.\n\n* ADHS\n* Autismus',
  ),
  'content/team/team-lea/index.de.mdx': member('Lea Beispiel', 'Leiterin Coaching', 'Lea begleitet Jugendliche.'),
  'content/team/team-lea/index.en.mdx': member('Lea Beispiel', 'Head of coaching', 'Lea accompanies young people.'),
  'content/site.yaml': siteYaml('hallo@example.com'),
  'content/pages/neu/index.de.mdx': page('Neue Seite', 'Ganz neu hier.'),
  'content/pages/neu/index.en.mdx': page('New page', 'Brand new here.'),
  'content/pages/alt/index.de.mdx': null,
  'content/pages/alt/index.en.mdx': null,
  'content/pages/workshops/index.de.mdx': null,
  'content/pages/workshops/index.en.mdx': null,
  'content/pages/workshops-fuer-schulen/index.de.mdx': baseFiles['content/pages/workshops/index.de.mdx'] ?? '',
  'content/pages/workshops-fuer-schulen/index.en.mdx': baseFiles['content/pages/workshops/index.en.mdx'] ?? '',
};

function write(root: string, files: Record<string, string | null>): void {
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    if (text === null) rmSync(full);
    else {
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
  }
}

/** Makes the repository (branch `main` = base, branch `change` checked out = the pull request); returns its folder. */
export function makeScratchHistory(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'review-history-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
      stdio: 'pipe',
    });
  git('init', '-q', '-b', 'main');
  write(root, baseFiles);
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  git('checkout', '-q', '-b', 'change');
  write(root, changedFiles);
  git('add', '-A');
  git('commit', '-q', '-m', 'change');
  return root;
}

/**
 * For a jest file: the scratch history made before its tests and removed after them, with the
 * review of it against `main`. Read `root` and `review` inside the tests (they are set by then).
 */
export function scratchReviewForTests(): { root: string; review: ContentReview } {
  const scratch = { root: '', review: undefined as unknown as ContentReview };
  beforeAll(() => {
    scratch.root = makeScratchHistory();
    scratch.review = compareContent(scratch.root, 'main');
  });
  afterAll(() => rmSync(scratch.root, { recursive: true, force: true }));
  return scratch;
}
