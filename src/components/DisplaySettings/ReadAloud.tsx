import { useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { useTranslation } from '../../i18n/translation';

/** The main text, one piece per heading, paragraph or list item (browsers cut off very long utterances). */
export function mainTextPieces(): string[] {
  const main = document.getElementById('main');
  if (!main) return [];
  return Array.from(main.querySelectorAll<HTMLElement>('h1, h2, h3, h4, p, li'))
    .filter((element) => !element.closest('[aria-hidden="true"], [hidden]') && !element.querySelector('p, li'))
    .map((element) => element.innerText.trim())
    .filter(Boolean);
}

/** A voice of the page's language that runs on this device: speech from elsewhere would send the text away. */
export function localVoice(voices: readonly SpeechSynthesisVoice[], language: string): SpeechSynthesisVoice | undefined {
  return voices.find((voice) => voice.localService && voice.lang.toLowerCase().split(/[-_]/)[0] === language);
}

type State = 'idle' | 'speaking' | 'paused';

/**
 * "Vorlesen" / "Read aloud": the page's main text through the browser's speech synthesis, in the
 * page's language, with a voice on the device only; pause and stop. Not shown where there is none.
 */
export function ReadAloud() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [voice, setVoice] = useState<SpeechSynthesisVoice>();
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    const synthesis = window.speechSynthesis;
    if (!synthesis) return;
    // Voices arrive asynchronously in some browsers: ask again when they change.
    const update = () => setVoice(localVoice(synthesis.getVoices(), language));
    update();
    synthesis.addEventListener('voiceschanged', update);
    return () => {
      synthesis.removeEventListener('voiceschanged', update);
      synthesis.cancel();
    };
  }, [language]);

  if (!voice) return null;
  const synthesis = window.speechSynthesis;

  const start = () => {
    synthesis.cancel();
    const pieces = mainTextPieces();
    pieces.forEach((text, index) => {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = voice.lang;
      utterance.voice = voice;
      if (index === pieces.length - 1) utterance.onend = () => setState('idle');
      synthesis.speak(utterance);
    });
    setState('speaking');
  };
  const stop = () => {
    synthesis.cancel();
    setState('idle');
  };

  if (state === 'idle') {
    return (
      <p>
        <button type="button" onClick={start}>
          {t('display.readAloud')}
        </button>
      </p>
    );
  }
  return (
    <p>
      {state === 'speaking' ? (
        <button
          type="button"
          onClick={() => {
            synthesis.pause();
            setState('paused');
          }}
        >
          {t('display.pause')}
        </button>
      ) : (
        <button
          type="button"
          onClick={() => {
            synthesis.resume();
            setState('speaking');
          }}
        >
          {t('display.resume')}
        </button>
      )}
      <button type="button" onClick={stop}>
        {t('display.stop')}
      </button>
    </p>
  );
}
