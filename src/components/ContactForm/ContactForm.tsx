import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { interpolate } from '../../i18n/translate';
import { useTranslation } from '../../i18n/translation';
import { contactEndpoint, contactFormFields, type ContactResponseBody } from '../../contact/protocol';
import {
  contactErrorCodes,
  contactFields,
  contactLimits,
  contactMessages,
  validateContact,
  type ContactField,
} from '../../contact/validate';
import { useLanguage } from '../../i18n/LanguageContext';
import { theme } from '../../styles/theme';
import { buttonStyle } from '../ButtonLink';
import { useSiteMetadata } from '../useSiteMetadata';
import { Notice, type NoticeContent } from './Notice';

type Values = Record<ContactField, string>;
const empty: Values = { name: '', email: '', subject: '', message: '' };
const inputTypes: Record<ContactField, string> = { name: 'text', email: 'email', subject: 'text', message: 'textarea' };
const autoComplete: Record<ContactField, string> = { name: 'name', email: 'email', subject: 'off', message: 'off' };

/**
 * The contact form. Without JavaScript it is a plain form post to the function (which redirects to
 * a result page); with JavaScript it checks the fields in the spec's order, sends JSON and shows the
 * answer in place. What the visitor typed is only cleared after the message was sent.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { facts } = useSiteMetadata();
  const messages = contactMessages[language];
  const [values, setValues] = useState<Values>(empty);
  const [invalidField, setInvalidField] = useState<ContactField | null>(null);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [sending, setSending] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const startedAt = useRef<number>(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  // After hydration the form validates itself (noValidate) so the spec's messages show in order.
  // Whatever the visitor typed before the page became interactive is adopted, not wiped.
  useEffect(() => {
    startedAt.current = Date.now();
    const typed = Object.fromEntries(contactFields.map((field) => [field, fields.current[field]?.value ?? ''])) as Values;
    setValues(typed);
    setEnhanced(true);
  }, []);

  const sendFailed = (): NoticeContent => ({
    kind: 'error',
    title: messages.sendFailedTitle,
    text: interpolate(messages.sendFailed, { email: facts.email }),
  });

  const showInvalid = (field: ContactField, text: string) => {
    setInvalidField(field);
    setNotice({ kind: 'error', title: messages.title, text });
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
      showInvalid(validation.field, messages.fields[validation.field][validation.code]);
      return;
    }
    setInvalidField(null);
    setNotice(null);
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
      if (response.ok && 'ok' in answer) {
        setValues(empty);
        setNotice({ kind: 'success', title: messages.sentTitle, text: messages.sent });
      } else if ('field' in answer && answer.field && answer.error && contactFields.includes(answer.field)) {
        const code = contactErrorCodes.find((known) => known === answer.error) ?? 'invalid';
        showInvalid(answer.field, messages.fields[answer.field][code]);
      } else {
        setNotice(sendFailed());
      }
    } catch {
      setNotice(sendFailed());
    } finally {
      setSending(false);
    }
  };

  return (
    <form css={form} action={contactEndpoint} method="post" noValidate={enhanced} onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('form.title')}</h2>
      <p className="intro">{t('form.intro')}</p>
      {notice && <Notice notice={notice} />}
      <input type="hidden" name={contactFormFields.language} value={language} />
      <input type="hidden" name={contactFormFields.type} value="contact" />
      {contactFields.map((field) => {
        const common = {
          id: `contact-${field}`,
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
            <label htmlFor={`contact-${field}`}>{t(`form.${field}`)}</label>
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
    </form>
  );
}

const form = css`
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.l};
  box-shadow: ${theme.shadows.card};
  padding: ${theme.space.xl};
  h2 {
    margin-top: 0;
  }
  .intro {
    color: ${theme.colors.muted};
  }
  .field {
    margin-bottom: ${theme.space.l};
  }
  label {
    display: block;
    font-weight: 700;
    margin-bottom: ${theme.space.xs};
  }
  input,
  textarea {
    width: 100%;
    font: inherit;
    color: ${theme.colors.ink};
    background: ${theme.colors.background};
    border: 2px solid ${theme.colors.border};
    border-radius: ${theme.radii.s};
    padding: 0.7rem 0.85rem;
  }
  textarea {
    min-height: 150px;
    resize: vertical;
  }
  input:focus,
  textarea:focus {
    border-color: ${theme.colors.primary};
  }
  [aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  .trap {
    position: absolute;
    left: -10000px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
  button {
    min-height: 2.75rem;
  }
  button:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;
