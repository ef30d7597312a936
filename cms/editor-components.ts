import { kit, kitNames, type KitComponentSpec, type KitName, type PropSpec } from '../src/content-model/kit';
import { blockPattern, readBlock, readItems, writeBlock, type PropValues } from './jsx-block';
import type { DecapEditorComponent, DecapField, PageOption } from './decap-types';
import { escapeHtml } from '../src/html/escape-html';

/**
 * One Decap editor component per kit component that stands on its own (Card, Step and Stat are
 * edited as the items of their Cards, Steps and Stats), plus the internal note {/* … *\/}. Each
 * turns its MDX text into form values (fromBlock) and back (toBlock) through jsx-block.ts.
 */

/** Form values of one component: its props, its text between the tags, its items. */
export type BlockData = Record<string, string | boolean | ItemData[] | undefined>;
type ItemData = Record<string, string | boolean | undefined>;

const bodyField = 'body';
const itemsField = 'items';

/** The choice list of a link field: every page by its name, its address as the value. */
export function pageOptions(pages: readonly PageOption[]): { label: string; value: string }[] {
  return pages.map((page) => ({ label: page.label, value: page.path }));
}

function propField(name: string, prop: PropSpec, pages: readonly PageOption[]): DecapField {
  const base = { name, label: prop.label, required: Boolean(prop.required), ...(prop.hint ? { hint: prop.hint } : {}) };
  switch (prop.kind) {
    case 'text':
      return { ...base, widget: 'string' };
    case 'file':
      // Files live in static/ and are linked from the site's root ("/agb.pdf"): uploading a new
      // PDF here puts it there.
      return { ...base, widget: 'file', choose_url: false, media_folder: '/static', public_folder: '/' };
    case 'page':
      return { ...base, widget: 'select', options: pageOptions(pages) };
    case 'choice':
      return {
        ...base,
        widget: 'select',
        options: prop.options.map((option) => ({ label: prop.optionLabels?.[option] ?? option, value: option })),
      };
    case 'flag':
      return { ...base, widget: 'boolean', required: false, default: false };
  }
}

function fieldsOf(spec: KitComponentSpec, pages: readonly PageOption[]): DecapField[] {
  const fields = Object.entries(spec.props).map(([name, prop]) => propField(name, prop, pages));
  const children = spec.children;
  switch (children.kind) {
    case 'none':
      return fields;
    case 'inline':
      return [...fields, { name: bodyField, label: children.label, widget: 'string', required: Boolean(children.required) }];
    case 'markdown':
      return [
        ...fields,
        {
          name: bodyField,
          label: children.label,
          widget: 'markdown',
          required: Boolean(children.required),
          buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'],
          editor_components: [],
          ...(children.hint ? { hint: children.hint } : {}),
        },
      ];
    case 'items': {
      const item = kit[children.of as KitName] as KitComponentSpec;
      return [
        ...fields,
        {
          name: itemsField,
          label: children.label,
          label_singular: children.itemLabel,
          widget: 'list',
          // Open: a card's fields show as soon as the block is open, not one fold further in.
          collapsed: false,
          fields: fieldsOf(item, pages),
        },
      ];
    }
  }
}

function propsFrom(spec: KitComponentSpec, data: BlockData | ItemData): PropValues {
  const props: PropValues = {};
  for (const name of Object.keys(spec.props)) {
    const value = data[name];
    if (typeof value === 'string' || typeof value === 'boolean') props[name] = value;
  }
  return props;
}

/** Form values from the text, including attributes the spec does not know, so nothing is lost. */
export function fromBlock(name: KitName, match: RegExpMatchArray): BlockData {
  const spec: KitComponentSpec = kit[name];
  const { props, body } = readBlock(match);
  if (spec.children.kind !== 'items') return { ...props, ...(spec.children.kind === 'none' ? {} : { [bodyField]: body }) };
  const itemName = spec.children.of as KitName;
  const items = readItems(itemName, kit[itemName], body).map((item) => ({ ...item.props, [bodyField]: item.body }));
  return { ...props, [itemsField]: items };
}

function stringValue(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function toBlock(name: KitName, data: BlockData): string {
  const spec: KitComponentSpec = kit[name];
  const known = new Set([...Object.keys(spec.props), bodyField, itemsField]);
  const extra = Object.fromEntries(
    Object.entries(data).filter(([key, value]) => !known.has(key) && (typeof value === 'string' || typeof value === 'boolean')),
  ) as PropValues;
  const props = { ...propsFrom(spec, data), ...extra };
  if (spec.children.kind !== 'items') return writeBlock(name, spec, props, stringValue(data[bodyField]));
  const itemName = spec.children.of as KitName;
  const itemSpec: KitComponentSpec = kit[itemName];
  const items = Array.isArray(data[itemsField]) ? (data[itemsField] as ItemData[]) : [];
  const lines = items.map((item) => writeBlock(itemName, itemSpec, propsFrom(itemSpec, item), stringValue(item[bodyField])));
  return writeBlock(name, spec, props, lines.join('\n'));
}

/** What the editor shows of a component inside the text: its name and its title, if any. */
function toPreview(name: KitName, data: BlockData): string {
  const spec: KitComponentSpec = kit[name];
  const title = ['title', 'label', 'name', 'value']
    .map((key) => data[key])
    .find((value): value is string => typeof value === 'string' && value !== '');
  return `<div class="kit-block"><strong>${escapeHtml(spec.label)}</strong>${title ? `: ${escapeHtml(title)}` : ''}</div>`;
}

/** Kit components that stand on their own; the others are items of these. */
export const blockComponentNames = kitNames.filter((name) => !('within' in kit[name]));

export const noteComponentId = 'Note';

/** {/* … *\/}: a note for the team, in the file but never on the page. */
export const noteComponent: DecapEditorComponent = {
  id: noteComponentId,
  label: 'Interne Notiz (unsichtbar)',
  fields: [{ name: 'text', label: 'Notiz', widget: 'text', required: true, hint: 'Steht nur in der Datei, nie auf der Website.' }],
  pattern: /^\{\/\*\s?([\s\S]*?)\s?\*\/\}(?=\n|$)/,
  fromBlock: (match) => ({ text: match[1] ?? '' }),
  toBlock: (data) => `{/* ${stringValue(data.text).replace(/\*\//g, '* /')} */}`,
  toPreview: (data) => `<div class="kit-note">Notiz: ${escapeHtml(stringValue(data.text))}</div>`,
};

export function editorComponents(pages: readonly PageOption[]): DecapEditorComponent[] {
  const kitComponents = blockComponentNames.map((name): DecapEditorComponent => {
    const spec: KitComponentSpec = kit[name];
    return {
      id: name,
      label: spec.label,
      fields: fieldsOf(spec, pages),
      pattern: blockPattern(name, spec),
      fromBlock: (match) => fromBlock(name, match),
      toBlock: (data) => toBlock(name, data as BlockData),
      toPreview: (data) => toPreview(name, data as BlockData),
    };
  });
  return [...kitComponents, noteComponent];
}
