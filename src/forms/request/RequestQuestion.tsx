import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { ChoiceField } from '../ui/ChoiceField';
import { TextField } from '../ui/TextField';
import { type OptionOf, type RequestField, addressForChannel, requestQuestions } from './questions';
import { fieldId } from './texts';

interface RequestQuestionProps {
  field: RequestField;
  error?: string;
  /** The channel chosen now: it makes its address required. */
  channel: OptionOf<'channel'>;
  /** What is shown inside the question's group or under its label (a box inside it, sentence starters). */
  children?: ReactNode;
  hidden?: boolean;
  /** A choice's answers offered now, when fewer than all (the places a chosen time allows). */
  only?: readonly string[];
  /** A line under the label in place of the question's own. */
  hint?: string;
  /** Required now whatever the channel (an online time's e-mail address). */
  required?: boolean;
  /** A choice's answers ticked as it appears, in place of its `initial` (the check step's reminders). */
  checked?: readonly string[];
}

/** One question of the request, as its entry in ./questions.ts describes it, with its texts from `request.questions.<name>`. */
export function RequestQuestion({
  field,
  error,
  channel,
  children,
  hidden,
  only,
  hint: ownHint,
  required: requiredNow,
  checked,
}: RequestQuestionProps) {
  const { t } = useTranslation();
  const spec = requestQuestions[field];
  const texts = `request.questions.${field}`;
  const hint = ownHint ?? ('hint' in spec && spec.hint ? t(`${texts}.hint`) : undefined);
  if (spec.kind === 'flag') {
    return (
      <div className="option no-calls" hidden={hidden}>
        <input type="checkbox" id={fieldId(field)} name={field} value="yes" />
        <label htmlFor={fieldId(field)}>{t(`${texts}.label`)}</label>
      </div>
    );
  }
  // The free times come from the booking function: ConsultationRequest renders them with FreeTimes.
  if (spec.kind === 'time') throw new Error(`${field}: a time question is rendered by FreeTimes, not RequestQuestion`);
  const required =
    requiredNow || ('required' in spec && spec.required) || ('address' in spec && spec.address && addressForChannel[channel] === field);
  const common = { name: field, label: t(`${texts}.label`), hint, error, marker: required ? t('request.required') : undefined };
  if (spec.kind === 'choice') {
    return (
      <ChoiceField
        {...common}
        spec={only ? { ...spec, options: spec.options.filter((option) => only.includes(option)) } : spec}
        optionId={(option) => fieldId(field, option)}
        optionLabel={(option) => t(`${texts}.options.${option}`)}
        defaultValue={checked ?? ('initial' in spec ? spec.initial : undefined)}
      >
        {children}
      </ChoiceField>
    );
  }
  return (
    <TextField {...common} id={fieldId(field)} spec={spec}>
      {children}
    </TextField>
  );
}
