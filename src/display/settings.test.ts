/** @jest-environment jsdom */
import { applyChoices, displaySettings, headScript, readStoredChoices, storageKey, validChoices } from './settings';

const root = document.documentElement;
const dataAttributes = () =>
  Object.fromEntries(
    Array.from(root.attributes)
      // data-scripts says only that scripts run (tested below); the choices are the rest.
      .filter((attribute) => attribute.name.startsWith('data-') && attribute.name !== 'data-scripts')
      .map((attribute) => [attribute.name, attribute.value]),
  );
const runHeadScript = () => new Function(headScript('/static/font.woff2'))();

beforeEach(() => {
  localStorage.clear();
  for (const name of [...Object.keys(dataAttributes()), 'data-scripts']) root.removeAttribute(name);
  document.head.innerHTML = '';
});

describe('display settings', () => {
  test('keep only known settings with a value other than the default', () => {
    expect(validChoices({ theme: 'dark', 'text-size': '150', spacing: 'normal', font: 'comic', colour: 'red' })).toEqual({
      theme: 'dark',
      'text-size': '150',
    });
    expect(validChoices(null)).toEqual({});
    expect(validChoices('dark')).toEqual({});
  });

  test('are stored, set on <html>, and reset to nothing', () => {
    applyChoices({ theme: 'contrast', view: 'calm' });
    expect(JSON.parse(localStorage.getItem(storageKey)!)).toEqual({ theme: 'contrast', view: 'calm' });
    expect(dataAttributes()).toEqual({ 'data-theme': 'contrast', 'data-view': 'calm' });
    expect(readStoredChoices()).toEqual({ theme: 'contrast', view: 'calm' });
    applyChoices({});
    expect(localStorage.getItem(storageKey)).toBeNull();
    expect(dataAttributes()).toEqual({});
  });

  test('a broken stored value counts as no choice', () => {
    localStorage.setItem(storageKey, '{not json');
    expect(readStoredChoices()).toEqual({});
    expect(runHeadScript).not.toThrow();
    expect(dataAttributes()).toEqual({});
    // The page runs scripts, whatever was stored: the header bar is styled for that.
    expect(root.hasAttribute('data-scripts')).toBe(true);
  });

  test('the head script sets what the app would set, by the same rule', () => {
    const stored = { theme: 'dark', 'text-size': '125', spacing: 'wide', font: 'site', motion: 'fast', view: 'calm', other: 'x' };
    localStorage.setItem(storageKey, JSON.stringify(stored));
    runHeadScript();
    const fromScript = dataAttributes();
    for (const name of Object.keys(fromScript)) root.removeAttribute(name);
    applyChoices(validChoices(stored));
    expect(fromScript).toEqual(dataAttributes());
    expect(fromScript).toEqual({ 'data-theme': 'dark', 'data-text-size': '125', 'data-spacing': 'wide', 'data-view': 'calm' });
  });

  test('the head script preloads the chosen font, and only then', () => {
    runHeadScript();
    expect(document.head.querySelector('link[rel=preload]')).toBeNull();
    localStorage.setItem(storageKey, JSON.stringify({ font: 'readable' }));
    runHeadScript();
    const link = document.head.querySelector<HTMLLinkElement>('link[rel=preload]');
    expect(link?.getAttribute('href')).toBe('/static/font.woff2');
    expect(link?.as).toBe('font');
  });

  test('every setting has a default first and attribute-safe values', () => {
    for (const values of Object.values(displaySettings)) for (const value of values) expect(value).toMatch(/^[a-z0-9]+$/);
  });
});
