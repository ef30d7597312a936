import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { applyChoices, displaySettingNames, displaySettings, readStoredChoices, type DisplayChoices } from '../../display/settings';
import { useTranslation } from '../../i18n/translation';
import { theme } from '../../styles/theme';
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
    <div css={[wrapper, place === 'bar' && popover]} data-needs-script>
      <button
        ref={buttonRef}
        type="button"
        css={toggle}
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
        <div css={panel} id={panelId} ref={panelRef} role="group" aria-label={t('display.button')}>
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

const wrapper = css`
  position: relative;
`;

const toggle = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${theme.space.m};
  font: inherit;
  font-weight: 600;
  font-size: ${theme.fontSizes.small};
  color: ${theme.colors.ink};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  cursor: pointer;
`;

const panel = css`
  margin-top: ${theme.space.s};
  padding: ${theme.space.m};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.m};
  font-size: 1rem;
  fieldset {
    min-width: 0;
    border: 0;
    margin: 0 0 ${theme.space.m};
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs} ${theme.space.m};
  }
  legend {
    font-weight: 700;
    padding: 0;
    margin-bottom: ${theme.space.xs};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
    min-height: 2.75rem;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }
  button {
    font: inherit;
    min-height: 2.75rem;
    padding: 0 ${theme.space.m};
    margin: 0 ${theme.space.s} ${theme.space.s} 0;
    color: ${theme.colors.ink};
    background: ${theme.colors.background};
    border: 1px solid ${theme.colors.ink};
    border-radius: ${theme.radii.pill};
    cursor: pointer;
  }
  .privacy {
    margin: ${theme.space.s} 0 0;
    font-size: ${theme.fontSizes.small};
    color: ${theme.colors.muted};
  }
`;

// In the bar: the panel opens below the button, over the page, and scrolls within the window.
const popover = css`
  > div {
    position: absolute;
    right: 0;
    top: 100%;
    width: min(24rem, calc(100vw - 2rem));
    max-height: calc(100vh - ${theme.layout.headerHeight} - 1rem);
    overflow-y: auto;
    box-shadow: ${theme.shadows.card};
  }
`;
