import { useTranslation } from '../../i18n/translation';

/**
 * "Vorlesen" / "Read aloud": the page's main text through the browser's speech synthesis, with a
 * voice on the device only; pause and stop. The server renders every button, all hidden: the site
 * script (src/islands/site/read-aloud.ts) shows them where the device has a voice of the page's
 * language, and shows the ones that fit what is being read (`data-action`).
 */
export function ReadAloud() {
  const { t } = useTranslation();
  return (
    <p data-read-aloud hidden>
      <button type="button" data-action="start">
        {t('display.readAloud')}
      </button>
      <button type="button" data-action="pause" hidden>
        {t('display.pause')}
      </button>
      <button type="button" data-action="resume" hidden>
        {t('display.resume')}
      </button>
      <button type="button" data-action="stop" hidden>
        {t('display.stop')}
      </button>
    </p>
  );
}
