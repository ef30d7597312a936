import type { DecapField } from '../../decap-types';

/**
 * Fix-ups of what Decap 3.16.3 draws, made after each change of the page (Decap offers no hook for
 * them): list labels in the case they are written, and a new field error brought into view.
 */

/** The labels of every list in the forms, in the case they are written ("Karten"), by their lower case. */
function listLabels(fields: readonly DecapField[]): Map<string, string> {
  const labels = new Map<string, string>();
  const visit = (field: DecapField) => {
    if (field.widget === 'list') for (const label of [field.label, field.label_singular]) if (label) labels.set(label.toLowerCase(), label);
    field.fields?.forEach(visit);
    if (field.field) visit(field.field);
  };
  fields.forEach(visit);
  return labels;
}

/**
 * Decap writes a list's count and add button in lower case ("4 karten", "karte hinzufügen":
 * decaporg/decap-cms#3856); German nouns are capitalized, so the known labels are put back as written.
 */
function properCase(root: ParentNode, labels: Map<string, string>) {
  for (const bar of root.querySelectorAll('[class*="-TopBarContainer"]')) {
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const fixed = node.data.replace(
        /^(\d+ )?(.+?)( hinzufügen)?$/,
        (whole, count: string | undefined, label: string, add: string | undefined) => {
          const written = labels.get(label);
          return written ? `${count ?? ''}${written}${add ?? ''}` : whole;
        },
      );
      if (fixed !== node.data) node.data = fixed;
    }
  }
}

function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

const shownErrors = new WeakSet<Element>();

/**
 * A field's error appears above the field, often off screen: bring a new one into view, once. No
 * upstream issue found as of Decap 3.16.3.
 */
function revealNewError() {
  const errors = [...document.querySelectorAll('[class*="-ControlErrorsList"]')];
  const fresh = errors.filter((error) => !shownErrors.has(error));
  errors.forEach((error) => shownErrors.add(error));
  const first = fresh[0];
  if (first && !inViewport(first)) first.scrollIntoView({ block: 'center' });
}

/** Runs the fix-ups once per frame in which the page changed. */
export function fixUpDecapDom(fields: readonly DecapField[]) {
  const labels = listLabels(fields);
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      properCase(document, labels);
      revealNewError();
    });
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}
