import { pageSlug, slugify } from '../../../src/content-model/content-files';
import type { CreateClass, CreateElement, ImmutableEntry, PageOption } from '../../decap-types';

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

export const pageAddressStyles = `
.page-address { margin: 0; padding: 16px 20px; line-height: 1.5; }
.page-address-input { display: flex; align-items: center; gap: 2px; }
.page-address-hint { margin: 6px 0 0; font-size: 14px; }
.page-address-input input { flex: 1; border: 0; outline: 0; font: inherit; background: transparent; }
`;

/**
 * The control of a page's address. Decap 3.16.3 derives a new entry's slug from its fields without
 * showing it, and an entry's slug cannot be edited (decaporg/decap-cms#445): this field shows the
 * address a new page will get, lets staff change it before the first save, and says it afterwards.
 */
export function PageAddressControl(createClass: CreateClass, h: CreateElement, pages: readonly PageOption[]) {
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
