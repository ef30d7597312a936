import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { useTranslation } from '../../i18n/translation';
import { buttonStyle } from '../../components/ButtonLink';
import { useSiteMetadata } from '../../components/useSiteMetadata';
import { postSubmission } from '../post-submission';
import { contactFormFields, submissionTypes, withDelayedFlag } from '../protocol';
import { DraftNote } from '../ui/DraftNote';
import { clearDraft, saveDraft, type DraftValues } from '../ui/form-draft';
import { type FormFields, readValues, restoreDraft } from '../ui/form-values';
import { SubmissionForm } from '../ui/SubmissionForm';
import { ProblemSummary } from '../ui/ProblemSummary';
import { useFormStart } from '../ui/use-form-start';
import { CheckAnswers } from './CheckAnswers';
import { confirmationOf, confirmationPath } from './confirmation';
import {
  type OptionOf,
  type RequestField,
  defaultChannel,
  initialAnswers,
  isMultiple,
  isOption,
  noCalls,
  requestFields,
  requestSteps,
  slotField,
  noTimeFits,
  stepOfField,
} from './questions';
import { requestLayout } from './request-styles';
import { insertStarter } from './SentenceStarters';
import { StepQuestions } from './StepQuestions';
import { fieldId, problemSummary, sendFailedSummary } from './texts';
import { type RawAnswers, type RequestProblem, validateRequest } from './validate';
import { checkStep, stepHeadingId, useSteps } from './useSteps';

const draftName = 'erstgespraech';
const problemsId = 'request-problems';
const fields: FormFields = {
  names: requestFields,
  multiple: (name) => isMultiple(name as RequestField),
  defaults: initialAnswers,
};

/** The answers as the function takes them (validation reads lists, texts and the flag from the same shape). */
const asRawAnswers = (values: DraftValues): RawAnswers => ({ ...values, [noCalls]: values[noCalls] === 'yes' ? 'yes' : '' });
/** No problems: one list, so that clearing them again leaves the steps' questions as they are (StepQuestions is memoised). */
const noProblems: RequestProblem[] = [];

/**
 * The first-consultation request, rendered from its steps and questions (./questions.ts). Without
 * JavaScript it is one form: every question on the page in its part, posted to the send-contact-email
 * function, which answers with the confirmation page (or with this page, everything typed put back
 * and the problems at the top). With JavaScript the same form shows one part at a time ("Schritt 2
 * von 5"), then every answer to check, then sends JSON. The answers live in the fields themselves; a
 * draft on this device keeps them across reloads.
 */
export function ConsultationRequest() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { facts } = useSiteMetadata();
  const form = useRef<HTMLFormElement>(null);
  const { step, goTo, backToCheck, setBackToCheck, focusAfterRender } = useSteps();
  const [channel, setChannel] = useState<OptionOf<'channel'>>(defaultChannel);
  const [problems, setProblems] = useState<RequestProblem[]>(noProblems);
  const [sendFailed, setSendFailed] = useState(false);
  // What the check step shows: the answers, and whether free times were offered, read when it opens.
  const [check, setCheck] = useState<{ answers: DraftValues; timesOffered: boolean }>({ answers: {}, timesOffered: false });
  const [sending, setSending] = useState(false);
  // Free times: the one chosen, and a counter to ask again.
  const [slotChoice, setSlotChoice] = useState('');
  const [timesAsked, setTimesAsked] = useState(0);

  // Reads the fields through the ref: the same function on every render.
  const current = useCallback(() => (form.current ? readValues(form.current, fields) : {}), []);
  const { enhanced, startedAt } = useFormStart(form, (element) => {
    restoreDraft(element, draftName, fields);
    const chosen = readValues(element, fields).channel;
    if (isOption('channel', chosen)) setChannel(chosen);
  });

  const onChange = useCallback(() => {
    const values = current();
    if (isOption('channel', values.channel)) setChannel(values.channel);
    setSlotChoice(typeof values[slotField] === 'string' ? values[slotField] : '');
    saveDraft(draftName, values);
  }, [current]);

  const onInsertStarter = useCallback(
    (text: string) => {
      const message = form.current?.elements.namedItem('message');
      if (!(message instanceof HTMLTextAreaElement)) return;
      insertStarter(message, text);
      onChange();
    },
    [onChange],
  );

  const show = (found: RequestProblem[]) => {
    setSendFailed(false);
    setProblems(found);
    focusAfterRender(problemsId);
  };

  /** The problems of the fields of one step (all steps for the check). */
  const problemsOf = (index: number): RequestProblem[] => {
    const validation = validateRequest(asRawAnswers(current()));
    if (validation.ok) return [];
    const asked: readonly RequestField[] = index === checkStep ? requestFields : (requestSteps[index]?.fields ?? []);
    return validation.problems.filter((problem) => asked.includes(problem.field));
  };

  const showStep = (index: number, focusId?: string) => {
    // Free times are offered where FreeTimes shows them as choices. Read here, not kept as state: their
    // arrival then renders FreeTimes only, not the whole form again (issue 32).
    if (index === checkStep)
      setCheck({ answers: current(), timesOffered: Boolean(form.current?.querySelector(`input[name="${slotField}"]`)) });
    goTo(index, focusId);
  };

  const next = () => {
    const found = problemsOf(step);
    if (found.length > 0) return show(found);
    setProblems(noProblems);
    showStep(backToCheck ? checkStep : step + 1);
    if (backToCheck) setBackToCheck(false);
  };

  const back = () => {
    setProblems(noProblems);
    setBackToCheck(false);
    showStep(Math.max(0, step - 1));
  };

  /** From the summary or the check: to the step that asks the field, focused on the field. */
  const goToField = (field: RequestField, fromCheck: boolean) => {
    setBackToCheck(fromCheck);
    showStep(stepOfField(field), fieldId(field));
  };

  const send = async () => {
    const raw = asRawAnswers(current());
    const validation = validateRequest(raw);
    if (!validation.ok) return show(validation.problems);
    setSending(true);
    setProblems(noProblems);
    setSendFailed(false);
    const honeypot = form.current?.elements.namedItem(contactFormFields.honeypot) as HTMLInputElement | null;
    const answer = await postSubmission({
      type: submissionTypes.request,
      language,
      fields: raw,
      honeypot: honeypot?.value ?? '',
      startedAt: startedAt.current,
    });
    if (answer.kind === 'sent' && answer.booking) {
      clearDraft(draftName);
      window.location.assign(answer.booking);
      return;
    }
    if (answer.kind === 'sent') {
      clearDraft(draftName);
      const confirmation = confirmationPath(language, confirmationOf(validation.value));
      window.location.assign(answer.delayed ? withDelayedFlag(confirmation) : confirmation);
      return;
    }
    setSending(false);
    const field = answer.kind === 'invalid' ? requestFields.find((known) => known === answer.field) : undefined;
    if (answer.kind === 'invalid' && field) {
      // The time was taken meanwhile (or cannot be booked now): the list shows what is free now.
      if (field === slotField) {
        setTimesAsked((asked) => asked + 1);
        setSlotChoice('');
      }
      return show([{ field, code: answer.code }]);
    }
    setSendFailed(true);
    focusAfterRender(problemsId);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    if (sending) return;
    // Enter in a field of an earlier step means "Weiter", not "send".
    if (step < checkStep) next();
    else void send();
  };

  // Each step gets its own problems, and the one empty list when it has none: a problem shown in one
  // step renders that step's questions only.
  const problemsOfStep = useMemo(
    () =>
      requestSteps.map(({ fields: asked }) => {
        const own = problems.filter((problem) => (asked as readonly RequestField[]).includes(problem.field));
        return own.length > 0 ? own : noProblems;
      }),
    [problems],
  );
  // A time can only be chosen from the free times offered.
  const timeChosen = slotChoice !== '' && slotChoice !== noTimeFits;
  const shownSummary = sendFailed ? sendFailedSummary(t, facts.email) : problems.length > 0 ? problemSummary(t, language, problems) : null;
  const total = enhanced ? requestSteps.length : requestSteps.length - 1;

  return (
    <SubmissionForm
      ref={form}
      type={submissionTypes.request}
      enhanced={enhanced}
      onSubmit={onSubmit}
      onChange={onChange}
      look={requestLayout}
      label={{ text: t('request.formTitle') }}
    >
      <ProblemSummary
        id={problemsId}
        summary={shownSummary}
        onFieldLink={(id, event) => {
          const field = problems.find((problem) => fieldId(problem.field) === id)?.field;
          if (!field) return;
          event.preventDefault();
          goToField(field, step === checkStep);
        }}
      />

      {requestSteps.map((shownStep, index) => {
        const isCheck = index === checkStep;
        // The check step exists only with JavaScript: it reads the answers back from the fields.
        if (isCheck && !enhanced) return null;
        return (
          <section key={shownStep.id} hidden={enhanced && step !== index} aria-labelledby={stepHeadingId(index)}>
            <p className="progress">{t(enhanced ? 'request.step' : 'request.part', { current: index + 1, total })}</p>
            <h2 id={stepHeadingId(index)} tabIndex={-1}>
              {t(`request.steps.${shownStep.id}`)}
            </h2>
            {isCheck ? (
              step === checkStep && (
                <CheckAnswers answers={check.answers} timesOffered={check.timesOffered} onChange={(field) => goToField(field, true)} />
              )
            ) : (
              <StepQuestions
                fields={shownStep.fields}
                enhanced={enhanced}
                channel={channel}
                problems={problemsOfStep[index] ?? noProblems}
                timeChosen={timeChosen}
                timesAsked={timesAsked}
                onInsertStarter={onInsertStarter}
              />
            )}
          </section>
        );
      })}

      <div className="actions">
        {enhanced && step > 0 && (
          <button type="button" className="secondary" onClick={back}>
            {t('request.back')}
          </button>
        )}
        {enhanced && step < checkStep ? (
          <button type="submit" css={buttonStyle}>
            {t(backToCheck ? 'request.backToCheck' : 'request.next')}
          </button>
        ) : (
          <button type="submit" css={buttonStyle} disabled={sending}>
            {sending ? t('request.sending') : t('request.submit')}
          </button>
        )}
      </div>
      <DraftNote
        hidden={!enhanced}
        onClear={() => {
          clearDraft(draftName);
          form.current?.reset();
          setChannel(defaultChannel);
          setProblems(noProblems);
          showStep(0);
        }}
      />
    </SubmissionForm>
  );
}
