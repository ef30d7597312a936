/**
 * The visitor's display settings. Each is an attribute on <html> (`data-theme="dark"`), which the
 * site's styles read (src/styles/display-css.ts). The first value of each is the default: it
 * is never stored and sets no attribute, so with no choice the system's preferences decide, also
 * without JavaScript. Choices stay in this browser (localStorage), nothing is sent anywhere.
 */
export const displaySettings = {
  'text-size': ['100', '125', '150'],
  spacing: ['normal', 'wide'],
  theme: ['system', 'light', 'dark', 'calm', 'contrast'],
  font: ['site', 'readable'],
  motion: ['system', 'off'],
  view: ['normal', 'calm'],
} as const;

export type DisplaySetting = keyof typeof displaySettings;
export type DisplayChoices = { [S in DisplaySetting]?: (typeof displaySettings)[S][number] };

export const displaySettingNames = Object.keys(displaySettings) as DisplaySetting[];
export const storageKey = 'display-settings';

/** Only known settings with a value other than their default: anything else in storage is ignored. */
export function validChoices(stored: unknown): DisplayChoices {
  const choices: Record<string, string> = {};
  if (typeof stored !== 'object' || stored === null) return choices;
  for (const setting of displaySettingNames) {
    const value = (stored as Record<string, unknown>)[setting];
    if ((displaySettings[setting] as readonly unknown[]).indexOf(value) > 0) choices[setting] = value as string;
  }
  return choices;
}

export function readStoredChoices(): DisplayChoices {
  try {
    return validChoices(JSON.parse(localStorage.getItem(storageKey) ?? '{}'));
  } catch {
    return {};
  }
}

/** Stores the choices (none: the entry is removed) and sets them on <html>. */
export function applyChoices(choices: DisplayChoices): void {
  const root = document.documentElement;
  for (const setting of displaySettingNames) {
    const value = choices[setting];
    if (value) root.setAttribute(`data-${setting}`, value);
    else root.removeAttribute(`data-${setting}`);
  }
  try {
    if (Object.keys(choices).length) localStorage.setItem(storageKey, JSON.stringify(choices));
    else localStorage.removeItem(storageKey);
  } catch {
    // Storage may be off (private mode, blocked): the choice then holds for this page only.
  }
}

/** No animation: the system asks for it, or the visitor turned motion off or chose the calm view. */
export function motionOff(): boolean {
  const root = document.documentElement;
  return root.dataset.motion === 'off' || root.dataset.view === 'calm' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The script inlined at the top of every page's <head> (gatsby-ssr, hashed in the page's CSP): it
 * sets the stored choices on <html> before the first paint, by the same rule as `validChoices`,
 * and starts loading the chosen font at once. `data-scripts` on <html> says that the page runs
 * scripts: what only a script keeps right (the header bar's background) is styled for its absence.
 */
export function headScript(readableFontUrl: string): string {
  return (
    `(function(a){document.documentElement.setAttribute("data-scripts","");try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||"{}"),d=document.documentElement;` +
    'for(var k in a)if(a[k].indexOf(s[k])>0)d.setAttribute("data-"+k,s[k]);' +
    `if(s.font==="readable"){var l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="";l.href=${JSON.stringify(readableFontUrl)};document.head.appendChild(l)}` +
    `}catch(e){}})(${JSON.stringify(displaySettings)})`
  );
}
