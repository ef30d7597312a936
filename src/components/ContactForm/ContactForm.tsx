import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { contactEndpoint, contactFormFields, type ContactResponseBody } from '../../contact/protocol';
import {
  contactErrorCodes,
  contactFieldId,
  contactFields,
  contactLimits,
  contactMessages,
  contactProblemSummary,
  contactSendFailedSummary,
  validateContact,
  type ContactErrorCode,
  type ContactField,
} from '../../contact/validate';
import type { ProblemSummary as Summary } from '../../forms/problem-summary';
import { useLanguage } from '../../i18n/LanguageContext';
import { theme } from '../../styles/theme';
import { buttonStyle } from '../ButtonLink';
import { DraftNote } from '../forms/DraftNote';
import { clearDraft, loadDraft, saveDraft } from '../forms/form-draft';
import { formCard } from '../forms/form-styles';
import { ProblemSummary, focusField } from '../forms/ProblemSummary';
import { useSiteMetadata } from '../useSiteMetadata';
import { Notice, type NoticeContent } from './Notice';

type Values = Record<ContactField, string>;
const empty: Values = { name: '', email: '', subject: '', message: '' };
const inputTypes: Record<ContactField, string> = { name: 'text', email: 'email', subject: 'text', message: 'textarea' };
const autoComplete: Record<ContactField, string> = { name: 'name', email: 'email', subject: 'off', message: 'off' };
const draftName = 'contact';

/**
 * The contact form. Without JavaScript it is a plain form post to the function (which redirects to
 * a result page once sent, and otherwise answers with this page, everything typed put back); with
 * JavaScript it checks the fields in the spec's order, sends JSON and shows the answer in place. What
 * the visitor types is kept as a draft on the device and only cleared after the message was sent.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { facts } = useSiteMetadata();
  const messages = contactMessages[language];
  const [values, setValues] = useState<Values>(empty);
  const [invalidField, setInvalidField] = useState<ContactField | null>(null);
  const [problems, setProblems] = useState<Summary | null>(null);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [sending, setSending] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const startedAt = useRef<number>(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const summary = useRef<HTMLDivElement>(null);

  // After hydration the form validates itself (noValidate) so the spec's messages show in order.
  // Whatever the visitor typed before the page became interactive is adopted, not wiped; an empty
  // form takes the draft kept from an earlier visit.
  useEffect(() => {
    startedAt.current = Date.now();
    const typed = Object.fromEntries(contactFields.map((field) => [field, fields.current[field]?.value ?? ''])) as Values;
    const draft = loadDraft(draftName);
    const nothingTyped = contactFields.every((field) => typed[field] === '');
    const restored =
      nothingTyped && draft ? (Object.fromEntries(contactFields.map((field) => [field, String(draft[field] ?? '')])) as Values) : typed;
    setValues(restored);
    setEnhanced(true);
  }, []);

  useEffect(() => {
    if (enhanced) saveDraft(draftName, values);
  }, [enhanced, values]);

  const showProblems = (content: Summary) => {
    setProblems(content);
    // After the summary has rendered: focus it, so its title is read first.
    requestAnimationFrame(() => summary.current?.focus());
  };

  const showInvalid = (field: ContactField, code: ContactErrorCode) => {
    setInvalidField(field);
    setNotice(null);
    setProblems(contactProblemSummary(language, field, code));
    fields.current[field]?.focus();
  };

  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (invalidField === field) setInvalidField(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const validation = validateContact(values);
    if (!validation.ok) {
      showInvalid(validation.field, validation.code);
      return;
    }
    setInvalidField(null);
    setNotice(null);
    setProblems(null);
    setSending(true);
    try {
      const response = await fetch(contactEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...validation.value,
          type: 'contact',
          [contactFormFields.language]: language,
          [contactFormFields.honeypot]: honeypot.current?.value ?? '',
          [contactFormFields.startedAt]: startedAt.current,
        }),
      });
      const answer = (await response.json().catch(() => ({}))) as Partial<ContactResponseBody>;
      const field = 'field' in answer ? contactFields.find((known) => known === answer.field) : undefined;
      if (response.ok && 'ok' in answer) {
        setValues(empty);
        clearDraft(draftName);
        // delayed: received and kept, SendGrid did not take it yet (the function delivers it later).
        setNotice(
          answer.delayed
            ? { kind: 'success', title: t('contactResult.delayedTitle'), text: t('contactResult.delayedText') }
            : { kind: 'success', title: messages.sentTitle, text: messages.sent },
        );
      } else if (field && 'error' in answer) {
        showInvalid(field, contactErrorCodes.find((known) => known === answer.error) ?? 'invalid');
      } else {
        showProblems(contactSendFailedSummary(language, facts.email));
      }
    } catch {
      showProblems(contactSendFailedSummary(language, facts.email));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      css={[formCard, form]}
      action={contactEndpoint}
      method="post"
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{t('form.title')}</h2>
      <p className="intro">{t('form.intro')}</p>
      <ProblemSummary ref={summary} summary={problems} onFieldLink={focusField} />
      {notice && <Notice notice={notice} />}
      <input type="hidden" name={contactFormFields.language} value={language} />
      <input type="hidden" name={contactFormFields.type} value="contact" />
      {contactFields.map((field) => {
        const common = {
          id: contactFieldId(field),
          name: field,
          required: true,
          maxLength: contactLimits[field],
          autoComplete: autoComplete[field],
          value: values[field],
          onChange: onChange(field),
          'aria-invalid': invalidField === field ? true : undefined,
        };
        return (
          <div className="field" key={field}>
            <label htmlFor={contactFieldId(field)}>{t(`form.${field}`)}</label>
            {inputTypes[field] === 'textarea' ? (
              <textarea {...common} ref={(element) => (fields.current[field] = element)} rows={6} />
            ) : (
              <input {...common} type={inputTypes[field]} ref={(element) => (fields.current[field] = element)} />
            )}
          </div>
        );
      })}
      {/* Hidden from people (and assistive technology); bots fill it in. */}
      <div className="trap" aria-hidden="true">
        <label htmlFor="contact-website">{t('form.honeypot')}</label>
        <input
          ref={honeypot}
          id="contact-website"
          name={contactFormFields.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" css={buttonStyle} disabled={sending}>
        {sending ? messages.sending : t('form.submit')}
      </button>
      {/* Below the button: shown once the script runs, it moves nothing the visitor already sees. */}
      <DraftNote
        hidden={!enhanced}
        onClear={() => {
          clearDraft(draftName);
          setValues(empty);
        }}
      />
    </form>
  );
}

const form = css`
  .intro {
    color: ${theme.colors.muted};
  }
`;
