import { useLocationSearch } from '../../components/useLocationSearch';
import { useSiteMetadata } from '../../components/useSiteMetadata';
import { useLanguage } from '../../i18n/LanguageContext';
import { useTranslation } from '../../i18n/translation';
import { hasDelayedFlag } from '../protocol';
import { parseConfirmation } from './confirmation';
import { optionLabels } from './texts';

/**
 * "Wie geht es weiter?" on the confirmation page: the address carries the channel and times chosen
 * (codes only), which this part repeats once its script has read them (a React island); before
 * that, and without JavaScript, it says the same without the details.
 */
export function RequestNextSteps() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { facts } = useSiteMetadata();
  const search = useLocationSearch();
  const confirmation = parseConfirmation(search);

  const responseTime = facts.responseTime[language];
  const times = confirmation
    ? [optionLabels(t, 'days', confirmation.days), optionLabels(t, 'times', confirmation.times)].filter(Boolean)
    : [];
  return (
    <section aria-labelledby="request-next">
      <h2 id="request-next">{t('request.sent.next')}</h2>
      {hasDelayedFlag(search) && <p>{t('request.sent.delayed')}</p>}
      <ul>
        <li>{t(`request.sent.${confirmation?.channel ?? 'unknown'}`, { responseTime })}</li>
        {confirmation?.noCalls && <li>{t('request.sent.noCalls')}</li>}
        {confirmation && <li>{times.length ? t('request.sent.times', { times: times.join(', ') }) : t('request.sent.noTimes')}</li>}
        {confirmation?.place && <li>{t('request.sent.place', { place: optionLabels(t, 'place', [confirmation.place]) })}</li>}
      </ul>
      {/* A call comes by phone: a spam folder has nothing to do with it. */}
      <p>
        {t(confirmation?.channel === 'phone' ? 'request.sent.noCall' : 'request.sent.spam', {
          email: facts.email,
          phone: facts.phone,
          responseTime,
        })}
      </p>
    </section>
  );
}
