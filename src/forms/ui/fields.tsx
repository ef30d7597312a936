import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../../styles/theme';
import type { ChoiceFieldSpec, TextFieldSpec } from '../model';
import { FieldError, errorIdOf } from './FieldError';

/**
 * The controls both forms are built of, rendered from a field's description (../model.ts). They keep
 * their value in the page (uncontrolled): typing re-renders nothing, what was typed before the
 * script ran stays, and the same markup posts without JavaScript. Each renders the empty place for
 * its problem that the function fills for a form sent without JavaScript.
 */

interface FieldTexts {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** Shown after the label: "(Pflicht)". */
  marker?: string;
  error?: string;
}

function describedBy(id: string, hint: string | undefined): string {
  return [hint ? `${id}-hint` : '', errorIdOf(id)].filter(Boolean).join(' ');
}

function Label({ label, marker }: { label: string; marker?: string }) {
  return (
    <>
      {label}
      {marker && <span className="marker"> ({marker})</span>}
    </>
  );
}

interface TextFieldProps extends FieldTexts {
  spec: TextFieldSpec;
  /** The browser's own check without JavaScript (the contact form's fields are all required). */
  nativeRequired?: boolean;
  /** Marked invalid without a message beside it (the contact form says its one problem in the summary). */
  invalid?: boolean;
  rows?: number;
  children?: ReactNode;
}

/** A field answered in words: one line, or several. */
export function TextField({ id, name, label, hint, marker, error, spec, nativeRequired, invalid, rows = 5, children }: TextFieldProps) {
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
}

interface ChoiceFieldProps extends Omit<FieldTexts, 'id'> {
  spec: ChoiceFieldSpec;
  /** The id of an option's control. */
  optionId: (option: string) => string;
  optionLabel: (option: string) => string;
  defaultValue?: string;
  children?: ReactNode;
}

/** A field answered by choosing: radio buttons, or checkboxes where several answers fit. */
export function ChoiceField({ name, label, hint, marker, error, spec, optionId, optionLabel, defaultValue, children }: ChoiceFieldProps) {
  const id = optionId(spec.options[0] ?? '');
  return (
    <fieldset css={group} className="field" aria-describedby={describedBy(id, hint)}>
      <legend>
        <Label label={label} marker={marker} />
      </legend>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError name={name} fieldId={id} text={error} />
      {spec.options.map((option) => (
        <div className="option" key={option}>
          <input
            type={spec.multiple ? 'checkbox' : 'radio'}
            id={optionId(option)}
            name={name}
            value={option}
            defaultChecked={defaultValue === option}
            aria-invalid={error ? true : undefined}
          />
          <label htmlFor={optionId(option)}>{optionLabel(option)}</label>
        </div>
      ))}
      {children}
    </fieldset>
  );
}

const group = css`
  border: 0;
  margin: 0 0 ${theme.space.l};
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    margin-bottom: ${theme.space.xs};
    padding: 0;
  }
  .option {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space.s};
    padding: 0.3rem 0;
  }
  .option input {
    flex: none;
    width: 1.35rem;
    height: 1.35rem;
    margin: 0.2rem 0 0;
    accent-color: ${theme.colors.primary};
  }
  .option label {
    font-weight: 400;
    margin: 0;
    /* A long word ("Psychoedukation" at 150 % on a 320 px phone) breaks instead of running off the screen. */
    min-width: 0;
    overflow-wrap: break-word;
  }
`;
