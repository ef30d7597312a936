/**
 * The parts of Decap CMS's browser API this project uses. Decap's bundle carries its own React and
 * puts its API on window.CMS; these types describe what we pass it.
 */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  fields?: DecapField[];
  field?: DecapField;
  label_singular?: string;
  i18n?: boolean | 'translate' | 'duplicate' | 'none';
  buttons?: string[];
  editor_components?: string[];
  value_type?: 'int' | 'float';
  min?: number;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  allow_add?: boolean;
  collapsed?: boolean;
  summary?: string;
  [option: string]: unknown;
}

export interface DecapEditorComponent {
  id: string;
  label: string;
  fields: DecapField[];
  pattern: RegExp;
  fromBlock: (match: RegExpMatchArray) => Record<string, unknown>;
  toBlock: (data: Record<string, unknown>) => string;
  toPreview: (data: Record<string, unknown>) => string;
}

/** A page a link may point to, for the CMS's choice lists. */
export interface PageOption {
  path: string;
  label: string;
}

export interface DecapFormatter {
  fromFile: (content: string) => Record<string, unknown>;
  toFile: (data: Record<string, unknown>, sortedKeys?: string[]) => string;
}

/** Decap's bundle carries its own React; it lends its createClass and createElement (as h) on window. */
export type CreateClass = (spec: Record<string, unknown>) => unknown;
export type CreateElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** Decap's entries are Immutable.js maps; what its event listeners and widgets read of them. */
export interface ImmutableEntry {
  get: (key: string) => unknown;
  getIn: (path: string[]) => unknown;
}

export interface ImmutableData {
  get: (key: string) => unknown;
  set: (key: string, value: unknown) => ImmutableData;
}
