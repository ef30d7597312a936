/** @jest-environment jsdom */
import { wakeWhenUsed, type ImportModule } from './react-island-element';

/** jsdom has no IntersectionObserver: this one lets a test say what is on the screen. */
let reportOnScreen: (onScreen: boolean) => void = () => undefined;
let observedWith: IntersectionObserverInit | undefined;
class TestIntersectionObserver {
  private connected = true;
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: IntersectionObserverInit) {
    reportOnScreen = (onScreen) => this.connected && callback([{ isIntersecting: onScreen }]);
    observedWith = options;
  }
  observe() {}
  disconnect() {
    this.connected = false;
  }
}

const modules = ['/islands/hydrate-island-A.js', '/islands/island-consultation-request-B.js', '/islands/texts-de-C.js'];
const chunks = ['/islands/shared-D.js'];
let loaded: string[] = [];
let hydrated: { element: HTMLElement; language: string; texts: unknown }[] = [];
const Request = () => null;
// The modules as the build writes them: the runtime, the island (its component), the texts.
const load: ImportModule = (address) => {
  loaded.push(address);
  if (address === modules[0])
    return Promise.resolve({
      hydrateIsland: (element: HTMLElement, component: unknown, language: string, texts: unknown) => {
        expect(component).toBe(Request);
        hydrated.push({ element, language, texts });
        return Promise.resolve();
      },
    });
  if (address === modules[1]) return Promise.resolve({ default: { component: Request } });
  return Promise.resolve({ default: { 'request.submit': 'Anfrage senden' } });
};
const linked = (rel: string) => [...document.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));
const prefetched = () => linked('prefetch');

function island(when = 'visible', withModules = true): HTMLElement {
  document.documentElement.lang = 'de';
  document.documentElement.removeAttribute('data-hydrated');
  document.head.innerHTML = '';
  document.body.innerHTML =
    `<main><p id="intro">Bevor Sie beginnen</p><react-island name="consultation-request" when="${when}" props="{}"` +
    (withModules ? ` modules="${modules.join(' ')}" chunks="${chunks.join(' ')}"` : '') +
    '><form><input id="name"></form></react-island></main>';
  return document.querySelector('react-island')!;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  Object.assign(window, { IntersectionObserver: TestIntersectionObserver });
  window.scrollY = 0;
  loaded = [];
  hydrated = [];
});

describe('<react-island> wakes its island when the visitor may use it', () => {
  it('leaves an island without its modules as it is (develop, where Gatsby hydrates the page)', async () => {
    wakeWhenUsed(island('load', false), load);
    reportOnScreen(true);
    await settle();
    expect(loaded).toEqual([]);
    expect(prefetched()).toEqual([]);
  });

  it('wakes at once when the island is on the screen: its three modules, with the page language and its texts, then says the page responds', async () => {
    const element = island();
    wakeWhenUsed(element, load);
    // On the screen: in its upper four fifths, not a top edge showing at the bottom.
    expect(observedWith).toEqual({ rootMargin: '0px 0px -20% 0px' });
    expect(loaded).toEqual([]);
    reportOnScreen(true);
    await settle();
    expect(loaded).toEqual(modules);
    expect(hydrated).toEqual([{ element, language: 'de', texts: { 'request.submit': 'Anfrage senden' } }]);
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(prefetched()).toEqual([]);
  });

  it('fetches nothing while it is below the screen (each request costs the load), and wakes once when the visitor scrolls, its chunks asked for beside its modules', async () => {
    wakeWhenUsed(island(), load);
    reportOnScreen(false);
    reportOnScreen(false);
    await settle();
    expect(prefetched()).toEqual([]);
    expect(linked('modulepreload')).toEqual([]);
    expect(loaded).toEqual([]);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    reportOnScreen(true);
    await settle();
    expect(loaded).toEqual(modules);
    expect(linked('modulepreload')).toEqual(chunks);
    expect(hydrated).toHaveLength(1);
  });

  it('wakes when focus lands in it, not elsewhere on the page', () => {
    wakeWhenUsed(island(), load);
    reportOnScreen(false);
    document.getElementById('intro')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(loaded).toEqual([]);
    document.getElementById('name')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(loaded).toEqual(modules);
  });

  it('wakes at once on a page opened further down, and with when="load"', () => {
    window.scrollY = 600;
    wakeWhenUsed(island(), load);
    expect(loaded).toEqual(modules);
    window.scrollY = 0;
    loaded = [];
    wakeWhenUsed(island('load'), load);
    expect(loaded).toEqual(modules);
  });

  it("stays the server's form, and says so in the console, when a module cannot be loaded", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    wakeWhenUsed(island('load'), () => Promise.reject(new Error('offline')));
    await settle();
    expect(warn).toHaveBeenCalledWith('The island consultation-request did not wake', expect.any(Error));
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    expect(document.querySelector('form')).not.toBeNull();
    warn.mockRestore();
  });
});
