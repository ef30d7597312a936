/** @jest-environment jsdom */
import { startFormsWhenUsed } from './forms-on-demand';

/** jsdom has no IntersectionObserver: this one lets a test say what is on the screen. */
let reportOnScreen: (onScreen: boolean) => void = () => undefined;
class TestIntersectionObserver {
  private connected = true;
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    reportOnScreen = (onScreen) => this.connected && callback([{ isIntersecting: onScreen }]);
  }
  observe() {}
  disconnect() {
    this.connected = false;
  }
}

const bundle = '/islands/forms-de-consultation-request-D.js';
const started = () => [...document.querySelectorAll('script')].filter((script) => script.getAttribute('src') === bundle).length;
const prefetched = () => document.querySelectorAll(`link[rel="prefetch"][href="${bundle}"]`).length;

function page(withBundle = true) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<main><p id="intro">Bevor Sie beginnen</p><div data-react-island="consultation-request"><form><input id="name"></form></div></main>';
  if (withBundle) document.documentElement.setAttribute('data-forms-bundle', bundle);
  else document.documentElement.removeAttribute('data-forms-bundle');
}

beforeEach(() => {
  Object.assign(window, { IntersectionObserver: TestIntersectionObserver });
  window.scrollY = 0;
});

describe('the forms start when the visitor may use them', () => {
  it('does nothing on a page without a forms bundle', () => {
    page(false);
    startFormsWhenUsed();
    reportOnScreen(true);
    expect(document.querySelectorAll('script, link')).toHaveLength(0);
  });

  it('starts at once when a form is on the screen, without fetching it twice', () => {
    page();
    startFormsWhenUsed();
    expect(started()).toBe(0);
    reportOnScreen(true);
    expect(started()).toBe(1);
    expect(prefetched()).toBe(0);
  });

  it('fetches the bundle ahead while the form is below the screen, and starts it when the visitor scrolls, once', () => {
    page();
    startFormsWhenUsed();
    reportOnScreen(false);
    expect(prefetched()).toBe(1);
    expect(started()).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    reportOnScreen(true);
    expect(started()).toBe(1);
  });

  it('starts when focus lands in a form, not elsewhere on the page', () => {
    page();
    startFormsWhenUsed();
    reportOnScreen(false);
    document.getElementById('intro')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(started()).toBe(0);
    document.getElementById('name')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(started()).toBe(1);
  });

  it('starts at once on a page opened further down', () => {
    page();
    window.scrollY = 600;
    startFormsWhenUsed();
    expect(started()).toBe(1);
  });
});
