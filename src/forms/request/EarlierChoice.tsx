import { useTranslation } from '../../i18n/translation';
import type { OptionOf } from './questions';
import type { Earlier } from './reminders';
import { RequestQuestion } from './RequestQuestion';

/**
 * "Früher kommen?" on the check step (issue 70): one box, off unless ticked, and once ticked the time of day.
 * Shown only where a time is booked and the visitor can be reached (ConsultationRequest), as the booking page's
 * part of the same name asks; what follows is said under it. Its look is `.earlier-choice` in ./request-styles.ts.
 */
export function EarlierChoice({ channel, chosen }: { channel: OptionOf<'channel'>; chosen: Earlier }) {
  const { t } = useTranslation();
  const ticked = chosen.earlier.length > 0;
  return (
    <div className="earlier-choice">
      <RequestQuestion field="earlier" channel={channel} checked={chosen.earlier} />
      {ticked && <RequestQuestion field="earlierWhen" channel={channel} checked={[chosen.earlierWhen]} />}
      {ticked && (
        <p className="hint" aria-live="polite">
          {t('request.earlier.follows')}
        </p>
      )}
    </div>
  );
}

/** Without JavaScript, under the reminders: the box unticked, any time of day, and when it counts. */
export function EarlierChoiceWithoutScript() {
  const { t } = useTranslation();
  return (
    <div className="earlier-choice">
      <RequestQuestion field="earlier" channel="email" checked={[]} hint={t('request.earlier.withoutScriptHint')} />
      <RequestQuestion field="earlierWhen" channel="email" checked={['any']} />
    </div>
  );
}
