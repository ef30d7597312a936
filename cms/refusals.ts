import { kit, type KitComponentSpec, type KitName } from '../src/content-model/kit';
import { blockPattern, readBlock, readItems } from './jsx-block';
import { blockComponentNames, noteComponent } from './editor-components';

/**
 * What the site cannot read in a page's text, found before saving, with where it is (a building
 * block and its field) so the CMS can say so and show the place. MDX reads "{" as code and "<" as
 * the start of a tag in running text; inside a block's quoted field only the spelling rule applies.
 */

export interface Refusal {
  /** From the outside in: "Baustein «Karten»", "Karte 2", "Feld «Text»"; empty for the running text. */
  where: string[];
  /** The refused character with a little of its text, to find it on screen. */
  snippet: string;
  /** One sentence in plain German: what to write instead. */
  message: string;
}

interface Rule {
  pattern: RegExp;
  message: string;
}

const spelling: Rule = { pattern: /ß/, message: 'Bitte «ss» statt «ß» schreiben.' };
const textRules: Rule[] = [
  spelling,
  { pattern: /(?<!\\)\{(?!\/\*)/, message: 'Geschweifte Klammern kann die Website nicht lesen: bitte runde Klammern schreiben.' },
  {
    pattern: /<(?![A-Za-z/])/,
    message:
      'Ein «<» vor einer Zahl oder einem Leerzeichen kann die Website nicht lesen: bitte «weniger als» schreiben, z. B. «weniger als 12».',
  },
];

function firstBreak(text: string, rules: readonly Rule[], where: string[]): Refusal | undefined {
  const hits = rules
    .map((rule) => ({ rule, at: rule.pattern.exec(text)?.index }))
    .filter((hit): hit is { rule: Rule; at: number } => hit.at !== undefined)
    .sort((a, b) => a.at - b.at);
  const first = hits[0];
  if (!first) return undefined;
  return { where, snippet: text.slice(first.at, first.at + 3).split('\n')[0] ?? '', message: first.rule.message };
}

function fieldLabel(spec: KitComponentSpec, prop: string): string {
  return spec.props[prop]?.label ?? prop;
}

function refusalInBlock(name: KitName, match: RegExpMatchArray): Refusal | undefined {
  const spec: KitComponentSpec = kit[name];
  const block = `Baustein «${spec.label}»`;
  const { props, body } = readBlock(match);
  const inProps = (item: KitComponentSpec, values: Record<string, string | boolean>, where: string[]) =>
    Object.entries(values)
      .map(([prop, value]) =>
        typeof value === 'string' ? firstBreak(value, [spelling], [...where, `Feld «${fieldLabel(item, prop)}»`]) : undefined,
      )
      .find(Boolean);
  const children = spec.children;
  if (children.kind === 'items') {
    const itemSpec: KitComponentSpec = kit[children.of as KitName];
    const itemChildren = itemSpec.children;
    return (
      inProps(spec, props, [block]) ??
      readItems(children.of, itemSpec, body)
        .map(
          (item, index) =>
            inProps(itemSpec, item.props, [block, `${children.itemLabel} ${index + 1}`]) ??
            (itemChildren.kind === 'none'
              ? undefined
              : firstBreak(item.body, textRules, [block, `${children.itemLabel} ${index + 1}`, `Feld «${itemChildren.label}»`])),
        )
        .find(Boolean)
    );
  }
  return (
    inProps(spec, props, [block]) ??
    (children.kind === 'none' ? undefined : firstBreak(body, textRules, [block, `Feld «${children.label}»`]))
  );
}

const blockPatterns = blockComponentNames.map((name) => ({ name, pattern: blockPattern(name, kit[name]) }));

/** The first thing in a page's or biography's text (as the CMS writes it) that the site could not read. */
export function refusalIn(body: string): Refusal | undefined {
  let running = '';
  let position = 0;
  while (position < body.length) {
    if (position === 0 || body[position - 1] === '\n') {
      const rest = body.slice(position);
      const note = noteComponent.pattern.exec(rest);
      if (note) {
        position += note[0].length;
        continue;
      }
      const block = blockPatterns.map(({ name, pattern }) => ({ name, match: pattern.exec(rest) })).find(({ match }) => match);
      if (block?.match) {
        const refusal = refusalInBlock(block.name, block.match);
        if (refusal) return refusal;
        position += block.match[0].length;
        running += '\n';
        continue;
      }
    }
    running += body[position];
    position += 1;
  }
  return firstBreak(running, textRules, []);
}
