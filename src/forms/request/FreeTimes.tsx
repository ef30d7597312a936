import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { useTranslation } from '../../i18n/translation';
import { type FreeTimesBody, bookingEndpoint, contactEndpoint } from '../protocol';
import { startOfSlotId } from '../../booking/free-times';
import { choiceGroup } from '../ui/ChoiceField';
import { FieldError } from '../ui/FieldError';
import { noTimeFits, showTimesIntent, slotField } from './questions';
import { fieldId, timeInWords } from './texts';

const isSlotId = (value: string) => startOfSlotId(value) !== undefined;
const timesGroupId = `${fieldId(slotField)}-group`;

type Times = { kind: 'loading' } | { kind: 'booking'; slots: { id: string; words: string }[] } | { kind: 'request' };

export type OfferedTimes = { id: string; words: string }[] | null;

interface FreeTimesProps {
  enhanced: boolean;
  error?: string;
  /** A time chosen before (a draft after a reload): ticked again once the times are here, or named as no longer free. */
  wanted: string;
  /** The times once they are here (null: booking is off now). Called once per ask. */
  onTimes: (times: OfferedTimes) => void;
}

/**
 * "Choose a free time": the next free times from the booking function, and "no time fits", which
 * keeps the days and times questions. Without JavaScript the part holds a button that sends the form
 * to the function, which answers with this page, everything typed kept and the times filled in
 * (`data-free-times`); with JavaScript the component asks for them itself (again when the form
 * mounts it anew: a time was just taken, `key` changes). A choice is only a wish
 * until the request is sent: the function books it then, atomically.
 */
export function FreeTimes({ enhanced, error, wanted, onTimes }: FreeTimesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [times, setTimes] = useState<Times>({ kind: 'loading' });
  const texts = 'request.questions.slot';

  useEffect(() => {
    if (!enhanced) return;
    let current = true;
    fetch(`${bookingEndpoint}?times=1&language=${language}`, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<FreeTimesBody>) : { mode: 'request' as const }))
      .catch((): FreeTimesBody => ({ mode: 'request' }))
      .then((body) => {
        if (!current) return;
        setTimes(body.mode === 'booking' && body.slots.length > 0 ? { kind: 'booking', slots: body.slots } : { kind: 'request' });
      });
    return () => {
      current = false;
    };
  }, [enhanced, language]);

  // Said once the times are on the page: a time chosen before is ticked there by then.
  useEffect(() => {
    if (times.kind !== 'loading') onTimes(times.kind === 'booking' ? times.slots : null);
    // Once per ask: the form's callback keeps its identity, and a new ask is a new mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [times]);

  // The time chosen before, if the times now here no longer hold it: said, never dropped silently.
  const gone =
    times.kind !== 'loading' && isSlotId(wanted) && !(times.kind === 'booking' && times.slots.some((slot) => slot.id === wanted));

  const radio = (value: string, words: string) => (
    <div className="option" key={value}>
      <input type="radio" id={fieldId(slotField, value)} name={slotField} value={value} defaultChecked={value === wanted} />
      <label htmlFor={fieldId(slotField, value)}>{words}</label>
    </div>
  );

  return (
    <fieldset id={timesGroupId} css={group} className="field" aria-describedby={`${fieldId(slotField)}-hint`}>
      <legend>{t(`${texts}.label`)}</legend>
      <p className="hint" id={`${fieldId(slotField)}-hint`}>
        {t(`${texts}.hint`)}
      </p>
      <FieldError name={slotField} fieldId={fieldId(slotField)} text={error} />
      {gone && <p className="gone">{t(`${texts}.gone`, { time: timeInWords(t, language, wanted) })}</p>}
      <div data-free-times="" id={fieldId(slotField)} tabIndex={-1} aria-live="polite" aria-busy={times.kind === 'loading' && enhanced}>
        {!enhanced ? (
          <>
            <p>{t(`${texts}.withoutScript`)}</p>
            {/* The page that answers opens at the times, their question and hint in view (the fragment), not at its top, three screens up. */}
            <button
              type="submit"
              className="secondary"
              name={showTimesIntent.name}
              value={showTimesIntent.value}
              formAction={`${contactEndpoint}#${timesGroupId}`}
              formNoValidate
            >
              {t(`${texts}.show`)}
            </button>
          </>
        ) : times.kind === 'loading' ? (
          <p>{t(`${texts}.loading`)}</p>
        ) : times.kind === 'request' ? (
          <p>{t(`${texts}.unavailable`)}</p>
        ) : (
          [...times.slots.map((slot) => radio(slot.id, slot.words)), radio(noTimeFits, t(`${texts}.none`))]
        )}
      </div>
    </fieldset>
  );
}

const group = [
  choiceGroup,
  css`
    [data-free-times]:focus {
      outline: none;
    }
    .gone {
      font-weight: 700;
    }
  `,
];
