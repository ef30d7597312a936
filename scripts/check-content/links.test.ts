import { findBodyLinks, maskNonProse } from './links';
import { lines } from './test-tree';

describe('findBodyLinks', () => {
  it('finds markdown links, images and reference definitions with their lines, leaving component attributes to the MDX check', () => {
    const text = lines(
      '---',
      'title: x',
      '---',
      'A [link](/a "title") and ![an image](/b.png).',
      'A [link over',
      'two lines](/c) and <Card to="/d" /> and <a href=\'/e\'>e</a>.',
      '<img src={"/f.jpg"} alt="" />',
      '[ref]: /g',
    );
    const found = findBodyLinks(text, text.indexOf('A ['));
    expect(found.map((l) => [l.value, l.line, l.isImage])).toEqual([
      ['/a', 4, false],
      ['/b.png', 4, true],
      ['/c', 6, false],
      ['/g', 8, false],
    ]);
  });

  it('ignores code, comments and the frontmatter', () => {
    const text = lines(
      '---',
      'to="/fm"',
      '---',
      '```',
      '[x](/code)',
      '```',
      'Use `[x](/inline)`.',
      '<!-- [x](/html) -->',
      '{/* [x](/mdx) */}',
      '[x](/real)',
    );
    const masked = maskNonProse(text, text.indexOf('```'));
    expect(masked.length).toBe(text.length);
    expect(findBodyLinks(text, text.indexOf('```')).map((l) => [l.value, l.line])).toEqual([['/real', 10]]);
  });
});
