import { memo, type ReactNode } from 'react';
import type { TextFieldSpec } from '../model';
import { type FieldTexts, Label, describedBy } from './field-parts';
import { FieldError } from './FieldError';

/**
 * The controls of both forms are rendered from a field's description (../model.ts) and keep their
 * value in the page (uncontrolled): typing re-renders nothing, what was typed before the script ran
 * stays, and the same markup posts without JavaScript. Each renders the empty place for its problem
 * that the function fills for a form sent without JavaScript.
 */
interface TextFieldProps extends FieldTexts {
  spec: TextFieldSpec;
  /** The browser's own check without JavaScript (the contact form's fields are all required). */
  nativeRequired?: boolean;
  /** Marked invalid without a message beside it (the contact form says its one problem in the summary). */
  invalid?: boolean;
  rows?: number;
  children?: ReactNode;
}

/**
 * A field answered in words: one line, or several. Rendered again only when its own props change:
 * a form's state changes (a problem shown, sending) leave its other fields as they are. (The contact
 * form sent empty: Preact compared one field instead of four in the visitor's tap.)
 */
export const TextField = memo(function TextField({
  id,
  name,
  label,
  hint,
  marker,
  error,
  spec,
  nativeRequired,
  invalid,
  rows = 5,
  children,
}: TextFieldProps) {
  const common = {
    id,
    name,
    maxLength: spec.limit,
    autoComplete: spec.autoComplete ?? 'off',
    required: nativeRequired,
    'aria-describedby': describedBy(id, hint),
    'aria-invalid': error || invalid ? true : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        <Label label={label} marker={marker} />
      </label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      <FieldError name={name} fieldId={id} text={error} />
      {spec.multiline ? <textarea {...common} rows={rows} /> : <input {...common} type={spec.input ?? 'text'} />}
    </div>
  );
});
