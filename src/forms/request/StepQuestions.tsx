import { memo } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { useTranslation } from '../../i18n/translation';
import { FreeTimes } from './FreeTimes';
import { type OptionOf, type RequestField, requestFields, requestQuestions, slotField } from './questions';
import { RequestQuestion } from './RequestQuestion';
import { SentenceStarters } from './SentenceStarters';
import { problemText } from './texts';
import type { RequestProblem } from './validate';

interface StepQuestionsProps {
  /** The step's fields (./questions.ts); a box inside a question (`insideOf`) is rendered with its question. */
  fields: readonly RequestField[];
  enhanced: boolean;
  channel: OptionOf<'channel'>;
  problems: readonly RequestProblem[];
  /** A free time is chosen: the days and times that would suit are not asked. */
  timeChosen: boolean;
  /** Counts the asks for free times: a new count mounts FreeTimes anew, which asks again. */
  timesAsked: number;
  onInsertStarter: (text: string) => void;
}

/**
 * The questions of one step. Memoised, with props that keep their identity while they mean the same:
 * going to another step, or a problem shown in one, then renders that step's questions only, not those
 * of the hidden steps (issue 32: they were most of the work of "Weiter" and "Zurück").
 */
export const StepQuestions = memo(function StepQuestions({
  fields,
  enhanced,
  channel,
  problems,
  timeChosen,
  timesAsked,
  onInsertStarter,
}: StepQuestionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorOf = (field: RequestField) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? problemText(t, language, problem) : undefined;
  };

  return fields
    .filter((field) => requestQuestions[field].kind !== 'flag')
    .map((field) => {
      if (field === slotField) return <FreeTimes key={`${field}-${timesAsked}`} enhanced={enhanced} error={errorOf(field)} />;
      if (enhanced && timeChosen && (field === 'days' || field === 'times')) return null;
      const inside = requestFields.filter((other) => {
        const spec = requestQuestions[other];
        return spec.kind === 'flag' && spec.insideOf === field;
      });
      const error = [field, ...inside].map(errorOf).find(Boolean);
      return (
        <RequestQuestion key={field} field={field} channel={channel} error={error}>
          {inside.map((flag) => (
            // "Please don't call" has no meaning once a call is asked for.
            <RequestQuestion key={flag} field={flag} channel={channel} hidden={enhanced && channel === 'phone'} />
          ))}
          {field === 'message' && <SentenceStarters enhanced={enhanced} onInsert={onInsertStarter} />}
        </RequestQuestion>
      );
    });
});
