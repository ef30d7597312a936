import { css } from '@emotion/react';
import { navigate } from 'gatsby';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { contactEndpoint, contactFormFields, type ContactResponseBody, withDelayedFlag } from '../../contact/protocol';
import { contactErrorCodes } from '../../contact/validate';
import { confirmationOf, confirmationPath, requestType } from '../../consultation/protocol';
import {
  type OptionOf,
  type RequestField,
  addressForChannel,
  defaultChannel,
  isOption,
  noCalls,
  requestFields,
  requestSteps,
  stepOfField,
} from '../../consultation/questions';
import { fieldId, problemSummary, problemText, sendFailedSummary } from '../../consultation/texts';
import { type RequestProblem, validateRequest } from '../../consultation/validate';
import { useLanguage } from '../../i18n/LanguageContext';
import { useTranslation } from '../../i18n/translation';
import { theme } from '../../styles/theme';
import { buttonStyle, outlineButtonStyle } from '../ButtonLink';
import { DraftNote } from '../forms/DraftNote';
import { clearDraft, loadDraft, saveDraft, type DraftValues } from '../forms/form-draft';
import { formCard } from '../forms/form-styles';
import { ProblemSummary } from '../forms/ProblemSummary';
import { useSiteMetadata } from '../useSiteMetadata';
import { CheckAnswers } from './CheckAnswers';
import { asRawAnswers, hasAnswers, readAnswers, writeAnswers } from './form-values';
import { Choice, Text } from './Questions';

const draftName = 'erstgespraech';
const checkStep = requestSteps.length - 1;
const starters = ['hard', 'wish', 'tried', 'question'] as const;

/**
 * The first-consultation request. Without JavaScript it is one form: every question on the page in
 * its part, posted to the send-contact-email function, which answers with the confirmation page (or
 * with this page, everything typed put back and the problems at the top). With JavaScript the same
 * form shows one part at a time ("Schritt 2 von 5"), then every answer to check, then sends JSON.
 * The answers live in the fields themselves; a draft on this device keeps them across reloads.
 */
export function ConsultationRequest() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { facts } = useSiteMetadata();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const startedAt = useRef(0);
  /** Focus to move once the step it is on is shown: a step's heading, a field, or the summary. */
  const pendingFocus = useRef<string | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [step, setStep] = useState(0);
  const [backToCheck, setBackToCheck] = useState(false);
  const [channel, setChannel] = useState<OptionOf<'channel'>>(defaultChannel);
  const [problems, setProblems] = useState<RequestProblem[]>([]);
  const [sendFailed, setSendFailed] = useState(false);
  const [answers, setAnswers] = useState<DraftValues>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    startedAt.current = Date.now();
    const element = form.current;
    if (!element) return;
    // Answers typed before the script ran stay; an untouched form takes the draft of an earlier visit.
    if (!hasAnswers(readAnswers(element))) {
      const draft = loadDraft(draftName);
      if (draft) writeAnswers(element, draft);
    }
    const chosen = readAnswers(element).channel;
    if (isOption('channel', chosen)) setChannel(chosen);
    setEnhanced(true);
  }, []);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    document.getElementById(target)?.focus();
  });

  const current = () => (form.current ? readAnswers(form.current) : {});

  const onChange = () => {
    const values = current();
    if (isOption('channel', values.channel)) setChannel(values.channel);
    saveDraft(draftName, values);
  };

  const goTo = (index: number, focusId = `request-step-${requestSteps[index]?.id}`) => {
    if (index === checkStep) setAnswers(current());
    if (index === step) {
      // Already shown: nothing will render, so focus now.
      document.getElementById(focusId)?.focus();
      return;
    }
    pendingFocus.current = focusId;
    setStep(index);
  };

  const show = (found: RequestProblem[]) => {
    setSendFailed(false);
    setProblems(found);
    pendingFocus.current = 'request-problems';
    // The summary may already be showing: focus it now as well (the layout effect runs only after a render).
    summary.current?.focus();
  };

  /** The problems of the fields of one step (all steps for the check). */
  const problemsOf = (index: number): RequestProblem[] => {
    const validation = validateRequest(asRawAnswers(current()));
    if (validation.ok) return [];
    const fields: readonly RequestField[] = index === checkStep ? requestFields : (requestSteps[index]?.fields ?? []);
    return validation.problems.filter((problem) => fields.includes(problem.field));
  };

  const next = () => {
    const found = problemsOf(step);
    if (found.length > 0) return show(found);
    setProblems([]);
    goTo(backToCheck ? checkStep : step + 1);
    if (backToCheck) setBackToCheck(false);
  };

  const back = () => {
    setProblems([]);
    setBackToCheck(false);
    goTo(Math.max(0, step - 1));
  };

  /** From the summary or the check: to the step that asks the field, focused on the field. */
  const goToField = (field: RequestField, fromCheck: boolean) => {
    setBackToCheck(fromCheck);
    goTo(stepOfField(field), fieldId(field));
  };

  const showSendFailed = () => {
    setSendFailed(true);
    pendingFocus.current = 'request-problems';
  };

  const send = async () => {
    const raw = asRawAnswers(current());
    const validation = validateRequest(raw);
    if (!validation.ok) return show(validation.problems);
    setSending(true);
    setProblems([]);
    setSendFailed(false);
    try {
      const response = await fetch(contactEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...raw,
          [contactFormFields.type]: requestType,
          [contactFormFields.language]: language,
          [contactFormFields.honeypot]:
            (form.current?.elements.namedItem(contactFormFields.honeypot) as HTMLInputElement | null)?.value ?? '',
          [contactFormFields.startedAt]: startedAt.current,
        }),
      });
      const answer = (await response.json().catch(() => ({}))) as Partial<ContactResponseBody>;
      if (response.ok && 'ok' in answer) {
        clearDraft(draftName);
        const confirmation = confirmationPath(language, confirmationOf(validation.value));
        await navigate(answer.delayed ? withDelayedFlag(confirmation) : confirmation);
        return;
      }
      const field = 'field' in answer ? requestFields.find((known) => known === answer.field) : undefined;
      const code = 'error' in answer ? contactErrorCodes.find((known) => known === answer.error) : undefined;
      if (field && code) return show([{ field, code }]);
      showSendFailed();
    } catch {
      showSendFailed();
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    if (sending) return;
    // Enter in a field of an earlier step means "Weiter", not "send".
    if (step < checkStep) next();
    else void send();
  };

  const errorOf = (field: RequestField) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? problemText(t, problem) : undefined;
  };
  const shownSummary = sendFailed ? sendFailedSummary(t, facts.email) : problems.length > 0 ? problemSummary(t, problems) : null;
  const needs = addressForChannel[channel];
  const total = enhanced ? requestSteps.length : requestSteps.length - 1;
  const hiddenUnlessStep = (index: number) => enhanced && step !== index;

  const heading = (index: number) => {
    const id = requestSteps[index]?.id ?? '';
    return (
      <>
        <p className="progress">{t(enhanced ? 'request.step' : 'request.part', { current: index + 1, total })}</p>
        <h2 id={`request-step-${id}`} tabIndex={-1}>
          {t(`request.steps.${id}`)}
        </h2>
      </>
    );
  };

  return (
    <form
      ref={form}
      css={[formCard, layout]}
      action={contactEndpoint}
      method="post"
      noValidate={enhanced}
      onSubmit={onSubmit}
      onChange={onChange}
      aria-label={t('request.formTitle')}
    >
      <input type="hidden" name={contactFormFields.language} value={language} />
      <input type="hidden" name={contactFormFields.type} value={requestType} />
      <ProblemSummary
        ref={summary}
        id="request-problems"
        summary={shownSummary}
        onFieldLink={(id, event) => {
          const field = problems.find((problem) => fieldId(problem.field) === id)?.field;
          if (!field) return;
          event.preventDefault();
          goToField(field, step === checkStep);
        }}
      />

      <section hidden={hiddenUnlessStep(0)} aria-labelledby="request-step-about">
        {heading(0)}
        <Choice question="forWhom" error={errorOf('forWhom')} />
        <Choice question="topics" hint error={errorOf('topics')} />
        <Text field="topicOther" error={errorOf('topicOther')} />
        <Choice question="offer" error={errorOf('offer')} />
      </section>

      <section hidden={hiddenUnlessStep(1)} aria-labelledby="request-step-when">
        {heading(1)}
        <Choice question="days" hint error={errorOf('days')} />
        <Choice question="times" error={errorOf('times')} />
        <Choice question="place" error={errorOf('place')} />
      </section>

      <section hidden={hiddenUnlessStep(2)} aria-labelledby="request-step-conversation">
        {heading(2)}
        <Text field="needs" hint multiline error={errorOf('needs')} />
        <Text field="message" hint multiline error={errorOf('message')}>
          <div className="starters">
            <p>{t('request.questions.message.startersTitle')}</p>
            <ul>
              {starters.map((starter) => {
                const text = t(`request.questions.message.starters.${starter}`);
                return (
                  <li key={starter}>
                    {enhanced ? (
                      <button
                        type="button"
                        aria-label={t('request.questions.message.starterButton', { text })}
                        onClick={() => {
                          const message = form.current?.elements.namedItem('message');
                          if (!(message instanceof HTMLTextAreaElement)) return;
                          const start = message.value.trimEnd();
                          message.value = `${start}${start ? '\n' : ''}${text.replace(/\s*…$/, ' ')}`;
                          message.focus();
                          message.setSelectionRange(message.value.length, message.value.length);
                          onChange();
                        }}
                      >
                        {text}
                      </button>
                    ) : (
                      text
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        </Text>
      </section>

      <section hidden={hiddenUnlessStep(3)} aria-labelledby="request-step-contact">
        {heading(3)}
        <Text field="name" required autoComplete="name" error={errorOf('name')} />
        <Choice question="channel" required defaultValue={defaultChannel} error={errorOf('channel') ?? errorOf(noCalls)}>
          <div className="option no-calls" hidden={enhanced && channel === 'phone'}>
            <input type="checkbox" id={fieldId(noCalls)} name={noCalls} value="yes" />
            <label htmlFor={fieldId(noCalls)}>{t('request.questions.noCalls.label')}</label>
          </div>
        </Choice>
        <Text field="email" type="email" autoComplete="email" hint required={!enhanced || needs === 'email'} error={errorOf('email')} />
        <Text field="phone" type="tel" autoComplete="tel" hint required={enhanced && needs === 'phone'} error={errorOf('phone')} />
      </section>

      {enhanced && (
        <section hidden={step !== checkStep} aria-labelledby="request-step-check">
          {heading(checkStep)}
          {step === checkStep && <CheckAnswers answers={answers} onChange={(field) => goToField(field, true)} />}
        </section>
      )}

      {/* Hidden from people (and assistive technology); bots fill it in. */}
      <div className="trap" aria-hidden="true">
        <label htmlFor="request-website">{t('form.honeypot')}</label>
        <input id="request-website" name={contactFormFields.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

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
          setProblems([]);
          goTo(0);
        }}
      />
    </form>
  );
}

const layout = css`
  section > h2 {
    margin: 0 0 ${theme.space.l};
  }
  section + section {
    margin-top: ${theme.space.xl};
  }
  section[hidden] {
    display: none;
  }
  section[hidden] + section {
    margin-top: 0;
  }
  .progress {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.small};
    font-weight: 700;
    color: ${theme.colors.muted};
    text-transform: none;
  }
  .hint {
    margin: 0 0 ${theme.space.s};
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.small};
  }
  .marker {
    font-weight: 400;
    color: ${theme.colors.muted};
  }
  .no-calls {
    margin-top: ${theme.space.s};
    padding-top: ${theme.space.s};
    border-top: 1px dashed ${theme.colors.border};
  }
  .no-calls[hidden] {
    display: none;
  }
  .starters {
    margin: 0 0 ${theme.space.s};
    font-size: ${theme.fontSizes.small};
  }
  .starters p {
    margin: 0 0 ${theme.space.xs};
    color: ${theme.colors.muted};
  }
  .starters ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.s};
  }
  .starters button {
    font: inherit;
    color: ${theme.colors.ink};
    background: ${theme.colors.background};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    padding: 0.35rem 0.8rem;
    min-height: 2.25rem;
    cursor: pointer;
    text-align: left;
  }
  .starters button:hover {
    border-color: ${theme.colors.primary};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space.m};
    margin-top: ${theme.space.l};
  }
  .actions button[type='submit'] {
    margin-left: auto;
  }
  .secondary {
    ${outlineButtonStyle};
    padding: 0.7rem 1.4rem;
  }
`;
