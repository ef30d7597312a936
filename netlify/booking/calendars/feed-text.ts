/**
 * Text from a calendar feed (a UID, a summary, what ical.js quotes of a line) is written by whoever
 * sent the invitation, not by the team: before it reaches a log line, the store or the team's mail it
 * loses what could forge a line or turn the text around (a line break, an escape sequence, a bidi
 * override as in "Trojan Source"), and its length: a UID may be a megabyte.
 */

/** Line breaks and tabs stand between words: they become a space, so "Supervision\nAnna" stays two words. */
const spaces = /[\s\u0085\u2028\u2029]/u;
/** Every other control character, and the bidi embeddings, overrides and isolates. */
const removed = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/**
 * `value` as one line without control characters (runs of white space as one space, none at the ends),
 * at most `max` UTF-16 units long and ending with '…' when cut, never inside a character of two units.
 * Reads only as far as it keeps: a huge text costs no more than a short one.
 */
export function cleanFeedText(value: string, max = 80): string {
  if (max <= 0) return '';
  let kept = '';
  let lastLength = 0;
  for (const character of value) {
    const shown = spaces.test(character) ? ' ' : removed.test(character) ? '' : character;
    if (shown === '' || (shown === ' ' && (kept === '' || kept.endsWith(' ')))) continue;
    if (kept.length + shown.length > max) {
      // Cut: the last character kept makes room for the ellipsis (the one before it, if it was a space).
      const shortened = (kept.length + 1 > max ? kept.slice(0, lastLength) : kept).trimEnd();
      return `${shortened}…`;
    }
    lastLength = kept.length;
    kept += shown;
  }
  return kept.trimEnd();
}
