import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { type ChoiceQuestion, type RequestField, type TextQuestion, choiceQuestions, textQuestions } from '../../consultation/questions';
import { fieldId } from '../../consultation/texts';
import { useTranslation } from '../../i18n/translation';
import { theme } from '../../styles/theme';
import { FieldError, errorIdOf } from '../forms/FieldError';

/** Shown after a question's label: "Pflicht" for the few that are. */
function Marker({ required }: { required?: boolean }) {
  const { t } = useTranslation();
  return required ? <span className="marker"> ({t('request.required')})</span> : null;
}

function describedBy(field: RequestField, hint: boolean): string {
  return [hint ? `${fieldId(field)}-hint` : '', errorIdOf(fieldId(field))].filter(Boolean).join(' ');
}

interface ChoiceProps {
  question: ChoiceQuestion;
  error?: string;
  hint?: boolean;
  required?: boolean;
  defaultValue?: string;
  children?: ReactNode;
}

/** A question answered by choosing: radio buttons, or checkboxes where several answers fit. */
export function Choice({ question, error, hint = false, required, defaultValue, children }: ChoiceProps) {
  const { t } = useTranslation();
  const { multiple, options } = choiceQuestions[question];
  const id = fieldId(question);
  return (
    <fieldset css={group} className="field" aria-describedby={describedBy(question, hint)}>
      <legend>
        {t(`request.questions.${question}.label`)}
        <Marker required={required} />
      </legend>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {t(`request.questions.${question}.hint`)}
        </p>
      )}
      <FieldError name={question} fieldId={id} text={error} />
      {options.map((option) => {
        const optionId = fieldId(question, option);
        return (
          <div className="option" key={option}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              id={optionId}
              name={question}
              value={option}
              defaultChecked={defaultValue === option}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={optionId}>{t(`request.questions.${question}.options.${option}`)}</label>
          </div>
        );
      })}
      {children}
    </fieldset>
  );
}

interface TextProps {
  field: TextQuestion;
  error?: string;
  hint?: boolean;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  children?: ReactNode;
}

/** A question answered in words. */
export function Text({
  field,
  error,
  hint = false,
  required,
  type = 'text',
  autoComplete = 'off',
  multiline = false,
  children,
}: TextProps) {
  const { t } = useTranslation();
  const id = fieldId(field);
  const common = {
    id,
    name: field,
    maxLength: textQuestions[field],
    autoComplete,
    'aria-describedby': describedBy(field, hint),
    'aria-invalid': error ? true : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {t(`request.questions.${field}.label`)}
        <Marker required={required} />
      </label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {t(`request.questions.${field}.hint`)}
        </p>
      )}
      {children}
      <FieldError name={field} fieldId={id} text={error} />
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} type={type} />}
    </div>
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
