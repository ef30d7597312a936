import { type RequestField, hasTimeWish, isCheckField, noCalls, noTimeFits, requestFields, slotField, timeWishAsked } from './questions';
import { answerInWords, questionLabel } from './texts';
import { useTranslation } from '../../i18n/translation';
import { useLanguage } from '../../i18n/LanguageContext';
import type { DraftValues } from '../ui/form-draft';
import type { Slot } from '../../booking/free-times';
import { bookingWords } from '../../booking/slot-words';
import { AddressBreaks } from '../ui/AddressBreaks';

/** "Check your answers": every question with its answer and a way back to it. Its look is `.check-answers` in ./request-styles.ts. */
export function CheckAnswers({
  answers,
  timesOffered,
  booking,
  onChange,
}: {
  answers: DraftValues;
  /** Whether free times were offered: the chosen one is then a row, and the days and times only as step 2 asked them. */
  timesOffered: boolean;
  /** The time to book, with the place it meets: shown whole (day, start–end, Swiss time, place), and the place row then not again. */
  booking: Slot | undefined;
  onChange: (field: RequestField) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const answerText = (field: RequestField) =>
    field === slotField && booking ? bookingWords(booking, language) : answerInWords(t, field, answers[field], language);
  const slot = answers[slotField];
  // What step 2 asked: a row for each, and nothing it did not show.
  const wishAsked = timeWishAsked({ slot, timesOffered, wishGiven: hasTimeWish(answers) });
  const timeChosen = typeof slot === 'string' && slot !== '' && slot !== noTimeFits;
  const rows = requestFields.filter((field) => {
    // The check's own questions are asked below the answers (./ReminderChoice.tsx, ./EarlierChoice.tsx), not among them.
    if (isCheckField(field)) return false;
    // "Please don't call" only where it was ticked; asked for a call, it has no meaning.
    if (field === noCalls) return answers[noCalls] === 'yes' && answers.channel !== 'phone';
    if (field === slotField) return timesOffered;
    if (field === 'days' || field === 'times') return wishAsked;
    if (field === 'place') return !booking && (wishAsked || timeChosen);
    return true;
  });
  return (
    <div className="check-answers">
      <p>{t('request.checkIntro')}</p>
      <dl>
        {rows.map((field) => {
          const text = answerText(field);
          // The time as what it is once chosen ("Termin"), not as the request to choose one.
          const label = field === slotField ? t('request.questions.slot.checkLabel') : questionLabel(t, field);
          return (
            <div className="row" key={field}>
              <dt>{label}</dt>
              <dd className={text ? 'answer' : 'answer open'}>{text ? <AddressBreaks text={text} /> : t('request.notAnswered')}</dd>
              <dd className="change">
                <button type="button" onClick={() => onChange(field)}>
                  {t('request.change')}
                  <span className="visually-hidden"> {label}</span>
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
