import { displaySettingNames, displaySettings } from '../../display/settings';
import { useTranslation } from '../../i18n/translation';
import { ReadAloud } from './ReadAloud';

type Props = {
  /** Makes the ids unique: the bar and the mobile menu each have one (only one is shown at a time). */
  place: 'bar' | 'menu';
};

/**
 * The "Darstellung" / "Display" button and its panel, a disclosure: text size, spacing, colours,
 * font, motion, the calm view, reset, read aloud. Each choice applies at once and is kept in this
 * browser only. The server renders it closed, each setting at its default; the site script
 * (src/islands/site/display-settings.ts) opens it, shows the stored choices and applies new ones.
 * It needs that script: the button is invisible until it runs, and not there at all for a browser
 * without scripts (`data-needs-script`, src/styles/display-css.ts), so its place in the bar is kept
 * and nothing moves when it appears.
 */
export function DisplaySettings({ place }: Props) {
  const { t } = useTranslation();
  const panelId = `display-settings-${place}`;
  return (
    // Styled by display-settings-css.ts.
    <div className={place === 'bar' ? 'display-settings in-bar' : 'display-settings'} data-needs-script data-display-settings>
      <button type="button" aria-expanded={false} aria-controls={panelId}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 20 10 4h2l6 16M6.5 14h9" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t('display.button')}
      </button>
      <div id={panelId} role="group" aria-label={t('display.button')} hidden>
        {displaySettingNames.map((setting) => (
          <fieldset key={setting} data-setting={setting}>
            <legend>{t(`display.${setting}.label`)}</legend>
            {displaySettings[setting].map((value, index) => (
              <label key={value}>
                <input type="radio" name={`${panelId}-${setting}`} value={value} defaultChecked={index === 0} />
                {t(`display.${setting}.${value}`)}
              </label>
            ))}
          </fieldset>
        ))}
        <ReadAloud />
        <button type="button" className="reset" data-reset>
          {t('display.reset')}
        </button>
        <p className="privacy">{t('display.privacy')}</p>
      </div>
    </div>
  );
}
