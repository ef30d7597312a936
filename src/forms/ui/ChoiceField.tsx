import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from '../../styles/theme';
import type { ChoiceFieldSpec } from '../model';
import { type FieldTexts, Label, describedBy } from './field-parts';
import { FieldError } from './FieldError';

interface ChoiceFieldProps extends Omit<FieldTexts, 'id'> {
  spec: ChoiceFieldSpec;
  /** The id of an option's control. */
  optionId: (option: string) => string;
  optionLabel: (option: string) => string;
  /** The answer an untouched field holds: a radio button's, or the checkboxes ticked. */
  defaultValue?: string | readonly string[];
  children?: ReactNode;
}

/** A field answered by choosing: radio buttons, or checkboxes where several answers fit. */
export function ChoiceField({ name, label, hint, marker, error, spec, optionId, optionLabel, defaultValue, children }: ChoiceFieldProps) {
  const id = optionId(spec.options[0] ?? '');
  return (
    <fieldset css={choiceGroup} className="field" aria-describedby={describedBy(id, hint)}>
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
            defaultChecked={typeof defaultValue === 'string' ? defaultValue === option : (defaultValue?.includes(option) ?? false)}
            aria-invalid={error ? true : undefined}
          />
          <label htmlFor={optionId(option)}>{optionLabel(option)}</label>
        </div>
      ))}
      {children}
    </fieldset>
  );
}

/** A group of radio buttons or checkboxes; the request's free times look the same (FreeTimes.tsx). */
/** One box or button beside its words, the box as large as a finger needs: every choice's option. */
const choiceOption = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.s};
  input {
    flex: none;
    width: 1.35rem;
    height: 1.35rem;
    margin: 0.2rem 0 0;
    accent-color: ${theme.colors.primary};
  }
  label {
    margin: 0;
    /* A long word ("Psychoedukation" at 150 % on a 320 px phone) breaks instead of running off the screen. */
    min-width: 0;
    overflow-wrap: break-word;
  }
`;

export const choiceGroup = css`
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
    ${choiceOption};
    padding: 0.3rem 0;
  }
  .option label {
    font-weight: 400;
  }
`;
