import { checkSwissSpelling } from './spelling';

describe('checkSwissSpelling', () => {
  it('reports every word with ß on its line, corrected', () => {
    expect(checkSwissSpelling('a.de.mdx', 'Grüezi\nGrüße an die Straße\nGROẞ')).toEqual([
      { file: 'a.de.mdx', line: 2, message: 'German text uses Swiss spelling: write "ss" instead of "ß" ("Grüsse")' },
      { file: 'a.de.mdx', line: 2, message: 'German text uses Swiss spelling: write "ss" instead of "ß" ("Strasse")' },
      { file: 'a.de.mdx', line: 3, message: 'German text uses Swiss spelling: write "ss" instead of "ß" ("GROSS")' },
    ]);
  });

  it('accepts Swiss spelling', () => {
    expect(checkSwissSpelling('a.de.mdx', 'Menü schliessen, Riedstrasse 14')).toEqual([]);
  });
});
