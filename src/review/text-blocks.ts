/**
 * The visible text of an MDX body, block by block, as a reader of the page sees it: a paragraph, a
 * heading, one list item, one building block on its line (`<Card title="…">text</Card>`). Markdown
 * and tags are taken out, the texts of attributes a reader sees (title, label) kept. Comparing these
 * blocks says which parts of a page changed; the preview marks the same blocks on the page by their
 * text (./preview-notice-script.ts), so the two must agree on what a block's text is.
 */

/** Attributes of the MDX kit whose values appear on the page (src/content-model/kit.ts). */
const visibleAttributes = ['title', 'label', 'linkLabel', 'author', 'value'];

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** Markdown and MDX tags out of one block's source, leaving what a reader sees. */
export function visibleText(source: string): string {
  return decodeEntities(
    source
      // {/* notes */} never reach the page.
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
      // A tag's visible attributes stay as words (a card's title), the rest of the tag goes.
      .replace(/<\/?[A-Za-z][^>]*>/g, (tag) => {
        const kept: string[] = [];
        for (const [, name = '', value = ''] of tag.matchAll(/([A-Za-z]+)="([^"]*)"/g)) {
          if (visibleAttributes.includes(name)) kept.push(value);
        }
        return kept.length > 0 ? ` ${kept.join(' ')} ` : ' ';
      })
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s*(?:[*+-]|\d+[.)])\s+/gm, '')
      .replace(/^\s*>\s?/gm, '')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1'),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export interface TextBlock {
  /** The block's source lines as written in the file. */
  source: string;
  /** What a reader sees of it. */
  text: string;
}

const listItem = /^\s{0,3}(?:[*+-]|\d+[.)])\s+/;
const heading = /^\s{0,3}#{1,6}\s/;
const tagLine = /^\s*<\/?[A-Za-z]/;

/**
 * The blocks of an MDX body (the part after the frontmatter): paragraphs, headings, list items and
 * tag lines each on their own, so a change to one card or one list item marks that one only.
 * Blocks without visible text (a `<Cards>` wrapper) are left out.
 */
export function textBlocks(body: string): TextBlock[] {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push(paragraph.join('\n'));
    paragraph = [];
  };
  for (const line of body.split(/\r?\n/)) {
    if (line.trim() === '') flush();
    else if (heading.test(line) || tagLine.test(line)) {
      flush();
      blocks.push(line);
    } else if (listItem.test(line)) {
      flush();
      paragraph.push(line);
    } else paragraph.push(line);
  }
  flush();
  return blocks.map((source) => ({ source, text: visibleText(source) })).filter((block) => block.text !== '');
}

/** Splits a content file into its frontmatter's YAML and the body after it. */
export function splitFrontmatter(file: string): { yaml: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(file);
  if (!match) return { yaml: '', body: file };
  return { yaml: match[1] ?? '', body: file.slice(match[0].length) };
}
