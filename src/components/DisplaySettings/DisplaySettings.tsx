import { useEffect, useRef, useState } from 'react';
import { applyChoices, displaySettingNames, displaySettings, readStoredChoices, type DisplayChoices } from '../../display/settings';
import { useTranslation } from '../../i18n/translation';
import { ReadAloud } from './ReadAloud';

type Props = {
  /** Makes the ids unique: the bar and the mobile menu each have one (only one is shown at a time). */
  place: 'bar' | 'menu';
};

/**
 * The "Darstellung" / "Display" button and its panel, a disclosure: text size, spacing, colours,
 * font, motion, the calm view, reset, read aloud. Each choice applies at once and is kept in this
 * browser only. It needs JavaScript: the server renders the button invisible until React runs, and
 * not at all for a browser without scripts (`data-needs-script`, src/styles/display-css.ts), so its
 * place in the bar is kept and nothing moves when it appears.
 */
export function DisplaySettings({ place }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<DisplayChoices>({});
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = `display-settings-${place}`;

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Before the mobile menu's own Escape, which would close the whole menu.
      event.stopImmediatePropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const closeOnOutsideClick = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape, true);
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => {
      window.removeEventListener('keydown', closeOnEscape, true);
      document.removeEventListener('pointerdown', closeOnOutsideClick);
    };
  }, [open]);

  const choose = (next: DisplayChoices) => {
    applyChoices(next);
    setChoices(next);
  };

  return (
    // Styled by display-settings-css.ts.
    <div className={place === 'bar' ? 'display-settings in-bar' : 'display-settings'} data-needs-script>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // Read when opened: the head script set the stored choices on <html> before React ran.
          if (!open) setChoices(readStoredChoices());
          setOpen(!open);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 20 10 4h2l6 16M6.5 14h9" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t('display.button')}
      </button>
      {open && (
        <div id={panelId} ref={panelRef} role="group" aria-label={t('display.button')}>
          {displaySettingNames.map((setting) => (
            <fieldset key={setting}>
              <legend>{t(`display.${setting}.label`)}</legend>
              {displaySettings[setting].map((value, index) => (
                <label key={value}>
                  <input
                    type="radio"
                    name={`${panelId}-${setting}`}
                    value={value}
                    checked={(choices[setting] ?? displaySettings[setting][0]) === value}
                    onChange={() => {
                      const next: Record<string, string> = { ...choices };
                      if (index === 0) delete next[setting];
                      else next[setting] = value;
                      choose(next);
                    }}
                  />
                  {t(`display.${setting}.${value}`)}
                </label>
              ))}
            </fieldset>
          ))}
          <ReadAloud />
          <button type="button" className="reset" onClick={() => choose({})}>
            {t('display.reset')}
          </button>
          <p className="privacy">{t('display.privacy')}</p>
        </div>
      )}
    </div>
  );
}
