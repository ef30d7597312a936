import type { KitComponentSpec, PropSpec } from '../src/content-model/kit';

/**
 * Reading and writing kit components as MDX text, the way a person types them:
 *   <ColorSection tone="sage" title="Coaching">      (markdown children: tags on their own lines)
 *   <Card title="Coaching" to="/coaching">Text</Card> (inline children: one line)
 *   <SiteFact name="email" link />                    (no children: self-closing)
 * The CMS's editor components turn this text into form values and back; writing what was read
 * gives the same text again, so opening and saving a page changes nothing.
 */

export type PropValues = Record<string, string | boolean>;

const attributePattern = /\s+([A-Za-z][A-Za-z0-9]*)(?:="([^"]*)")?/g;
/** Attributes as they may follow a tag name: ` title="…" link`. */
export const attributesSource = '((?:\\s+[A-Za-z][A-Za-z0-9]*(?:="[^"]*")?)*)';

/** `"` cannot be escaped inside a JSX string, but MDX decodes character references there. */
export function encodeAttribute(value: string): string {
  return value.replace(/&(?=#?[A-Za-z0-9]+;)/g, '&amp;').replace(/"/g, '&quot;');
}

export function decodeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

export function parseAttributes(source: string): PropValues {
  const values: PropValues = {};
  for (const match of source.matchAll(attributePattern)) {
    const [, name = '', value] = match;
    values[name] = value === undefined ? true : decodeAttribute(value);
  }
  return values;
}

/** The attributes in the order of the spec, then any the spec does not know (kept, not lost). */
export function writeAttributes(props: Readonly<Record<string, PropSpec>>, values: PropValues): string {
  const known = Object.keys(props);
  const names = [...known, ...Object.keys(values).filter((name) => !known.includes(name))];
  return names
    .map((name) => {
      const value = values[name];
      if (value === undefined || value === false || value === '') return '';
      return value === true ? ` ${name}` : ` ${name}="${encodeAttribute(value)}"`;
    })
    .join('');
}

export interface ParsedBlock {
  props: PropValues;
  /** The text between the tags: markdown for `markdown`, one line for `inline`. */
  body: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pattern of one component standing alone as a block, anchored at the start (Decap matches
 * it against the rest of the document) and ending at the end of a line, so a tag followed by
 * more text on its line stays text.
 */
export function blockPattern(name: string, spec: KitComponentSpec): RegExp {
  const tag = escapeRegExp(name);
  const end = '(?=\\n|$)';
  switch (spec.children.kind) {
    case 'none':
      return new RegExp(`^<${tag}${attributesSource}\\s*/>${end}`);
    case 'inline':
      return new RegExp(`^<${tag}${attributesSource}\\s*>(.*?)</${tag}>${end}`);
    case 'markdown':
      return new RegExp(`^<${tag}${attributesSource}\\s*>\\n([\\s\\S]*?)\\n?</${tag}>${end}`);
    case 'items':
      return new RegExp(`^<${tag}${attributesSource}\\s*>\\n([\\s\\S]*?)\\n?</${tag}>${end}`);
  }
}

export function readBlock(match: RegExpMatchArray): ParsedBlock {
  return { props: parseAttributes(match[1] ?? ''), body: (match[2] ?? '').replace(/^\n+|\n+$/g, '') };
}

export function writeBlock(name: string, spec: KitComponentSpec, props: PropValues, body = ''): string {
  const attributes = writeAttributes(spec.props, props);
  const content = body.replace(/^\n+|\n+$/g, '');
  switch (spec.children.kind) {
    case 'none':
      return `<${name}${attributes} />`;
    case 'inline':
      return `<${name}${attributes}>${content}</${name}>`;
    case 'markdown':
    case 'items':
      return content === '' ? `<${name}${attributes}>\n</${name}>` : `<${name}${attributes}>\n${content}\n</${name}>`;
  }
}

/** The items of an `items` block (<Card>s in <Cards>), each read with its own spec. */
export function readItems(name: string, spec: KitComponentSpec, body: string): ParsedBlock[] {
  const pattern = blockPattern(name, spec);
  return body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = line.trim().match(pattern);
      return match ? readBlock(match) : { props: {}, body: line.trim() };
    });
}
