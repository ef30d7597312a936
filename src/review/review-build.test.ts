import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildReview } from './review-build';
import { makeScratchHistory } from './scratch-history';

/**
 * The deploy preview's comparison in the checkouts a build meets, each a real git repository: it
 * never fails the build, and when it cannot compare, the review says why.
 */
jest.setTimeout(30_000);

const preview = { CONTEXT: 'deploy-preview' };
const folders: string[] = [];

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

/** The scratch history as the pull request's origin (its HEAD is the branch `change`). */
function origin(): string {
  const root = makeScratchHistory();
  folders.push(root);
  return root;
}

/** A clone of `source` (`git clone <options> <source>`), checked out on the pull request's branch. */
function cloneOf(source: string, ...options: string[]): string {
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'review-clone-')), 'clone');
  folders.push(path.dirname(target));
  git(tmpdir(), 'clone', '-q', ...options, source, target);
  return target;
}

/** The review, which must come back rather than throw. */
function reviewOf(root: string, env: Record<string, string> = preview) {
  let review: ReturnType<typeof buildReview>;
  expect(() => (review = buildReview(root, { ...preview, ...env }))).not.toThrow();
  return review;
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('buildReview when it cannot compare', () => {
  it('says so for a checkout without a remote, whose base cannot be fetched', () => {
    const review = reviewOf(origin());
    expect(review).toEqual({
      base: 'origin/main',
      reason: {
        de: 'Das Repository hat keinen Remote «origin»: die Basis main konnte nicht geholt werden.',
        en: 'The repository has no remote “origin”: the base main could not be fetched.',
      },
    });
  });

  it('says so when the remote has no base branch, with what git said', () => {
    const source = origin();
    git(source, 'branch', '-m', 'main', 'trunk');
    const review = reviewOf(cloneOf(source));
    expect(review).toMatchObject({
      base: 'origin/main',
      reason: {
        de: 'Der Remote «origin» hat keinen Branch «main»: die Basis konnte nicht geholt werden.',
        en: 'The remote “origin” has no branch “main”: the base could not be fetched.',
      },
      detail: expect.stringContaining('refs/heads/main'),
    });
  });

  it('says so for a shallow clone that does not reach where the branch left the base', () => {
    const review = reviewOf(cloneOf(`file://${origin()}`, '--depth', '1'));
    expect(review).toEqual({
      base: 'origin/main',
      reason: {
        de: expect.stringMatching(
          /^Der Klon ist flach \(shallow\) und reicht nicht zurück bis dorthin, wo dieser Stand von origin\/main abzweigt/,
        ),
        en: expect.stringMatching(/^The clone is shallow and does not reach back to where this state branched off origin\/main/),
      },
    });
  });

  it('says so for a base that does not exist and for a folder that is no repository', () => {
    expect(reviewOf(origin(), { REVIEW_BASE: 'release-2024' })).toEqual({
      base: 'release-2024',
      reason: {
        de: 'Die Basis «release-2024» gibt es in diesem Repository nicht.',
        en: 'The base “release-2024” does not exist in this repository.',
      },
    });
    const empty = mkdtempSync(path.join(tmpdir(), 'review-empty-'));
    folders.push(empty);
    expect(reviewOf(empty, { REVIEW_BASE: 'main' })).toMatchObject({
      reason: { de: 'Der Ordner des Builds ist kein Git-Repository.', en: 'The folder of the build is not a Git repository.' },
    });
  });
});

describe('buildReview when it can compare', () => {
  it("fetches the base into a full clone without making it shallow, and finds a merge base 500 commits behind the base's tip", () => {
    const source = origin();
    const forkPoint = git(source, 'rev-parse', 'main').trim();
    // 500 commits on main after the pull request branched off (same files: only the history grows).
    const commits = Array.from(
      { length: 500 },
      (_, at) =>
        `commit refs/heads/main\ncommitter Test <test@example.com> ${at} +0000\ndata 0\n${at === 0 ? `from ${forkPoint}\n` : ''}\n`,
    ).join('');
    execFileSync('git', ['fast-import', '--quiet'], { cwd: source, input: commits, stdio: ['pipe', 'pipe', 'pipe'] });
    const clone = cloneOf(`file://${source}`);

    const review = reviewOf(clone);
    expect(review).toMatchObject({ base: 'origin/main', baseCommit: forkPoint });
    expect(review && 'entries' in review && review.entries.map((entry) => entry.id)).toEqual([
      'alt',
      'neu',
      'psychoeducation',
      'workshops-fuer-schulen',
      'team-lea',
      'email',
    ]);
    expect(git(clone, 'rev-parse', '--is-shallow-repository').trim()).toBe('false');
  });

  it('compares with a base that shares no history with the checkout (the demo base) as it is', () => {
    const source = origin();
    // A base on no branch with no parents, as scripts/review-demo-base.ts makes one.
    const unrelated = git(source, 'commit-tree', git(source, 'rev-parse', 'main^{tree}').trim(), '-m', 'unrelated').trim();
    expect(reviewOf(source, { REVIEW_BASE: unrelated })).toMatchObject({ baseCommit: unrelated, entries: expect.any(Array) });
  });
});
