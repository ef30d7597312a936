import { css, type SerializedStyles } from '@emotion/react';
import type { ComponentPropsWithoutRef } from 'react';
import { theme } from '../styles/theme';
import { LocalizedLink } from './LocalizedLink';

type Props = ComponentPropsWithoutRef<typeof LocalizedLink> & {
  /** The header's button: smaller, to sit in the bar beside the navigation links. */
  small?: boolean;
  /**
   * The caller's own styles, combined with the button's into one class. A `css` prop would leave a
   * second class that the server's critical CSS drops and the browser then inserts again.
   */
  styles?: SerializedStyles;
};

/** A link that looks like the site's button: the calls to action in the header, on pages and in MDX. */
export function ButtonLink({ small = false, styles, ...props }: Props) {
  return <LocalizedLink css={[buttonStyle, small && smallButton, styles]} {...props} />;
}

/** The site's one button look, for links (ButtonLink) and the form's submit button alike. */
export const buttonStyle = css`
  display: inline-block;
  /* At large text sizes a long label wraps, and breaks a word wider than the column. */
  max-width: 100%;
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font: inherit;
  font-weight: 700;
  border: 0;
  cursor: pointer;
  text-decoration: none;
  /* The sides stop growing with a visitor's larger text on a phone, so that the label keeps the width. */
  padding: 0.85rem min(1.6rem, 5vw);
  border-radius: ${theme.radii.button};
  &:hover {
    background: ${theme.colors.primaryHover};
    color: ${theme.colors.onPrimary};
  }
  /* Windows contrast themes drop the background: the outline keeps it a button. */
  @media (forced-colors: active) {
    border: 2px solid ButtonText;
  }
`;

/** The quieter button beside it (Back, More): outlined in the action colour; the caller sets the padding. */
export const outlineButtonStyle = css`
  font: inherit;
  font-weight: 700;
  color: ${theme.colors.primary};
  background: transparent;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radii.button};
  min-height: 2.75rem;
  cursor: pointer;
`;

const smallButton = css`
  padding: 0.55rem 1.1rem;
`;
