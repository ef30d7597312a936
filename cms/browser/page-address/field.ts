import type { DecapField } from '../../decap-types';
import { formOnlyField } from '../../mdx-format';

export const pageAddressWidgetName = 'page-address';

/**
 * The address field of the pages' form: shown and editable for a new page, read-only after. It is
 * form-only (the page's folder is its address): the collection's slug reads it, the file does not
 * hold it. Written once, not per language.
 */
export const pageAddressFormField: DecapField = {
  name: formOnlyField,
  label: 'Adresse',
  widget: pageAddressWidgetName,
  required: false,
  i18n: false,
};
