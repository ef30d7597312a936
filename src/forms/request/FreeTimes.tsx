import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { useTranslation } from '../../i18n/translation';
import {
  type BookingPolicy,
  type FreeTimesBody,
  bookingEndpoint,
  bookingPolicyOf,
  formPostAddress,
  freeTimesQuery,
  submissionTypes,
} from '../protocol';
import { startOfSlotId } from '../../booking/free-times';
import { type OfferedSlot, offeredCount } from '../../booking/offered-slot';
import { choiceGroup } from '../ui/ChoiceField';
import { FieldError } from '../ui/FieldError';
import { noTimeFits, showTimesIntent, slotField } from './questions';
import { fieldId, timeInWords, timesGroupId } from './texts';

const isSlotId = (value: string) => startOfSlotId(value) !== undefined;

type Times = { kind: 'loading' } | { kind: 'booking'; slots: OfferedSlot[]; more: boolean; policy: BookingPolicy } | { kind: 'request' };

export type OfferedTimes = OfferedSlot[] | null;

/** The free times, at least `count` of them and at least up to `through` (a time chosen before). */
async function askForTimes(language: string, count: number, through: string): Promise<FreeTimesBody> {
  const query = new URLSearchParams({ times: '1', language, [freeTimesQuery.count]: String(count) });
  if (isSlotId(through)) query.set(freeTimesQuery.through, through);
  try {
    const response = await fetch(`${bookingEndpoint}?${query.toString()}`, { headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as FreeTimesBody) : { mode: 'request' };
  } catch {
    return { mode: 'request' };
  }
}

interface FreeTimesProps {
  enhanced: boolean;
  error?: string;
  /** A time chosen before (a draft after a reload): ticked again once the times are here, or named as no longer free. */
  wanted: string;
  /** The times once they are here (null: booking is off now). Called once per ask. */
  /** The times once here, and the countries whose mobile numbers the booking function sends SMS to (none where no times are). */
  onTimes: (times: OfferedTimes, policy: BookingPolicy) => void;
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
  // How many are asked for: one page more with each "Spätere Termine".
  const [count, setCount] = useState(offeredCount);
  const [askingMore, setAskingMore] = useState(false);
  // A time ticked here that a later answer no longer holds (taken meanwhile): said, never dropped silently.
  const [lost, setLost] = useState('');
  // After "Spätere Termine": the times shown before; the first one not among them is focused once it is on the page.
  const shownBefore = useRef<ReadonlySet<string> | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const texts = 'request.questions.slot';

  useEffect(() => {
    if (!enhanced) return;
    let current = true;
    // The time ticked now, else the one chosen before a reload: the list reaches it either way.
    const ticked = list.current?.querySelector<HTMLInputElement>(`input[name="${slotField}"]:checked`)?.value ?? wanted;
    void askForTimes(language, count, ticked).then((body) => {
      if (!current) return;
      setAskingMore(false);
      const offered = body.mode === 'booking' && body.slots.length > 0 ? body.slots : null;
      // A failed ask for later times keeps the times shown (and the one ticked); "Spätere Termine" can be tried again.
      setTimes((shown) =>
        offered
          ? { kind: 'booking', slots: offered, more: body.mode === 'booking' && body.more, policy: bookingPolicyOf(body) }
          : shown.kind === 'booking'
            ? shown
            : { kind: 'request' },
      );
      if (offered && ticked !== wanted && isSlotId(ticked) && !offered.some((slot) => slot.id === ticked)) setLost(ticked);
    });
    return () => {
      current = false;
    };
    // `wanted` is read when asking, not a reason to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enhanced, language, count]);

  useEffect(() => {
    const before = shownBefore.current;
    if (times.kind !== 'booking' || !before) return;
    shownBefore.current = null;
    const next = times.slots.find((slot) => !before.has(slot.id));
    if (next) document.getElementById(fieldId(slotField, next.id))?.focus();
  }, [times]);

  const showMore = () => {
    // Not disabled while asking: a disabled button would drop the keyboard's focus to the page's top.
    if (times.kind !== 'booking' || askingMore) return;
    shownBefore.current = new Set(times.slots.map((slot) => slot.id));
    setAskingMore(true);
    setCount(times.slots.length + offeredCount);
  };

  // Said once the times are on the page: a time chosen before is ticked there by then.
  useEffect(() => {
    if (times.kind === 'booking') onTimes(times.slots, times.policy);
    else if (times.kind === 'request') onTimes(null, bookingPolicyOf({ mode: 'request' }));
    // Once per ask: the form's callback keeps its identity, and a new ask is a new mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [times]);

  // The time chosen before, if the times now here no longer hold it: said, never dropped silently.
  const wantedGone =
    times.kind !== 'loading' && isSlotId(wanted) && !(times.kind === 'booking' && times.slots.some((slot) => slot.id === wanted));
  const gone = wantedGone ? wanted : lost;

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
      {gone && <p className="gone">{t(`${texts}.gone`, { time: timeInWords(t, language, gone) })}</p>}
      <div
        ref={list}
        data-free-times=""
        id={fieldId(slotField)}
        tabIndex={-1}
        aria-live="polite"
        aria-busy={times.kind === 'loading' && enhanced}
      >
        {!enhanced ? (
          <>
            <p>{t(`${texts}.withoutScript`)}</p>
            {/* The page that answers opens at the times, their question and hint in view (the fragment), not at its top, three screens up. */}
            <button
              type="submit"
              className="secondary"
              name={showTimesIntent.name}
              value={showTimesIntent.value}
              formAction={`${formPostAddress(submissionTypes.request, language)}#${timesGroupId}`}
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
          <>
            {times.slots.map((slot) => radio(slot.id, slot.words))}
            {times.more && (
              <button type="button" className="secondary more-times" onClick={showMore} aria-busy={askingMore}>
                {t(askingMore ? `${texts}.loading` : `${texts}.more`)}
              </button>
            )}
            {radio(noTimeFits, t(`${texts}.none`))}
          </>
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
