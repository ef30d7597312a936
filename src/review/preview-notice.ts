import { languageOfPath, localizedPath } from '../i18n/languages';
import { highlightTargets, type ContentReview, type EntryChange, type HighlightTarget } from './compare-content';
import { entryAnchor } from './entry-anchor';
import { previewMarks, type MarksData } from './preview-marks';
import { reviewChangesPath } from './review-build';
import { reviewTexts } from './review-texts';
import { isCompared, type PreviewReview } from './uncompared-review';
import { visuallyHiddenCss } from '../styles/visually-hidden';
import { escapeHtml } from '../html/escape-html';

/**
 * The notice a deploy preview writes into each changed page after the build (onPostBuild): a bar at
 * the bottom that says how many places changed, links to the changes page, and has the controls
 * that mark them (./preview-marks.ts). Written as plain HTML, CSS and one inline script outside
 * the React app, so nothing of it is part of the site's own code: a production build, which never
 * calls this, carries none of it. The CSP step after it hashes its script and style like any other.
 */

/** The entries shown on the page at `pagePath` (an address with language prefix), and what to mark there. */
export function changesOnPage(review: ContentReview, pagePath: string): { entries: EntryChange[]; targets: HighlightTarget[] } {
  const entries = review.entries.filter(
    (entry) =>
      (entry.kind === 'page' || entry.kind === 'team') &&
      entry.languages.some((language) => language.status !== 'removed' && language.path.split('#')[0] === pagePath),
  );
  return { entries, targets: highlightTargets(review, pagePath) };
}

/** JSON safe inside a <script>: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const noticeStyles = [
  '.review-notice{position:fixed;z-index:60;left:0;right:0;bottom:0;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:0.25rem 0.75rem;padding:0.5rem 1rem;background:var(--color-surface);color:var(--color-ink);border-top:3px solid var(--color-primary);box-shadow:0 -2px 12px var(--color-shadow);font-size:0.95rem;line-height:1.4}',
  '.review-notice[hidden]{display:none}',
  '.review-notice p{margin:0;max-width:none}',
  '.review-notice a{color:inherit;font-weight:700;text-decoration:underline}',
  '.review-notice-actions{display:flex;flex-wrap:wrap;gap:0.5rem}',
  '.review-notice button{font:inherit;min-height:2.75rem;padding:0.25rem 0.75rem;border:2px solid var(--color-primary);border-radius:6px;background:var(--color-surface);color:var(--color-ink);cursor:pointer}',
  '.review-notice button[aria-pressed="true"]{background:var(--color-primary);color:var(--color-on-primary)}',
  '.review-notice button:focus-visible,.review-notice a:focus-visible{outline:3px solid var(--color-focus);outline-offset:2px}',
  // Said to screen readers; sighted reviewers see the focus move to the change.
  `.review-notice [data-review-status]{${visuallyHiddenCss}}`,
  '@media (max-width:30rem){.review-notice{font-size:0.875rem;padding:0.375rem 0.5rem;gap:0.25rem 0.375rem}.review-notice-actions{gap:0.375rem}.review-notice button{padding:0.25rem 0.375rem}}',
  'body{padding-bottom:7rem}',
  '[data-review-change]{scroll-margin-top:6rem;scroll-margin-bottom:8rem}',
  'html[data-review-marks="on"] [data-review-change],[data-review-change]:target{outline:3px dashed var(--color-primary);outline-offset:4px;background:var(--color-highlight)}',
  '[data-review-change]:focus{outline:3px solid var(--color-focus);outline-offset:4px}',
  '.review-removed{max-width:42rem;margin:0.5rem 0;padding:0.5rem 0.75rem;border-left:4px solid var(--color-danger);background:var(--color-danger-surface);color:var(--color-ink)}',
  '.review-removed-label{font-weight:700}',
  '@media (forced-colors:active){html[data-review-marks="on"] [data-review-change]{outline-color:Highlight}.review-notice{border-top-color:CanvasText}}',
].join('');

/** The notice's markup and script for one page, or undefined when nothing on it changed. */
export function previewNotice(review: ContentReview, pagePath: string): { head: string; body: string } | undefined {
  const { entries, targets } = changesOnPage(review, pagePath);
  if (entries.length === 0) return undefined;
  const language = languageOfPath(pagePath);
  const texts = reviewTexts[language];
  const first = entries[0];
  const link = `${localizedPath(reviewChangesPath, language)}${first ? `#${entryAnchor(first)}` : ''}`;
  const data: MarksData = {
    path: pagePath,
    targets,
    texts: {
      show: texts.notice.show,
      next: texts.notice.next,
      removedBefore: texts.notice.removedBefore,
      removedAfter: texts.notice.removedAfter,
      shown: texts.notice.shown,
      hidden: texts.notice.hidden,
      status: texts.blockStatus,
      position: texts.notice.position,
    },
  };
  const isNew = entries.some((entry) => entry.kind === 'page' && entry.status === 'added');
  const summary = isNew ? texts.notice.newPage : targets.length > 0 ? texts.notice.changes(targets.length) : texts.notice.changedNoMarks;
  const body =
    `<aside id="review-notice" class="review-notice" aria-label="${escapeHtml(texts.notice.label)}">` +
    `<p><strong>${escapeHtml(texts.notice.label)}:</strong> ${escapeHtml(summary)} <a href="${escapeHtml(link)}">${escapeHtml(texts.notice.all)}</a></p>` +
    '<div class="review-notice-actions">' +
    `<button type="button" aria-pressed="false" data-review-toggle hidden>${escapeHtml(texts.notice.show)}</button>` +
    `<button type="button" data-review-next hidden>${escapeHtml(texts.notice.next)}</button>` +
    '</div>' +
    '<p data-review-status role="status"></p>' +
    '</aside>' +
    `<script data-review>(${previewMarks.toString()})(${scriptJson(data)})</script>`;
  return { head: `<style data-review>${noticeStyles}</style>`, body };
}

/**
 * The page's HTML with the notice, when the page changed; otherwise as it was. A preview whose
 * changes could not be listed has no notices: its changes page says why.
 */
export function withPreviewNotice(html: string, review: PreviewReview, pagePath: string): string {
  if (!isCompared(review)) return html;
  const notice = previewNotice(review, pagePath);
  if (!notice) return html;
  return html.replace('</head>', `${notice.head}</head>`).replace('</body>', `${notice.body}</body>`);
}

const noticePattern =
  /<style data-review>[\s\S]*?<\/style>|<aside id="review-notice"[\s\S]*?<\/aside><script data-review>[\s\S]*?<\/script>/g;

/**
 * The page's HTML without a notice an earlier build wrote: Gatsby leaves the HTML of pages whose
 * data did not change in place between builds, so a production build after a preview build in
 * the same folder would otherwise keep the preview's notices.
 */
export function withoutPreviewNotice(html: string): string {
  return html.replace(noticePattern, '');
}

/** The address a built page answers (`en/team.html` → `/en/team`, `index.html` → `/`). */
export function pagePathOfFile(relativeFile: string): string {
  const file = relativeFile.split('\\').join('/');
  const withoutHtml = file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutHtml}`.replace(/\/$/, '') || '/';
}
