import { lineAt, type Problem } from './problem';

const sharpS = /[\p{L}\p{M}]*[ßẞ][\p{L}\p{M}]*/gu;

/** Swiss German writes "ss", never "ß": one problem per word, with the word corrected. */
export function checkSwissSpelling(file: string, text: string): Problem[] {
  return [...text.matchAll(sharpS)].map((match) => ({
    file,
    line: lineAt(text, match.index ?? 0),
    message: `German text uses Swiss spelling: write "ss" instead of "ß" ("${match[0].replace(/ß/g, 'ss').replace(/ẞ/g, 'SS')}")`,
  }));
}
