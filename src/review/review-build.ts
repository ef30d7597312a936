import { execFileSync } from 'node:child_process';
import { compareContent, type ContentReview } from './compare-content';

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

/**
 * The revision to compare with. On Netlify (no REVIEW_BASE) the base branch is fetched first:
 * Netlify's clone has the pull request's branch only. Deep enough for the merge base of a usual
 * pull request; if it is deeper, the comparison falls back to the base branch's tip.
 */
export function reviewBase(rootDir: string, env: ReviewEnvironment = process.env): string {
  if (env.REVIEW_BASE) return env.REVIEW_BASE;
  const branch = env.REVIEW_BASE_BRANCH || 'main';
  execFileSync('git', ['fetch', '--no-tags', '--depth=500', 'origin', `+refs/heads/${branch}:refs/remotes/origin/${branch}`], {
    cwd: rootDir,
    stdio: 'pipe',
  });
  return `origin/${branch}`;
}

let cached: { rootDir: string; review: ContentReview } | undefined;

/**
 * The review of this build, computed once per build (createPages makes the changes page from it,
 * onPostBuild the notices), or undefined outside deploy previews.
 */
export function buildReview(rootDir: string, env: ReviewEnvironment = process.env): ContentReview | undefined {
  if (!isReviewBuild(env)) return undefined;
  if (cached?.rootDir !== rootDir) cached = { rootDir, review: compareContent(rootDir, reviewBase(rootDir, env)) };
  return cached.review;
}
