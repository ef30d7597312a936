import { cleanFeedText } from './feed-text';

describe('cleanFeedText', () => {
  it('leaves a plain text as it is', () => {
    expect(cleanFeedText('Supervision Frau Muster (Praxis)')).toBe('Supervision Frau Muster (Praxis)');
    expect(cleanFeedText('')).toBe('');
  });

  it('makes line breaks and tabs one space, so nothing can start a line of its own', () => {
    expect(cleanFeedText('Meeting\r\nBcc: x@evil.example')).toBe('Meeting Bcc: x@evil.example');
    expect(cleanFeedText('\n a\t\tb\u2028c\u2029d\u0085e \n')).toBe('a b c d e');
  });

  it('removes every other control character and the bidi embeddings, overrides and isolates', () => {
    expect(cleanFeedText('a\u0000b\u001b[31mc\u007fd\u009be')).toBe('ab[31mcde');
    expect(cleanFeedText('invoice\u202Egnp.exe')).toBe('invoicegnp.exe');
    expect(cleanFeedText('\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069x')).toBe('x');
  });

  it('cuts to 80 UTF-16 units, ending with an ellipsis', () => {
    expect(cleanFeedText('x'.repeat(80))).toBe('x'.repeat(80));
    expect(cleanFeedText('x'.repeat(81))).toBe(`${'x'.repeat(79)}…`);
    expect(cleanFeedText('abcdef', 4)).toBe('abc…');
    expect(cleanFeedText('abc', 0)).toBe('');
    // Not after a space.
    expect(cleanFeedText(`${'word '.repeat(16)}more`)).toBe(`${'word '.repeat(15)}word…`);
  });

  it('never cuts a character of two units in half', () => {
    expect(cleanFeedText(`${'a'.repeat(78)}😀b`)).toBe(`${'a'.repeat(78)}…`);
    expect(cleanFeedText(`${'a'.repeat(77)}😀bc`)).toBe(`${'a'.repeat(77)}😀…`);
  });

  it('reads no further than it keeps: of an 860 KB UID it reads the 240 characters that give its 80', () => {
    const uid = `${'\u202E\u0007x'.repeat(290_000)}@hostile`;
    expect(uid.length).toBeGreaterThan(860_000);
    // A String object whose iterator counts what is taken from it: a count, not a clock, so a busy
    // machine cannot fail this and a function that reads the whole text cannot pass it.
    let read = 0;
    const counted = Object.assign(new String(uid), {
      *[Symbol.iterator]() {
        for (const character of uid) {
          read += 1;
          yield character;
        }
      },
    });
    const cleaned = cleanFeedText(counted as unknown as string);
    expect(cleaned).toBe(`${'x'.repeat(79)}…`);
    expect(read).toBeLessThanOrEqual(3 * 80 + 3);
  });
});
