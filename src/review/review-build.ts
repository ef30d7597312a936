import { existsSync } from 'node:fs';
import { BaseNotReached, compareContent } from './compare-content';
import { git, gitMessage, isGitMissing, isShallow } from './git';
import { uncomparedReview, type PreviewReview, type UncomparedReview } from './uncompared-review';

/**
 * Whether this build is a deploy preview that shows its changes, and against what. Netlify sets
 * CONTEXT=deploy-preview for a pull request's build but names no base branch, so the build fetches
 * it: REVIEW_BASE_BRANCH (default `main`) from `origin`. REVIEW_BASE names a revision directly
 * (any branch, tag or commit) and fetches nothing: locally,
 * `CONTEXT=deploy-preview REVIEW_BASE=main npm run build` builds the same preview.
 */
export interface ReviewEnvironment {
  CONTEXT?: string;
  REVIEW_BASE?: string;
  REVIEW_BASE_BRANCH?: string;
}

/** The path of the changes page, without language prefix. Never listed, never built in production. */
export const reviewChangesPath = '/vorschau-aenderungen';

export function isReviewBuild(env: ReviewEnvironment = process.env): boolean {
  return env.CONTEXT === 'deploy-preview';
}

/** A reason to stop on the way to the comparison; buildReview answers with the review it carries. */
class NotCompared extends Error {
  constructor(readonly review: UncomparedReview) {
    super(review.reason.en);
  }
}

/** Whether `origin` has the branch: false only when it answers that it has not. */
function remoteHasBranch(rootDir: string, branch: string): boolean {
  try {
    git(rootDir, ['ls-remote', '--exit-code', 'origin', `refs/heads/${branch}`]);
    return true;
  } catch (error) {
    // ls-remote --exit-code exits with 2 when the remote answered and has no such ref.
    return (error as { status?: unknown }).status !== 2;
  }
}

/**
 * The base branch fetched from `origin`: Netlify's clone has the pull request's branch only. A full
 * clone fetches the branch's whole history (a depth would make the clone shallow, cutting off the
 * merge base of an older pull request); a shallow one 500 commits, deep enough for a usual pull
 * request.
 */
function fetchBase(rootDir: string, branch: string): string {
  const base = `origin/${branch}`;
  if (!git(rootDir, ['remote']).split('\n').includes('origin')) {
    throw new NotCompared(uncomparedReview(base, (reasons) => reasons.noRemote(branch)));
  }
  const depth = isShallow(rootDir) ? ['--depth=500'] : [];
  try {
    git(rootDir, ['fetch', '--no-tags', ...depth, 'origin', `+refs/heads/${branch}:refs/remotes/origin/${branch}`]);
  } catch (error) {
    const missing = !remoteHasBranch(rootDir, branch);
    throw new NotCompared(
      uncomparedReview(base, (reasons) => (missing ? reasons.branchMissing(branch) : reasons.fetchFailed(branch)), gitMessage(error)),
    );
  }
  return base;
}

/**
 * The comparison, or why there is none. Never throws: whatever stops the comparison (no git, no
 * remote, a failed fetch, a shallow clone, a base that does not exist) leaves the preview as it is,
 * with a changes page that says why.
 */
function reviewOf(rootDir: string, env: ReviewEnvironment): PreviewReview {
  const branch = env.REVIEW_BASE_BRANCH || 'main';
  const base = env.REVIEW_BASE || `origin/${branch}`;
  try {
    if (!existsSync(rootDir)) return uncomparedReview(base, (reasons) => reasons.notRepository);
    try {
      git(rootDir, ['rev-parse', '--git-dir']);
    } catch (error) {
      return uncomparedReview(base, (reasons) => (isGitMissing(error) ? reasons.noGit : reasons.notRepository));
    }
    return compareContent(rootDir, env.REVIEW_BASE || fetchBase(rootDir, branch));
  } catch (error) {
    if (error instanceof NotCompared) return error.review;
    if (error instanceof BaseNotReached) {
      return uncomparedReview(base, (reasons) => (error.problem === 'missing' ? reasons.baseMissing(base) : reasons.shallow(base)));
    }
    if (isGitMissing(error)) return uncomparedReview(base, (reasons) => reasons.noGit);
    return uncomparedReview(base, (reasons) => reasons.failed(base), gitMessage(error));
  }
}

let cached: { key: string; review: PreviewReview } | undefined;

/**
 * The review of this build, computed once per build (createPages makes the changes page from it,
 * onPostBuild the notices), or undefined outside deploy previews.
 */
export function buildReview(rootDir: string, env: ReviewEnvironment = process.env): PreviewReview | undefined {
  if (!isReviewBuild(env)) return undefined;
  const key = [rootDir, env.REVIEW_BASE, env.REVIEW_BASE_BRANCH].join('\n');
  if (cached?.key !== key) cached = { key, review: reviewOf(rootDir, env) };
  return cached.review;
}
