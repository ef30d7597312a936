import type { CreateClass } from '../../decap-types';

/** The address is not part of the page: the preview shows nothing for it. */
export function PageAddressPreview(createClass: CreateClass) {
  return createClass({ render: () => null });
}
