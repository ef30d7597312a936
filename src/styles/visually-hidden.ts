/**
 * Text that screen readers read and the screen does not show (a button's full name, a change's
 * "inserted" and "deleted", the review notice's status): a 1 px box, clipped, out of the flow. Plain
 * declarations, for an emotion `css` block, inside a rule of one, or a plain CSS rule.
 */
export const visuallyHiddenCss = `
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
