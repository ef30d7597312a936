import { useTranslation } from '../../i18n/translation';

const starters = ['hard', 'wish', 'tried', 'question'] as const;

/**
 * Beginnings of a sentence for a visitor who does not know how to start. With JavaScript each is a
 * button that adds its start to the message; without it they are a list to read.
 */
export function SentenceStarters({ enhanced, onInsert }: { enhanced: boolean; onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="starters">
      <p>{t('request.questions.message.startersTitle')}</p>
      <ul>
        {starters.map((starter) => {
          const text = t(`request.questions.message.starters.${starter}`);
          return (
            <li key={starter}>
              {enhanced ? (
                <button type="button" aria-label={t('request.questions.message.starterButton', { text })} onClick={() => onInsert(text)}>
                  {text}
                </button>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Adds a starter on a new line of the message (without its "…") and puts the cursor after it. */
export function insertStarter(message: HTMLTextAreaElement, text: string): void {
  const start = message.value.trimEnd();
  message.value = `${start}${start ? '\n' : ''}${text.replace(/\s*…$/, ' ')}`;
  message.focus();
  message.setSelectionRange(message.value.length, message.value.length);
}
