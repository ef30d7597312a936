/**
 * A base to compare this working tree with, for trying the deploy preview's review locally and for
 * its browser tests: a commit (on no branch) of this tree as it might have been before a staff
 * pull request, so that the tree as it is shows a paragraph of /psychoeducation changed in German
 * only, a team member's role changed in both languages, a company fact changed, a new page, a
 * removed page and a moved one. Prints the commit; nothing in the working tree or a branch changes.
 *
 *   CONTEXT=deploy-preview REVIEW_BASE=$(npx tsx scripts/review-demo-base.ts) npm run build
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** What the base had instead of today's files (null: the base did not have the file). */
export const demoBase: Record<string, string | null> = {
  'content/pages/psychoeducation/index.de.mdx': read('content/pages/psychoeducation/index.de.mdx').replace(
    'Wir erklären solche Fragen einfach und anschaulich.',
    'Wir erklären solche Fragen verständlich.',
  ),
  'content/team/team-mara/index.de.mdx': read('content/team/team-mara/index.de.mdx').replace(
    'role: Leitung Coaching & Psychologie',
    'role: Leitung Coaching',
  ),
  'content/team/team-mara/index.en.mdx': read('content/team/team-mara/index.en.mdx').replace(
    'role: Head of coaching and psychology',
    'role: Head of coaching',
  ),
  'content/site.yaml': read('content/site.yaml').replace('email: info@example.com', 'email: kontakt@example.com'),
  // Today's /erstgespraech-ablauf is new; /workshops is gone; /potentialanalyse was /potenzialanalyse.
  'content/pages/erstgespraech-ablauf/index.de.mdx': null,
  'content/pages/erstgespraech-ablauf/index.en.mdx': null,
  'content/pages/workshops/index.de.mdx':
    '---\ntitle: Workshops\ndescription: Workshops für Schulen.\n---\n\nWorkshops für Schulen und Firmen.\n',
  'content/pages/workshops/index.en.mdx':
    '---\ntitle: Workshops\ndescription: Workshops for schools.\n---\n\nWorkshops for schools and companies.\n',
  'content/pages/potentialanalyse/index.de.mdx': null,
  'content/pages/potentialanalyse/index.en.mdx': null,
  'content/pages/potenzialanalyse/index.de.mdx': read('content/pages/potentialanalyse/index.de.mdx'),
  'content/pages/potenzialanalyse/index.en.mdx': read('content/pages/potentialanalyse/index.en.mdx'),
};

/**
 * The base as a commit without parents: it shares no history with HEAD, so the comparison takes it
 * as it is (compare-content.ts's resolveBase falls back to the base itself).
 */
export function makeDemoBase(): string {
  const scratch = mkdtempSync(path.join(tmpdir(), 'review-demo-'));
  const env = { ...process.env, GIT_INDEX_FILE: path.join(scratch, 'index') };
  const git = (args: string[], input?: string) => execFileSync('git', args, { cwd: root, env, input, encoding: 'utf8' }).trim();
  try {
    git(['read-tree', 'HEAD']);
    for (const [file, text] of Object.entries(demoBase)) {
      if (text === null) git(['update-index', '--force-remove', file]);
      else git(['update-index', '--add', '--cacheinfo', `100644,${git(['hash-object', '-w', '--stdin'], text)},${file}`]);
    }
    const tree = git(['write-tree']);
    return git(['-c', 'user.name=Review demo', '-c', 'user.email=review@example.com', 'commit-tree', tree, '-m', 'Review demo base'], '');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (require.main === module) console.log(makeDemoBase());
