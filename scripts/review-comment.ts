/**
 * Posts the deploy preview's list of changes as one comment on the pull request, or edits the one
 * posted before (found by its marker), so later pushes never add a second. Run by
 * .github/workflows/review-comment.yml when Netlify reports the preview ready; it needs the
 * repository checked out with the base branch fetched. Not run outside GitHub: it talks to GitHub's API.
 *
 * Environment: GITHUB_TOKEN, GITHUB_REPOSITORY (owner/name), PR_NUMBER, PREVIEW_URL, REVIEW_BASE
 * (e.g. origin/main), GITHUB_API_URL (GitHub sets it).
 */
import path from 'node:path';
import { buildReview } from '../src/review/review-build';
import { isCompared } from '../src/review/uncompared-review';
import { commentMarker, pullRequestComment } from '../src/review/pull-request-comment';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

async function main(): Promise<void> {
  const api = process.env.GITHUB_API_URL ?? 'https://api.github.com';
  const repository = required('GITHUB_REPOSITORY');
  const pullRequest = required('PR_NUMBER');
  // A comparison that cannot be made is posted too: the comment then says why the changes are not listed.
  const review = buildReview(path.join(__dirname, '..'), { CONTEXT: 'deploy-preview', REVIEW_BASE: required('REVIEW_BASE') });
  if (!review) throw new Error('no review: buildReview answered as if this were no deploy preview');
  const body = pullRequestComment(review, required('PREVIEW_URL'));
  const headers = {
    authorization: `Bearer ${required('GITHUB_TOKEN')}`,
    accept: 'application/vnd.github+json',
    'content-type': 'application/json',
  };

  const commentsUrl = `${api}/repos/${repository}/issues/${pullRequest}/comments`;
  let existing: { id: number } | undefined;
  for (let page = 1; !existing; page++) {
    const response = await fetch(`${commentsUrl}?per_page=100&page=${page}`, { headers });
    if (!response.ok) throw new Error(`listing comments: ${response.status} ${await response.text()}`);
    const comments = (await response.json()) as { id: number; body?: string }[];
    existing = comments.find((comment) => comment.body?.startsWith(commentMarker));
    if (comments.length < 100) break;
  }
  const response = existing
    ? await fetch(`${api}/repos/${repository}/issues/comments/${existing.id}`, { method: 'PATCH', headers, body: JSON.stringify({ body }) })
    : await fetch(commentsUrl, { method: 'POST', headers, body: JSON.stringify({ body }) });
  if (!response.ok) throw new Error(`writing the comment: ${response.status} ${await response.text()}`);
  const what = isCompared(review) ? `the list of ${review.entries.length} changed entries` : 'that the changes could not be listed';
  console.log(`${existing ? 'Updated' : 'Posted'} ${what} on #${pullRequest}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
