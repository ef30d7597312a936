import { memo } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { useTranslation } from '../../i18n/translation';
import type { MeetingPlace } from '../../booking/availability';
import { placeWords } from '../../booking/slot-words';
import { FreeTimes, type OfferedTimes } from './FreeTimes';
import type { FieldSpec } from '../model';
import type { BookingPolicy } from '../protocol';
import { type OptionOf, type RequestField, requestFields, requestQuestions, slotField, timeWishFields } from './questions';
import { RequestQuestion } from './RequestQuestion';
import { SentenceStarters } from './SentenceStarters';
import { fieldId, problemText } from './texts';
import type { RequestProblem } from './validate';

interface StepQuestionsProps {
  /** The step's fields (./questions.ts); a box inside a question (`insideOf`) is rendered with its question. */
  fields: readonly RequestField[];
  enhanced: boolean;
  channel: OptionOf<'channel'>;
  problems: readonly RequestProblem[];
  /**
   * Step 2 asks when and where would suit (./questions.ts: timeWishAsked): "no time fits" is chosen, or no
   * times are offered. Otherwise the questions stay on the page, hidden, with whatever was ticked in them.
   */
  timeWishAsked: boolean;
  /** Counts the asks for free times: a new count mounts FreeTimes anew, which asks again. */
  timesAsked: number;
  /** A time chosen before, to tick again once the times are here (FreeTimes). */
  wantedTime: string;
  onTimes: (times: OfferedTimes, policy: BookingPolicy) => void;
  /** Where the chosen time can meet: one place is given, not asked; of several, the visitor chooses one. */
  timePlaces: readonly MeetingPlace[] | undefined;
  /**
   * Where the chosen time meets, once that is known: online needs the e-mail address (the video link is sent
   * there), the phone a phone number (the team calls it).
   */
  meetsIn: MeetingPlace | undefined;
  onInsertStarter: (text: string) => void;
}

/**
 * The questions of one step. Memoised, with props that keep their identity while they mean the same:
 * going to another step, or a problem shown in one, then renders that step's questions only, not those
 * of the hidden steps (they were most of the work of "Weiter" and "Zurück").
 */
export const StepQuestions = memo(function StepQuestions({
  fields,
  enhanced,
  channel,
  problems,
  timeWishAsked,
  timesAsked,
  wantedTime,
  onTimes,
  timePlaces,
  meetsIn,
  onInsertStarter,
}: StepQuestionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorOf = (field: RequestField) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? problemText(t, language, problem) : undefined;
  };

  return fields
    .filter((field) => requestQuestions[field].kind !== 'flag')
    .map((field) => {
      if (field === slotField)
        return (
          <FreeTimes key={`${field}-${timesAsked}`} enhanced={enhanced} error={errorOf(field)} wanted={wantedTime} onTimes={onTimes} />
        );
      const [onlyPlace] = timePlaces ?? [];
      if (enhanced && field === 'place' && timePlaces?.length === 1 && onlyPlace) return <GivenPlace key={field} place={onlyPlace} />;
      // A time in several places meets in the one the visitor chooses of them: "any is fine" is no answer then.
      if (enhanced && field === 'place' && timePlaces && timePlaces.length > 1)
        return (
          <RequestQuestion
            key={`${field}-${timePlaces.join('-')}`}
            field={field}
            channel={channel}
            error={errorOf(field)}
            only={timePlaces}
            hint={t('request.questions.place.bothHint', { places: placeWords(timePlaces, language) })}
          />
        );
      const inside = requestFields.filter((other) => {
        const spec: FieldSpec = requestQuestions[other];
        return spec.kind === 'flag' && spec.insideOf === field;
      });
      const error = [field, ...inside].map(errorOf).find(Boolean);
      const question = (
        <RequestQuestion
          key={field}
          field={field}
          channel={channel}
          error={error}
          // Without JavaScript the place is asked beside the times: a time's own place wins, as the function books it.
          {...(!enhanced && field === 'place' ? { hint: t('request.questions.place.withoutScriptHint') } : {})}
          {...(enhanced && field === 'email' && meetsIn === 'online'
            ? { hint: t('request.questions.email.onlineHint'), required: true }
            : {})}
          {...(enhanced && field === 'phone' && meetsIn === 'phone'
            ? { hint: t('request.questions.phone.phoneHint'), required: true }
            : {})}
        >
          {inside.map((flag) => (
            // "Please don't call" has no meaning once a call is asked for.
            <RequestQuestion key={flag} field={flag} channel={channel} hidden={enhanced && channel === 'phone'} />
          ))}
          {field === 'message' && <SentenceStarters enhanced={enhanced} onInsert={onInsertStarter} />}
        </RequestQuestion>
      );
      if (!isTimeWish(field) && field !== 'place') return question;
      // The same element with JavaScript and without (its content survives the form's start). Without JavaScript
      // the days and times are revealed by choosing "no time fits" (.time-wish in ./request-styles.ts); the place
      // stays, as it also places a time offered in several.
      return (
        <div key={field} className={field === 'place' ? 'place-wish' : 'time-wish'} hidden={enhanced && !timeWishAsked}>
          {question}
        </div>
      );
    });
});

const isTimeWish = (field: RequestField) => (timeWishFields as readonly RequestField[]).includes(field);

/** The place of a time offered in one place: given, not asked, and sent with the form. */
function GivenPlace({ place }: { place: MeetingPlace }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="field given-place" id={fieldId('place')}>
      <p>
        <strong>{t('request.questions.place.label')}</strong>
      </p>
      <p>{t('request.questions.place.given', { place: placeWords(place, language) })}</p>
      <input type="hidden" name="place" value={place} />
    </div>
  );
}
