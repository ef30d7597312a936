import { css } from '@emotion/react';
import { theme } from '../../styles/theme';

/** The id of a field's error message, for the field's aria-describedby. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/**
 * A field's problem, just above it (where the eye is when typing). Rendered empty and hidden when
 * there is none, so a form sent without JavaScript can have it filled in by the function
 * (netlify/submissions/form-page.ts looks for `data-field-error`).
 */
export function FieldError({ name, fieldId, text }: { name: string; fieldId: string; text?: string }) {
  return (
    <p css={style} id={errorIdOf(fieldId)} data-field-error={name} hidden={!text}>
      {text}
    </p>
  );
}

const style = css`
  margin: 0 0 ${theme.space.xs};
  color: ${theme.colors.danger};
  font-weight: 700;
  &[hidden] {
    display: none;
  }
`;
