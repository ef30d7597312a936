/**
 * The "Darstellung" / "Display" disclosure (src/components/DisplaySettings/DisplaySettings.tsx) on
 * the server-rendered markup: the button opens the panel, each radio applies its choice at once,
 * reset returns to the defaults. There are two (the bar's and the mobile menu's, one shown at a
 * time), each with its own panel.
 */
import {
  applyChoices,
  displaySettings,
  readStoredChoices,
  validChoices,
  type DisplayChoices,
  type DisplaySetting,
} from '../../display/settings';
import { closestTo } from './dom';

const toggleSelector = '[data-display-settings] > button';

const panelOf = (button: Element) => document.getElementById(button.getAttribute('aria-controls') ?? '');
const openToggles = () => Array.from(document.querySelectorAll<HTMLButtonElement>(`${toggleSelector}[aria-expanded="true"]`));

/** Checks each setting's radio for the choices (no choice: the first, the default). */
function showChoices(container: Element, choices: DisplayChoices): void {
  container.querySelectorAll<HTMLElement>('fieldset[data-setting]').forEach((fieldset) => {
    const setting = fieldset.dataset.setting as DisplaySetting;
    const chosen = choices[setting] ?? displaySettings[setting]?.[0];
    fieldset.querySelectorAll('input').forEach((radio) => (radio.checked = radio.value === chosen));
  });
}

/** The checked radios as choices; a default is no choice (validChoices leaves it out). */
function checkedChoices(container: Element): DisplayChoices {
  const checked: Record<string, string> = {};
  container.querySelectorAll<HTMLElement>('fieldset[data-setting]').forEach((fieldset) => {
    const radio = fieldset.querySelector<HTMLInputElement>('input:checked');
    if (radio) checked[fieldset.dataset.setting ?? ''] = radio.value;
  });
  return validChoices(checked);
}

function setOpen(button: HTMLButtonElement, open: boolean): void {
  const panel = panelOf(button);
  if (!panel) return;
  // Read when opened: the head script set the stored choices on <html>, the radios start at the defaults.
  if (open) showChoices(panel, readStoredChoices());
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
}

export function enhanceDisplaySettings(): void {
  document.addEventListener('click', (event) => {
    const toggle = closestTo<HTMLButtonElement>(event, toggleSelector);
    const settings = closestTo(event, '[data-display-settings]');
    if (toggle) setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true');
    else if (settings && closestTo(event, '[data-reset]')) {
      applyChoices({});
      showChoices(settings, {});
    }
  });
  document.addEventListener('change', (event) => {
    const settings = closestTo(event, '[data-display-settings]');
    if (settings && closestTo(event, 'fieldset[data-setting]')) applyChoices(checkedChoices(settings));
  });
  // Captured on window: before the mobile menu's own Escape on document, which would close the whole menu.
  window.addEventListener(
    'keydown',
    (event) => {
      const open = openToggles();
      if (event.key !== 'Escape' || !open.length) return;
      event.stopImmediatePropagation();
      open.forEach((button) => {
        setOpen(button, false);
        button.focus();
      });
    },
    true,
  );
  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    openToggles().forEach((button) => {
      if (!panelOf(button)?.contains(target) && !button.contains(target)) setOpen(button, false);
    });
  });
}
