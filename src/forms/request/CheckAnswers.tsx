import { css } from '@emotion/react';
import { type RequestField, noCalls, noTimeFits, requestFields, slotField } from './questions';
import { answerInWords, questionLabel } from './texts';
import { useTranslation } from '../../i18n/translation';
import { useLanguage } from '../../i18n/LanguageContext';
import { theme } from '../../styles/theme';
import type { DraftValues } from '../ui/form-draft';

/** "Check your answers": every question with its answer and a way back to it. */
export function CheckAnswers({
  answers,
  timesOffered,
  onChange,
}: {
  answers: DraftValues;
  /** Whether free times were offered: the chosen one is then a row, and the days and times only without one. */
  timesOffered: boolean;
  onChange: (field: RequestField) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const answerText = (field: RequestField) => answerInWords(t, field, answers[field], language);
  const rows = requestFields.filter((field) => {
    // "Please don't call" only where it was ticked; asked for a call, it has no meaning.
    if (field === noCalls) return answers[noCalls] === 'yes' && answers.channel !== 'phone';
    const slot = answers[slotField];
    if (field === slotField) return timesOffered;
    if (field === 'days' || field === 'times') return !timesOffered || !slot || slot === noTimeFits;
    return true;
  });
  return (
    <div css={box}>
      <p>{t('request.checkIntro')}</p>
      <dl>
        {rows.map((field) => {
          const text = answerText(field);
          const label = questionLabel(t, field);
          return (
            <div className="row" key={field}>
              <dt>{label}</dt>
              <dd className={text ? 'answer' : 'answer open'}>{text || t('request.notAnswered')}</dd>
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

const box = css`
  dl {
    margin: 0 0 ${theme.space.l};
  }
  .row {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${theme.space.xs} ${theme.space.m};
    padding: ${theme.space.s} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  dt {
    font-weight: 700;
    grid-column: 1;
  }
  .answer {
    grid-column: 1;
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .open {
    color: ${theme.colors.muted};
  }
  .change {
    grid-column: 2;
    grid-row: 1 / span 2;
    margin: 0;
    align-self: start;
  }
  .change button {
    font: inherit;
    color: ${theme.colors.primary};
    background: none;
    border: 0;
    padding: 0.25rem 0;
    min-height: 2rem;
    text-decoration: underline;
    cursor: pointer;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
