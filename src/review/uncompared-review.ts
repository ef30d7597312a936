import { languages, type Language } from '../i18n/languages';
import type { ContentReview } from './compare-content';
import { reviewTexts, type ReviewTexts } from './review-texts';

/**
 * A deploy preview whose changes could not be listed (no remote to fetch the base from, a shallow
 * clone, a base that does not exist …): the preview still builds, and its changes page says why.
 * Plain data, like the review itself, so it travels in the changes page's context.
 */
export interface UncomparedReview {
  /** What the build meant to compare with (`origin/main`, or REVIEW_BASE as given). */
  base: string;
  /** Why not, said for the reviewer in each language. */
  reason: Record<Language, string>;
  /** What git said, when a git command failed: for whoever fixes the build. */
  detail?: string;
}

/** What a deploy preview's build made of the comparison. */
export type PreviewReview = ContentReview | UncomparedReview;

export function isCompared(review: PreviewReview): review is ContentReview {
  return 'entries' in review;
}

type Reasons = ReviewTexts['uncompared']['reasons'];

/** The review that says why it could not be made: `reason` picks the sentence from each language's texts. */
export function uncomparedReview(base: string, reason: (reasons: Reasons) => string, detail?: string): UncomparedReview {
  const said = Object.fromEntries(languages.map((language) => [language, reason(reviewTexts[language].uncompared.reasons)]));
  return { base, reason: said as Record<Language, string>, ...(detail ? { detail } : {}) };
}
