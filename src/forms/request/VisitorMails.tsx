import { useTranslation } from '../../i18n/translation';
import { mailsField } from './questions';
import { fieldId } from './texts';

/**
 * "Bestätigung und Erinnerungen per E-Mail": the box that asks for a booked time's confirmation and
 * reminders at the address given, with one sentence on what follows. With JavaScript it stands on the
 * check step, under the answers, only where a time is booked and an address given, ticked as the visitor
 * left it (else when e-mail is their way to be reached); it is rendered anew each time the check opens,
 * so it starts as `ticked` says. Without JavaScript it stands above the send button, ticked, and its
 * sentence says it counts only with a time and an address (validation drops it without one). Its look is
 * `.visitor-mails` in ./request-styles.ts.
 */
export function VisitorMails({ enhanced, ticked = true }: { enhanced: boolean; ticked?: boolean }) {
  const { t } = useTranslation();
  const id = fieldId(mailsField);
  const texts = `request.questions.${mailsField}`;
  return (
    <div className="visitor-mails">
      <div className="option">
        <input type="checkbox" id={id} name={mailsField} value="yes" defaultChecked={ticked} aria-describedby={`${id}-hint`} />
        <label htmlFor={id}>{t(`${texts}.label`)}</label>
      </div>
      <p className="hint" id={`${id}-hint`}>
        {t(enhanced ? `${texts}.hint` : `${texts}.withoutScriptHint`)}
      </p>
    </div>
  );
}
