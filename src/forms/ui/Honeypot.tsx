import { useTranslation } from '../../i18n/translation';
import { contactFormFields } from '../protocol';

/** A field hidden from people (and assistive technology) that bots fill in; the function answers those as sent and sends nothing. */
export function Honeypot({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div className="trap" aria-hidden="true">
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input id={id} name={contactFormFields.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
