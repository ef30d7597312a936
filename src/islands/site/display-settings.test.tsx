/** @jest-environment jsdom */
import { Header } from '../../components/Header/Header';
import { storageKey } from '../../display/settings';
import { enhanceDisplaySettings } from './display-settings';
import { menuButtonSelector, mobileMenuId } from '../../html/dom-contracts';
import { enhanceHeader } from './header';
import { press, renderPage } from './test-markup';

jest.mock('../../components/useSiteMetadata', () => ({ useSiteMetadata: () => ({ facts: { brand: 'Kompetenzzentrum Neurodivergenz' } }) }));

const root = document.documentElement;
const toggle = (place: 'bar' | 'menu') => document.querySelector<HTMLButtonElement>(`[aria-controls="display-settings-${place}"]`)!;
const panel = (place: 'bar' | 'menu') => document.getElementById(`display-settings-${place}`)!;

/** The radio a visitor sees with this label, in a fieldset of this legend. */
function radio(place: 'bar' | 'menu', legend: string, label: string): HTMLInputElement {
  const fieldset = Array.from(panel(place).querySelectorAll('fieldset')).find(
    (element) => element.querySelector('legend')!.textContent === legend,
  )!;
  const labelElement = Array.from(fieldset.querySelectorAll('label')).find((element) => element.textContent === label)!;
  return labelElement.querySelector('input')!;
}

const checkedLabels = (place: 'bar' | 'menu') =>
  Array.from(panel(place).querySelectorAll<HTMLInputElement>('input:checked'), (input) => input.parentElement!.textContent);
const defaults = ['100 %', 'Normal', 'Wie im System', 'Schrift der Website', 'Wie im System', 'Aus'];
const displayAttributes = () => root.getAttributeNames().filter((name) => /^data-(text-size|spacing|theme|font|motion|view)$/.test(name));

beforeAll(() => {
  enhanceHeader();
  enhanceDisplaySettings();
});

beforeEach(() => {
  localStorage.clear();
  displayAttributes().forEach((name) => root.removeAttribute(name));
  renderPage(<Header path="/" hash="" />);
});

describe('the display settings', () => {
  it('are rendered closed, with every setting at its default', () => {
    for (const place of ['bar', 'menu'] as const) {
      expect(toggle(place).getAttribute('aria-expanded')).toBe('false');
      expect(toggle(place).closest('[data-needs-script]')).not.toBeNull();
      expect(panel(place).hidden).toBe(true);
      expect(panel(place).getAttribute('aria-label')).toBe('Darstellung');
      expect(checkedLabels(place)).toEqual(defaults);
    }
  });

  it('open and close with their button, each on its own', () => {
    toggle('bar').click();
    expect(toggle('bar').getAttribute('aria-expanded')).toBe('true');
    expect(panel('bar').hidden).toBe(false);
    expect(panel('menu').hidden).toBe(true);
    toggle('bar').click();
    expect(toggle('bar').getAttribute('aria-expanded')).toBe('false');
    expect(panel('bar').hidden).toBe(true);
  });

  it('show the stored choices when opened, ignoring what is not a choice', () => {
    localStorage.setItem(storageKey, JSON.stringify({ theme: 'dark', 'text-size': '150', font: 'comic', spacing: 'normal' }));
    toggle('bar').click();
    expect(checkedLabels('bar')).toEqual(['150 %', 'Normal', 'Dunkel', 'Schrift der Website', 'Wie im System', 'Aus']);
  });

  it('apply a choice at once and keep it; the default removes it', () => {
    toggle('bar').click();
    radio('bar', 'Farben', 'Dunkel').click();
    expect(root.dataset.theme).toBe('dark');
    radio('bar', 'Textgrösse', '125 %').click();
    expect(root.dataset.textSize).toBe('125');
    expect(JSON.parse(localStorage.getItem(storageKey)!)).toEqual({ theme: 'dark', 'text-size': '125' });

    radio('bar', 'Farben', 'Wie im System').click();
    expect(root.dataset.theme).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(storageKey)!)).toEqual({ 'text-size': '125' });
    radio('bar', 'Textgrösse', '100 %').click();
    expect(displayAttributes()).toEqual([]);
    expect(localStorage.getItem(storageKey)).toBeNull();
  });

  it('reset every choice to its default, on the page, in storage and in the panel', () => {
    localStorage.setItem(storageKey, JSON.stringify({ view: 'calm' }));
    root.dataset.view = 'calm';
    toggle('bar').click();
    radio('bar', 'Schrift', 'Atkinson Hyperlegible').click();
    expect(displayAttributes().sort()).toEqual(['data-font', 'data-view']);

    Array.from(panel('bar').querySelectorAll('button'))
      .find((button) => button.textContent === 'Alles zurücksetzen')!
      .click();
    expect(displayAttributes()).toEqual([]);
    expect(localStorage.getItem(storageKey)).toBeNull();
    expect(checkedLabels('bar')).toEqual(defaults);
    expect(panel('bar').hidden).toBe(false);
  });

  it('close on Escape before the mobile menu does, and give the focus back to their button', () => {
    document.querySelector<HTMLButtonElement>(menuButtonSelector)!.click();
    toggle('menu').click();
    radio('menu', 'Farben', 'Hell').focus();
    press('Escape');
    expect(panel('menu').hidden).toBe(true);
    expect(toggle('menu').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle('menu'));
    expect(document.getElementById(mobileMenuId)!.dataset.open).toBe('true');
    // Once the panel is closed, Escape is the menu's again.
    press('Escape');
    expect(document.getElementById(mobileMenuId)!.dataset.open).toBe('false');
  });

  it('close when the visitor presses anywhere outside the panel and its button', () => {
    toggle('bar').click();
    radio('bar', 'Farben', 'Hell').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(panel('bar').hidden).toBe(false);
    document.getElementById(mobileMenuId)!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(panel('bar').hidden).toBe(true);
    expect(toggle('bar').getAttribute('aria-expanded')).toBe('false');
  });
});
