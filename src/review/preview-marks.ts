/**
 * The browser side of a changed page's notice on a deploy preview. The build writes this function's
 * source into the page as one inline script (./preview-notice.ts) with the page's changes as its
 * argument, so it must stay self-contained: no imports, nothing from outside its body.
 *
 * It runs while the page is parsed, before React hydrates: it finds the changed blocks by their
 * visible text (as ./text-blocks.ts computed it) and gives each its anchor id, so a link
 * `/psychoeducation#aenderung-2` lands there. It only adds attributes then, which hydration leaves
 * alone. The removed texts are added when the reviewer asks for them, once the page is running.
 */
export interface MarksData {
  /** The page's address, e.g. "/psychoeducation": on another address (after a client-side navigation) the notice goes. */
  path: string;
  targets: {
    anchor: string;
    text: string;
    removed: string;
    status: 'added' | 'removed' | 'changed';
    before?: { kind: 'same' | 'added' | 'removed'; text: string }[];
  }[];
  texts: {
    show: string;
    next: string;
    removedBefore: string;
    removedAfter: string;
    shown: string;
    hidden: string;
    status: { added: string; removed: string; changed: string };
    position: string;
  };
}

export function previewMarks(data: MarksData): void {
  const doc = document;
  const notice = doc.getElementById('review-notice');
  if (!notice) return;
  const main = doc.querySelector('main') ?? doc.body;
  const squash = (text: string | null) => (text ?? '').replace(/\s+/g, '').toLowerCase();
  const blockSelector = 'h1,h2,h3,h4,h5,h6,p,li,blockquote,dt,dd,td,th,figcaption,a,div,section,article';

  /** The element showing `text`: one whose text is exactly it, else the innermost that contains it. */
  function find(text: string): HTMLElement | null {
    const want = squash(text);
    const elements = Array.from(main.querySelectorAll<HTMLElement>(blockSelector));
    if (!want) return main.querySelector('h1');
    let best: HTMLElement | null = null;
    for (const element of elements) {
      if (squash(element.textContent) === want && (!best || best.contains(element))) best = element;
    }
    if (best) return best;
    for (const element of elements) {
      const has = squash(element.textContent);
      if (has.includes(want) && has.length <= want.length * 2 + 40 && (!best || best.contains(element))) best = element;
    }
    return best;
  }

  const marks: { element: HTMLElement; target: MarksData['targets'][number] }[] = [];
  for (const target of data.targets) {
    const element = target.text === '' && target.status !== 'removed' ? doc.getElementById(target.anchor) : find(target.text);
    if (!element) continue;
    if (!element.id) element.id = target.anchor;
    element.setAttribute('data-review-change', target.status);
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    marks.push({ element, target });
  }

  const toggle = notice.querySelector<HTMLButtonElement>('[data-review-toggle]');
  const next = notice.querySelector<HTMLButtonElement>('[data-review-next]');
  const status = notice.querySelector<HTMLElement>('[data-review-status]');
  const root = doc.documentElement;
  const added: HTMLElement[] = [];
  let current = -1;

  function removedText(mark: (typeof marks)[number]): HTMLElement {
    const box = doc.createElement('div');
    box.className = 'review-removed';
    box.setAttribute('data-review-removed', '');
    const label = doc.createElement('span');
    label.className = 'review-removed-label';
    label.textContent = mark.target.status === 'removed' ? data.texts.removedAfter : data.texts.removedBefore;
    box.append(label, ' ');
    // A changed block shows its old text with the words taken out struck through; a removed one, all of it.
    for (const part of mark.target.before ?? [{ kind: 'removed', text: mark.target.removed }]) {
      if (part.kind === 'same') box.append(part.text);
      else {
        const taken = doc.createElement('del');
        taken.textContent = part.text;
        box.append(taken);
      }
    }
    return box;
  }

  function setShown(shown: boolean): void {
    if (shown) root.setAttribute('data-review-marks', 'on');
    else root.removeAttribute('data-review-marks');
    toggle?.setAttribute('aria-pressed', String(shown));
    for (const box of added.splice(0)) box.remove();
    if (shown) {
      for (const mark of marks) {
        if (!mark.target.removed) continue;
        const box = removedText(mark);
        // A team card holds it; after a paragraph it follows as its own block.
        if (mark.element.tagName === 'LI' || (mark.target.text === '' && mark.target.status !== 'removed')) {
          mark.element.append(box);
        } else mark.element.after(box);
        added.push(box);
      }
    }
    if (status) status.textContent = shown ? data.texts.shown : data.texts.hidden;
  }

  function goTo(index: number): void {
    const mark = marks[index];
    if (!mark) return;
    current = index;
    // As src/display/settings.ts's motionOff(), which this script cannot import.
    const reduced =
      root.dataset.motion === 'off' || root.dataset.view === 'calm' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    mark.element.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    mark.element.focus({ preventScroll: true });
    if (status) {
      status.textContent = data.texts.position
        .replace('{at}', String(index + 1))
        .replace('{count}', String(marks.length))
        .replace('{status}', data.texts.status[mark.target.status]);
    }
  }

  if (marks.length > 0) {
    toggle?.removeAttribute('hidden');
    next?.removeAttribute('hidden');
  }
  toggle?.addEventListener('click', () => setShown(toggle.getAttribute('aria-pressed') !== 'true'));
  next?.addEventListener('click', () => {
    if (root.getAttribute('data-review-marks') !== 'on') setShown(true);
    goTo((current + 1) % marks.length);
  });
  // Arriving by a link to one change, the page scrolls there (src/components/PageWrapper/ScrollOnOpen.tsx)
  // and CSS marks it (:target); "next" goes on from it. Nothing is added to the page before React
  // has taken it over: an element React does not know of would make hydration start again.
  const hash = decodeURIComponent(location.hash.slice(1));
  current = marks.findIndex((mark) => mark.element.id === hash);

  // Gatsby changes pages without loading them; the notice belongs to this page only.
  const onAddressChange = () => {
    const here = location.pathname.replace(/\/$/, '') || '/';
    notice.hidden = here !== data.path;
    if (notice.hidden) setShown(false);
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      onAddressChange();
    };
  }
  window.addEventListener('popstate', onAddressChange);
}
