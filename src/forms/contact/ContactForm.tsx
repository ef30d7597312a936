import { css } from '@emotion/react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { useTranslation } from '../../i18n/translation';
import { theme } from '../../styles/theme';
import { buttonStyle } from '../../components/ButtonLink';
import { useSiteMetadata } from '../../components/useSiteMetadata';
import type { FieldErrorCode } from '../model';
import { postSubmission } from '../post-submission';
import { contactFormFields, submissionTypes } from '../protocol';
import { DraftDeleted, DraftNote, useDraftDeletion } from '../ui/DraftNote';
import { clearDraft, saveDraft } from '../ui/form-draft';
import { type FormFields, readValues, restoreDraft, writeValues } from '../ui/form-values';
import { SubmissionForm } from '../ui/SubmissionForm';
import type { ProblemSummary as Summary } from '../ui/problem-summary';
import { ProblemSummary, focusField } from '../ui/ProblemSummary';
import { TextField } from '../ui/TextField';
import { useFormStart } from '../ui/use-form-start';
import { type ContactField, contactFieldId, contactFields, contactQuestions } from './contact-form';
import { contactProblemSummary, contactSendFailedSummary } from './texts';
import { validateContact } from './validate';
import { Notice, type NoticeContent } from './Notice';

const draftName = 'contact';
const fields: FormFields = { names: contactFields };

/**
 * The contact form, rendered from its fields (./contact-form.ts). Without JavaScript it is a plain
 * form post to the function (which redirects to a result page once sent, and otherwise answers with
 * this page, everything typed put back); with JavaScript it checks the fields in the spec's order,
 * shows the first problem, sends JSON and shows the answer in place. What the visitor types is kept
 * as a draft on the device and only cleared after the message was sent.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { facts } = useSiteMetadata();
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [invalidField, setInvalidField] = useState<ContactField | null>(null);
  const [problems, setProblems] = useState<Summary | null>(null);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [sending, setSending] = useState(false);
  // Where focus goes once the problems have rendered: a field, or the summary itself.
  const pendingFocus = useRef<(() => HTMLElement | null) | null>(null);
  // After the render, in the same task: the browser works out the page's style and layout once, for
  // the page with the problems shown, and the next frame shows both the problems and the focused
  // field. (Focused before the render, the field forced a layout of the page without them, and the
  // render a second one.)
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    target()?.focus();
  });
  // Once the script runs the form validates itself (noValidate) so the spec's messages show in order.
  const { enhanced, startedAt } = useFormStart(form, (element) => restoreDraft(element, draftName, fields));
  const deletion = useDraftDeletion(() => {
    const element = form.current;
    const deleted = element ? readValues(element, fields) : {};
    clearDraft(draftName);
    element?.reset();
    return () => {
      if (!element) return;
      writeValues(element, fields, deleted);
      saveDraft(draftName, deleted);
    };
  });

  const showInvalid = (field: ContactField, code: FieldErrorCode) => {
    setInvalidField(field);
    setNotice(null);
    setProblems(contactProblemSummary(t, language, field, code));
    pendingFocus.current = () => document.getElementById(contactFieldId(field));
  };

  const showSendFailed = () => {
    setProblems(contactSendFailedSummary(t, facts.email));
    // Once the summary has rendered: focus it, so its title is read first.
    pendingFocus.current = () => summary.current;
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (invalidField && (event.target as HTMLInputElement).name === invalidField) setInvalidField(null);
    if (form.current) saveDraft(draftName, readValues(form.current, fields));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = form.current;
    if (sending || !element) return;
    const validation = validateContact(readValues(element, fields));
    if (!validation.ok) return showInvalid(validation.field, validation.code);
    setInvalidField(null);
    setNotice(null);
    setProblems(null);
    setSending(true);
    const honeypot = element.elements.namedItem(contactFormFields.honeypot) as HTMLInputElement | null;
    const answer = await postSubmission({
      type: submissionTypes.contact,
      language,
      fields: validation.value,
      honeypot: honeypot?.value ?? '',
      startedAt: startedAt.current,
    });
    setSending(false);
    if (answer.kind === 'sent') {
      element.reset();
      clearDraft(draftName);
      // delayed: received and kept, SendGrid did not take it yet (the function delivers it later).
      setNotice(
        answer.delayed
          ? { kind: 'success', title: t('contactResult.delayedTitle'), text: t('contactResult.delayedText') }
          : { kind: 'success', title: t('contactResult.sentTitle'), text: t('contactResult.sentText') },
      );
      return;
    }
    const field = answer.kind === 'invalid' ? contactFields.find((known) => known === answer.field) : undefined;
    if (answer.kind === 'invalid' && field) return showInvalid(field, answer.code);
    showSendFailed();
  };

  return (
    <SubmissionForm
      ref={form}
      type={submissionTypes.contact}
      enhanced={enhanced}
      onSubmit={onSubmit}
      onChange={onChange}
      look={style}
      label={{ labelledBy: 'contact-form-title' }}
      draftName={draftName}
    >
      <h2 id="contact-form-title">{t('form.title')}</h2>
      <p className="intro">{t('form.intro')}</p>
      <DraftDeleted deletion={deletion} />
      <ProblemSummary
        ref={summary}
        summary={problems}
        onFieldLink={focusField}
        // The summary of the form sent empty (the name, its first field, missing): the first a visitor is likely to see.
        warmUp={() => contactProblemSummary(t, language, 'name', 'required')}
      />
      {notice && <Notice notice={notice} />}
      {contactFields.map((field) => (
        <TextField
          key={field}
          id={contactFieldId(field)}
          name={field}
          label={t(`form.${field}`)}
          spec={contactQuestions[field]}
          nativeRequired
          invalid={invalidField === field}
          rows={6}
        />
      ))}
      <button type="submit" css={buttonStyle} disabled={sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
      {/* Below the button: shown once the script runs, it moves nothing the visitor already sees. */}
      <DraftNote deletion={deletion} hidden={!enhanced} />
    </SubmissionForm>
  );
}

const style = css`
  .intro {
    color: ${theme.colors.muted};
  }
  /* Everything below the problem summary is a layer of its own: when the summary appears above the
     fields, the browser moves them as they are instead of painting them again. Measured on the empty
     form's first submit (390 px, CPU 4x, the builds without and with it in turn, 8 runs each): 104 ms
     median before, 88 after; the time from the handler to the screen 49.5 ms before, 44 after. */
  [data-form-problems] ~ * {
    will-change: transform;
  }
`;
