import type { CreateClass, CreateElement, PageOption } from '../../decap-types';
import { PageAddressControl, pageAddressStyles } from './Control';
import { pageAddressWidgetName } from './field';
import { PageAddressPreview } from './Preview';

export { pageAddressFormField } from './field';

/**
 * The page-address widget in Decap's widget shape (name, control, preview, styles). It takes no
 * options, so it has no schema of its own for Decap to validate them with.
 */
export function pageAddressWidget(createClass: CreateClass, h: CreateElement, pages: readonly PageOption[]) {
  return {
    name: pageAddressWidgetName,
    controlComponent: PageAddressControl(createClass, h, pages),
    previewComponent: PageAddressPreview(createClass),
    styles: pageAddressStyles,
  };
}
