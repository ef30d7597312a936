import { pageSlug, slugify } from '../src/content-model/content-files';
import { languageName, languages, type Language } from '../src/i18n/languages';
import type { CreateClass, CreateElement, DecapField, PageOption } from './decap-types';
import { formOnlyField } from './mdx-format';
import { imageWidget } from './image-widget';
import { refusalIn } from './refusals';
import { switchStyles, switchWidget } from './switch-widget';

/**
 * How Decap speaks to staff, changed where its defaults mislead: messages in the case they were
 * written and in one sentence, refusals named and shown where they are, list labels in proper
 * case, and the address of a new page. Runs in the browser before Decap starts.
 */

interface ImmutableEntry {
  get: (key: string) => unknown;
  getIn: (path: string[]) => unknown;
}

interface ImmutableData {
  get: (key: string) => unknown;
  set: (key: string, value: unknown) => ImmutableData;
}

export interface StaffInterfaceApi {
  getLocale: (locale: string) => Record<string, unknown> | undefined;
  registerLocale: (locale: string, phrases: Record<string, unknown>) => void;
  registerEventListener: (listener: { name: string; handler: (data: { entry: ImmutableEntry }) => unknown }) => void;
  registerWidget: (name: string, control: unknown, preview?: unknown) => void;
  getWidget: (name: string) => { control: unknown; preview?: unknown } | undefined;
}

/** Decap's German texts that read wrongly here: a field's pattern message is our whole sentence. */
const germanOverrides = {
  collection: { collectionTop: { newButton: '+ %{collectionLabel}' } },
  editor: { editorControlPane: { widget: { regexPattern: '%{pattern}' } } },
  ui: { toast: { onFailToPersist: 'Nicht gespeichert: %{details}' } },
};

function merged(base: Record<string, unknown>, overrides: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = result[key];
    result[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? merged(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return result;
}

/**
 * Cards, Steps and Stats are a list and nothing else. Decap draws a block as a group with its own
 * bar (a fold with nothing but an arrow) and the list inside it as a second framed group: the
 * list's bar ("5 Karten", "Karte hinzufügen") becomes the block's, and the cards sit right in it.
 */
const listBlock = '[class*="-Shortcode"][aria-label="object field"] > div';
const onlyList = '[aria-label="list field"]:only-child';
const listBlockStyles = `
${listBlock} > [class*="-TopBarContainer"]:has(+ div > ${onlyList}) { display: none; }
${listBlock}:has(> div > ${onlyList}) { padding: 0; }
${listBlock} > div > ${onlyList} { margin: 0; }
${listBlock} > div > ${onlyList} > [id] { border: 0; }
`;

/**
 * Decap writes field errors in capitals; staff read them as written. The address is "optional" to
 * Decap only because existing pages have none in their form: that word is hidden. The list inside
 * Cards, Steps and Stats would repeat the block's name as a second heading: its count says it.
 */
const styles = `
[class*="-ControlErrorsList"] { text-transform: none !important; font-size: 14px !important; }
[class*="-AddButton"]::first-letter { text-transform: uppercase; }
label[for^="address-field"] span { display: none; }
label[for^="items-field-"] { display: none; }
${listBlockStyles}
.page-address { margin: 0; padding: 16px 20px; line-height: 1.5; }
.page-address-input { display: flex; align-items: center; gap: 2px; }
.page-address-hint { margin: 6px 0 0; font-size: 14px; }
.page-address-input input { flex: 1; border: 0; outline: 0; font: inherit; background: transparent; }
${switchStyles}`;

/** The labels of every list in the forms, in the case they are written ("Karten"), by their lower case. */
function listLabels(fields: readonly DecapField[]): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (field: DecapField) => {
    if (field.widget === 'list') for (const label of [field.label, field.label_singular]) if (label) labels.set(label.toLowerCase(), label);
    field.fields?.forEach(visit);
    if (field.field) visit(field.field);
  };
  fields.forEach(visit);
  return labels;
}

/**
 * Decap writes a list's count and add button in lower case ("4 karten", "karte hinzufügen"); German
 * nouns are capitalized, so the known labels are put back as written.
 */
function properCase(root: ParentNode, labels: Map<string, string>) {
  for (const bar of root.querySelectorAll('[class*="-TopBarContainer"]')) {
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const fixed = node.data.replace(
        /^(\d+ )?(.+?)( hinzufügen)?$/,
        (whole, count: string | undefined, label: string, add: string | undefined) => {
          const written = labels.get(label);
          return written ? `${count ?? ''}${written}${add ?? ''}` : whole;
        },
      );
      if (fixed !== node.data) node.data = fixed;
    }
  }
}

function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

const shownErrors = new WeakSet<Element>();

/** A field's error appears above the field, often off screen: bring a new one into view, once. */
function revealNewError() {
  const errors = [...document.querySelectorAll('[class*="-ControlErrorsList"]')];
  const fresh = errors.filter((error) => !shownErrors.has(error));
  errors.forEach((error) => shownErrors.add(error));
  const first = fresh[0];
  if (first && !inViewport(first)) first.scrollIntoView({ block: 'center' });
}

/** The top-level rich-text editor of one language (German left, English right). */
function textEditorOf(language: Language): Element | undefined {
  const editors = [...document.querySelectorAll('[data-slate-editor="true"]')].filter(
    (editor) => !editor.parentElement?.closest('[data-slate-editor="true"]'),
  );
  return editors[languages.indexOf(language)];
}

/** Scrolls to the refused text in a language's editor (a block's field or the running text). */
function revealText(language: Language, snippet: string) {
  const editor = textEditorOf(language);
  if (!editor) return;
  const field = [...editor.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].find((input) =>
    input.value.includes(snippet),
  );
  if (field) {
    field.scrollIntoView({ block: 'center' });
    field.focus();
    return;
  }
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    if (node.data.includes(snippet)) {
      node.parentElement?.scrollIntoView({ block: 'center' });
      return;
    }
  }
  editor.scrollIntoView({ block: 'center' });
}

/** A refused save: Decap shows its text in the notification ("Nicht gespeichert: …"). */
class RefusedText extends Error {
  override toString() {
    return this.message;
  }
}

function refuseUnreadableText({ entry }: { entry: ImmutableEntry }): unknown {
  for (const language of languages) {
    const body = entry.getIn(language === languages[0] ? ['data', 'body'] : ['i18n', language, 'data', 'body']);
    if (typeof body !== 'string') continue;
    const refusal = refusalIn(body);
    if (!refusal) continue;
    revealText(language, refusal.snippet);
    const where = [languageName(language, 'de'), ...(refusal.where.length > 0 ? refusal.where : ['Text'])].join(' › ');
    throw new RefusedText(`${where}: ${refusal.message}`);
  }
  return undefined;
}

/**
 * A new team member's folder: "team-" and the name as German writes it without umlauts ("Jürg
 * Müller" → team-juerg-mueller, where Decap would drop the dots). The collection's slug reads it from
 * the form-only field, which the file does not hold.
 */
function teamFolderFromName({ entry }: { entry: ImmutableEntry }): unknown {
  if (entry.get('collection') !== 'team' || entry.get('newRecord') !== true) return undefined;
  const data = entry.get('data') as ImmutableData;
  return data.set(formOnlyField, slugify(String(data.get('name') ?? '')));
}

interface AddressProps {
  value?: string;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  entry: ImmutableEntry;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

interface AddressControl {
  props: AddressProps;
  edited?: boolean;
  followTitle?: (event: Event) => void;
}

function addressWidget(createClass: CreateClass, h: CreateElement, pages: readonly PageOption[]) {
  const taken = new Set(pages.map((page) => page.path));
  return createClass({
    // Decap redraws a widget only when its own value changes, so the address follows the German
    // title (the first title field on the page) as it is typed, until staff type their own.
    componentDidMount(this: AddressControl) {
      this.followTitle = (event: Event) => {
        const title = document.querySelector('input[id^="title-field-"]');
        if (event.target !== title || this.edited || this.props.entry.get('newRecord') !== true) return;
        const derived = slugify((title as HTMLInputElement).value);
        if ((this.props.value ?? '') !== derived) this.props.onChange(derived);
      };
      document.addEventListener('input', this.followTitle);
    },
    componentWillUnmount(this: AddressControl) {
      if (this.followTitle) document.removeEventListener('input', this.followTitle);
    },
    isValid(this: AddressControl) {
      const { entry, value = '' } = this.props;
      if (entry.get('newRecord') !== true) return true;
      if (!pageSlug.test(value))
        return {
          error: { type: 'CUSTOM', message: 'Bitte nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. «workshops-fuer-schulen».' },
        };
      if (taken.has(`/${value}`))
        return { error: { type: 'CUSTOM', message: `Unter /${value} gibt es schon eine Seite: bitte eine andere Adresse wählen.` } };
      return true;
    },
    render(this: AddressControl) {
      const { entry, value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      if (entry.get('newRecord') !== true) {
        // Decap's slug of a page is its path inside content/pages: "workshops-fuer-schulen/index".
        const address = `/${String(entry.get('slug') ?? '').replace(/\/index$/, '')}`;
        return h(
          'p',
          { className: `${classNameWrapper} page-address`, id: forID },
          'Diese Seite hat die Adresse ',
          h('strong', null, address),
          '. Von einer anderen Seite verlinken Sie sie so: dort Text markieren, in der Leiste «Link» wählen und ',
          h('strong', null, address),
          ' eintragen. In den Auswahllisten der Bausteine steht sie, sobald die Website neu gebaut ist.',
        );
      }
      const input = h(
        'div',
        { className: `${classNameWrapper} page-address-input` },
        '/',
        h('input', {
          id: forID,
          type: 'text',
          value: value ?? '',
          onChange: (event: { target: { value: string } }) => {
            this.edited = true;
            onChange(event.target.value);
          },
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
        }),
      );
      return h(
        'div',
        null,
        input,
        h(
          'p',
          { className: 'page-address-hint' },
          'Aus dem Titel gebildet (ä wird ae, ß wird ss). Ändern Sie sie, bevor Sie die Seite zum ersten Mal speichern; danach bleibt sie.',
        ),
      );
    },
  });
}

/** The address field of the pages' form: shown and editable for a new page, read-only after. */
export const pageAddressFormField: DecapField = {
  name: formOnlyField,
  label: 'Adresse',
  widget: 'page-address',
  required: false,
  i18n: false,
};

export function setUpStaffInterface(cms: StaffInterfaceApi, fields: readonly DecapField[], pages: readonly PageOption[]) {
  cms.registerLocale('de', merged(cms.getLocale('de') ?? {}, germanOverrides));
  const style = document.createElement('style');
  style.textContent = styles;
  document.head.append(style);

  const labels = listLabels(fields);
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      properCase(document, labels);
      revealNewError();
    });
  }).observe(document.body, { childList: true, subtree: true, characterData: true });

  cms.registerEventListener({ name: 'preSave', handler: refuseUnreadableText });
  cms.registerEventListener({ name: 'preSave', handler: teamFolderFromName });
  // A refused save ends in a promise Decap rejects and nobody handles (with undefined, or its
  // failure action): the browser reported it as a page error. The refusal itself is on screen.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (
      reason === undefined ||
      (reason && typeof reason === 'object' && 'type' in reason && String(reason.type).endsWith('PERSIST_FAILURE'))
    )
      event.preventDefault();
  });
  const { createClass, h } = window as unknown as { createClass?: CreateClass; h?: CreateElement };
  if (!createClass || !h) throw new Error('Decap CMS did not provide createClass and h');
  cms.registerWidget('page-address', addressWidget(createClass, h, pages), createClass({ render: () => null }));
  // Decap's own switch shows the value it was first drawn with: the English pane's copy of a switch
  // written to both languages stayed off. Its preview is kept.
  cms.registerWidget('boolean', switchWidget(createClass, h), cms.getWidget('boolean')?.preview);
  const image = cms.getWidget('image');
  if (image) cms.registerWidget('image', imageWidget(createClass, h, image.control), image.preview);
}
