import { css } from '@emotion/react';
import { theme } from '../../styles/theme';

/** The look both forms share: the card around them, labels above fields, fields the full width. */
export const formCard = css`
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.l};
  box-shadow: ${theme.shadows.card};
  /* The sides give way as the visitor's text grows (each rem larger), and stay as they were at 100 %: the card sits in
     the page's own padding, and at 150 % with wide spacing "Telefonnummer" needs the room to stay whole (on a 390 px
     phone 49 px a side became 38; on a 320 px one 16 px became 10). */
  padding: ${theme.space.xl} max(${theme.space.xs}, min(${theme.inset.xl}, calc(22vw - 2rem)));
  ${theme.breakpoints.smallPhone} {
    padding: ${theme.space.l} max(${theme.space.xs}, min(${theme.inset.m}, calc(10.5vw - 1rem)));
  }
  h2 {
    margin-top: 0;
  }
  .field {
    margin-bottom: ${theme.space.l};
  }
  label {
    display: block;
    font-weight: 700;
    margin-bottom: ${theme.space.xs};
  }
  input:not([type='checkbox']):not([type='radio']),
  textarea {
    width: 100%;
    font: inherit;
    color: ${theme.colors.ink};
    background: ${theme.colors.background};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radii.s};
    padding: 0.7rem 0.85rem;
  }
  textarea {
    min-height: 150px;
    resize: vertical;
  }
  input:focus,
  textarea:focus {
    border-color: ${theme.colors.primary};
  }
  [aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  .trap {
    position: absolute;
    left: -10000px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
  button[type='submit'] {
    min-height: 2.75rem;
  }
  button:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

/**
 * A form page's two columns: what to know beside it (contact details, "before you start") and the form,
 * side by side on a desktop, one above the other on a phone. minmax(0, …): a long word at a large text
 * size breaks instead of widening a column past the screen. `formShare`: the form's width against 1.
 */
export const besideFormColumns = (formShare: number) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xl};
  padding-bottom: ${theme.space.xxl};
  align-items: start;
  ${theme.breakpoints.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, ${formShare}fr);
  }
`;
