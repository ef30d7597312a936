import type { SerializedStyles } from '@emotion/react';
import { forwardRef, type FormEvent, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { type SubmissionType, contactFormFields, formPostAddress } from '../protocol';
import { formCard } from './form-styles';
import { Honeypot } from './Honeypot';

interface SubmissionFormProps {
  type: SubmissionType;
  /** Once the script runs the form checks itself (the browser's own check only without JavaScript). */
  enhanced: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  look: SerializedStyles;
  label: { labelledBy: string } | { text: string };
  /** The name its draft is kept under (./form-draft.ts): the page's head script marks <html> when one is kept, before the first paint. */
  draftName: string;
  children: ReactNode;
}

/**
 * The frame both forms share: a form that posts to the function without JavaScript, with what the
 * function needs besides the answers (the form's type, the page's language) and the honeypot.
 */
export const SubmissionForm = forwardRef<HTMLFormElement, SubmissionFormProps>(function SubmissionForm(
  { type, enhanced, onSubmit, onChange, look, label, draftName, children },
  ref,
) {
  const language = useLanguage();
  return (
    <form
      ref={ref}
      css={[formCard, look]}
      action={formPostAddress(type, language)}
      method="post"
      noValidate={enhanced}
      // For the form's styles before and after the script takes over (a step-by-step form shows its first step only, even before).
      data-enhanced={enhanced ? '' : undefined}
      data-draft={draftName}
      onSubmit={onSubmit}
      // The input event, not React's onChange: it reaches the form on every keystroke and choice in
      // React and in Preact (the forms' bundle), where a form's onChange is the browser's change
      // event, sent only when a field is left.
      onInput={onChange}
      {...('labelledBy' in label ? { 'aria-labelledby': label.labelledBy } : { 'aria-label': label.text })}
    >
      <input type="hidden" name={contactFormFields.language} value={language} />
      <input type="hidden" name={contactFormFields.type} value={type} />
      <Honeypot id={`${type}-website`} />
      {children}
    </form>
  );
});
