// Default imports: hyphen's patterns are CommonJS, whose named exports Node's ESM loader cannot see in a
// function's bundle (where hyphen stays an external package).
import germanHyphenation from 'hyphen/de/index.js';
import englishHyphenation from 'hyphen/en-gb/index.js';

const hyphenateGerman = germanHyphenation.hyphenateSync;
const hyphenateEnglish = englishHyphenation.hyphenateSync;

/**
 * Where a long word may break on a narrow screen at large text: soft hyphens at the syllables the language's rules
 * allow (TeX's hyphenation patterns, as browsers use), written into each built page. `hyphens: auto` would do the
 * same in a browser that has a dictionary for the page's language, but not every browser does (Chromium on Linux
 * has none), and without one `overflow-wrap` breaks the word anywhere ("Erstgespräc / h").
 *
 * Only long words get them, never leaving fewer than four letters before the break or three after it, and the
 * pages use them only in a column too narrow for every word whole (../../styles/typography.ts:
 * wordsWholeWhereTheyFit): hyphens are harder to read, and a browser ends a line at any soft hyphen that fills it.
 * Without an HTML parser, so that a function can hyphenate what it writes too (the owner's weekly mail).
 */
const minWordLength = 10;
const minLettersBefore = 4;
const minLettersAfter = 3;
const softHyphen = '\u00ad';
/** A whole run of letters of `minWordLength` or more, not an entity's name (`&shy;`) nor part of a word with digits. */
const longWord = new RegExp(`(?<![&#\\p{L}\\p{N}])\\p{L}{${minWordLength},}(?![\\p{L}\\p{N};])`, 'gu');

const hyphenators: Record<string, (word: string) => string> = {
  de: (word) => hyphenateGerman(word, { hyphenChar: softHyphen, minWordLength }),
  en: (word) => hyphenateEnglish(word, { hyphenChar: softHyphen, minWordLength }),
};

/** A word with soft hyphens only where at least four letters stay before the break and three go after it. */
export function withSoftHyphens(word: string, language: string): string {
  const hyphenate = hyphenators[language];
  if (!hyphenate || word.length < minWordLength) return word;
  const parts = hyphenate(word).split(softHyphen);
  let result = parts[0] ?? '';
  let before = result.length;
  for (const part of parts.slice(1)) {
    if (before >= minLettersBefore && word.length - before >= minLettersAfter) result += softHyphen;
    result += part;
    before += part.length;
  }
  return result;
}

/**
 * Running text as the page's HTML writes it (entities and all): long words get soft hyphens, and an e-mail address
 * may break before its "@" (<wbr>) rather than inside a name.
 */
export function hyphenateText(source: string, language: string): string {
  return source
    .replace(longWord, (word) => withSoftHyphens(word, language))
    .replace(/(?<=[\p{L}\p{N}._%+-])@(?=[\p{L}\p{N}-]+\.)/gu, '<wbr>@');
}
