/**
 * `<react-island>` in the browser: the element a React island renders on the server
 * (src/islands/ReactIsland.tsx) wakes its island on its own, when its `when` says. Waking an island
 * is the largest piece of work on the site: the runtime, Preact and the component (26–37 kB of
 * JavaScript), the form hydrated and made into its step-by-step form, a few hundred ms of a cheap
 * phone's CPU. A visitor who reads the top of the page does not need it, and the form works
 * without it (it posts to the function, as with JavaScript off). So:
 * - `when="load"`: at once;
 * - `when="visible"` (the default): when the island is on the screen (in its upper four fifths), or the page was opened further
 *   down (a link to a part of it, the back button), or the visitor scrolls (the form below is then
 *   made ready while it comes up), or focus or a tap lands in it. Until then nothing of it is fetched:
 *   starting a request costs the page's main thread about 7 ms at Lighthouse's CPU 4x, and the three
 *   modules fetched ahead while the page loaded were 21 ms of /contact's load (issue 68). Waking asks for
 *   the modules and their chunks side by side, so it waits for one round trip. A form with a draft on
 *   this device wakes at once: it is hidden until it has put the answers and their step back
 *   (src/forms/ui/form-draft.ts).
 * An island that fails to wake is marked `data-failed`: a form then shows all of itself, as without JavaScript.
 * Once every island of the page has hydrated, <html data-hydrated> says the page responds.
 * Part of the site script; each element names its modules (written by plugins/react-islands).
 */
import { islandAttributes, islandElement } from '../html/dom-contracts';
import { hasMarkedDraft } from '../forms/ui/form-draft';
import { defaultLanguage, languages, type Language } from '../i18n/languages';
import type { hydrateIsland } from './hydrate-island';
import type { ReactIslandComponent } from './ReactIsland';

const inIsland = ['focusin', 'pointerdown'] as const;

/**
 * On the screen means in its upper four fifths. A form whose top only shows at the bottom edge cannot
 * be used before the visitor scrolls to it, and the scroll wakes it: /contact's form on a phone (its top
 * at 763 of 823 px) woke during every load, and the reader who never wrote paid for it (issue 68, with
 * Lighthouse at CPU 4x: 142 ms of blocking time against the zero-JavaScript twin's 96, main-thread work
 * 1.49 times the twin's).
 */
export const onScreenMargin = '0px 0px -20% 0px';
const waiting = new Set<HTMLElement>();

function pageLanguage(element: HTMLElement): Language {
  const lang = element.closest('[lang]')?.getAttribute('lang');
  return languages.find((language) => language === lang) ?? defaultLanguage;
}

const addresses = (element: HTMLElement, attribute: string) => (element.getAttribute(attribute) ?? '').split(' ').filter(Boolean);

/** Asks the browser for these modules now, beside the ones being imported, rather than after each importer has been read. */
function preloadModules(addresses: readonly string[]): void {
  for (const address of addresses) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = address;
    document.head.appendChild(link);
  }
}

/** How a module is loaded: the browser's own import (tests give their own). */
export type ImportModule = (address: string) => Promise<unknown>;
const importModule: ImportModule = (address) => import(address);

async function hydrate(element: HTMLElement, modules: readonly string[], load: ImportModule): Promise<void> {
  const [runtime, island, texts] = (await Promise.all(modules.map(load))) as [
    { hydrateIsland: typeof hydrateIsland },
    { default: ReactIslandComponent<object> },
    { default: Record<string, unknown> },
  ];
  await runtime.hydrateIsland(element, island.default.component, pageLanguage(element), texts.default);
  waiting.delete(element);
  if (waiting.size === 0) document.documentElement.dataset.hydrated = 'true';
}

/** Wakes the island of `element` when its `when` says; one without its modules (develop) stays as it is. */
export function wakeWhenUsed(element: HTMLElement, load: ImportModule = importModule): void {
  const modules = addresses(element, islandAttributes.modules);
  if (modules.length !== 3) return;
  waiting.add(element);
  // The element lays its content out as if it were not there (display: contents): it has no box to
  // observe, its children do.
  const parts = [...element.children];
  let started = false;
  const onScreen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
    rootMargin: onScreenMargin,
  });
  const startFromIsland = (event: Event) => event.target instanceof Node && element.contains(event.target) && start();
  function start() {
    if (started) return;
    started = true;
    onScreen.disconnect();
    window.removeEventListener('scroll', start);
    inIsland.forEach((type) => document.removeEventListener(type, startFromIsland, true));
    preloadModules(addresses(element, islandAttributes.chunks));
    hydrate(element, modules, load).catch((error: unknown) => {
      element.setAttribute(islandAttributes.failed, '');
      console.warn(`The island ${element.getAttribute(islandAttributes.name)} did not wake`, error);
    });
  }

  const draft = element.querySelector('form[data-draft]')?.getAttribute('data-draft');
  if (element.getAttribute(islandAttributes.when) === 'load' || window.scrollY > 0 || (draft && hasMarkedDraft(draft))) return start();
  parts.forEach((part) => onScreen.observe(part));
  window.addEventListener('scroll', start, { passive: true });
  inIsland.forEach((type) => document.addEventListener(type, startFromIsland, { capture: true, passive: true }));
}

/** Defines `<react-island>`: each one in the page (and any added later) wakes its island when used. */
export function defineReactIslands(): void {
  if (customElements.get(islandElement)) return;
  customElements.define(
    islandElement,
    class extends HTMLElement {
      connectedCallback() {
        wakeWhenUsed(this);
      }
    },
  );
}

/** Whether the page has islands still to wake (the site script marks a page without any as hydrated). */
export const hasIslands = (): boolean => document.querySelector(`${islandElement}[${islandAttributes.modules}]`) !== null;
