/**
 * Starts a page's forms' bundle (its React islands, src/islands/forms/) when the visitor may use a
 * form, not with the page. Starting it is the largest piece of work on the site: 26–37 kB of
 * JavaScript to run, the form hydrated, then made into its step-by-step form, a few hundred ms of a
 * cheap phone's CPU. A visitor who reads the top of the page does not need it, and the
 * form works without it (it posts to the function, as with JavaScript off).
 *
 * So the bundle is fetched ahead (a prefetch: no work for the CPU) and started when:
 * - a form is on the screen (a desktop, a short page: at once, as before), or the page was opened
 *   further down (a link to a part of it, the back button);
 * - the visitor scrolls: the form below is then made ready while it comes up, before it is reached;
 * - focus or a tap lands in a form (a keyboard user tabbing into it, a jump link).
 *
 * Post-build writes the bundle's address on <html data-forms-bundle> (src/gatsby/post-build/islands.ts).
 */
import { formsBundleAttribute, islandSelector } from '../../html/dom-contracts';

const inForm = ['focusin', 'pointerdown'] as const;

export function startFormsWhenUsed(): void {
  const source = document.documentElement.getAttribute(formsBundleAttribute);
  // The island wrapper lays its form out as if it were not there (display: contents): it has no box
  // to observe, its children do.
  const forms = [...document.querySelectorAll(islandSelector)].flatMap((island) => [...island.children]);
  if (!source || forms.length === 0) return;

  let started = false;
  let fetched = false;
  const onScreen = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) return start();
    // Not on the screen yet: fetched ahead now, so that starting does not wait for the network.
    if (fetched) return;
    fetched = true;
    const prefetch = document.createElement('link');
    prefetch.rel = 'prefetch';
    prefetch.as = 'script';
    prefetch.href = source;
    document.head.appendChild(prefetch);
  });
  const start = () => {
    if (started) return;
    started = true;
    onScreen.disconnect();
    window.removeEventListener('scroll', start);
    inForm.forEach((type) => document.removeEventListener(type, startFromForm, true));
    const script = document.createElement('script');
    script.src = source;
    document.body.appendChild(script);
  };
  const startFromForm = (event: Event) => {
    if (forms.some((form) => event.target instanceof Node && form.contains(event.target))) start();
  };

  if (window.scrollY > 0) return start();
  forms.forEach((form) => onScreen.observe(form));
  window.addEventListener('scroll', start, { passive: true });
  inForm.forEach((type) => document.addEventListener(type, startFromForm, { capture: true, passive: true }));
}
