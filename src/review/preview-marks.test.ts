/**
 * @jest-environment jsdom
 */
import { previewMarks, type MarksData } from './preview-marks';

const texts: MarksData['texts'] = {
  show: 'Änderungen zeigen',
  next: 'Nächste Änderung',
  removedBefore: 'Vorher:',
  removedAfter: 'Entfernt:',
  shown: 'Änderungen markiert.',
  hidden: 'Markierung aus.',
  status: { added: 'Neuer Abschnitt', removed: 'Entfernter Abschnitt', changed: 'Geänderter Abschnitt' },
  position: 'Änderung {at} von {count}: {status}',
};

function page(): void {
  document.body.innerHTML = `
    <main>
      <h1>Psychoedukation</h1>
      <h2>Was ist das?</h2>
      <p>Ein Absatz, der bleibt.</p>
      <p>Wir erklären es <a href="/x">einfach</a> und anschaulich.</p>
      <ul><li>ADHS</li><li>Autismus</li></ul>
      <div><div><h3>Einzelberatung</h3><p>Im Gespräch.</p></div></div>
      <article id="team-lea"><h3>Lea</h3><p>Leiterin</p></article>
    </main>
    <aside id="review-notice">
      <button type="button" aria-pressed="false" data-review-toggle hidden>Änderungen zeigen</button>
      <button type="button" data-review-next hidden>Nächste Änderung</button>
      <p data-review-status role="status"></p>
    </aside>`;
}

const marked = () => Array.from(document.querySelectorAll('[data-review-change]')).map((element) => `${element.tagName} ${element.id}`);

beforeEach(page);

describe('previewMarks', () => {
  it('marks exactly the elements showing the changed texts, with their anchors', () => {
    previewMarks({
      path: '/',
      texts,
      targets: [
        { anchor: 'aenderung-1', text: 'Wir erklären es einfach und anschaulich.', removed: 'Wir erklären es.', status: 'changed' },
        { anchor: 'aenderung-2', text: 'Autismus', removed: '', status: 'added' },
        { anchor: 'aenderung-3', text: 'Einzelberatung Im Gespräch.', removed: '', status: 'added' },
        { anchor: 'team-lea', text: '', removed: 'Mentorin', status: 'changed' },
      ],
    });
    expect(marked()).toEqual(['P aenderung-1', 'LI aenderung-2', 'DIV aenderung-3', 'ARTICLE team-lea']);
    expect(document.querySelector('[data-review-toggle]')?.hasAttribute('hidden')).toBe(false);
  });

  it('shows removed text after its block with one control, and takes it away again', () => {
    previewMarks({
      path: '/',
      texts,
      targets: [
        { anchor: 'aenderung-1', text: 'Ein Absatz, der bleibt.', removed: 'Ein Absatz, der ging.', status: 'removed' },
        { anchor: 'team-lea', text: '', removed: 'Mentorin', status: 'changed' },
      ],
    });
    const toggle = document.querySelector<HTMLButtonElement>('[data-review-toggle]');
    toggle?.click();
    expect(toggle?.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.getAttribute('data-review-marks')).toBe('on');
    const removed = Array.from(document.querySelectorAll('.review-removed')).map((box) => [
      box.previousElementSibling?.tagName ?? box.parentElement?.id,
      box.textContent,
    ]);
    expect(removed).toEqual([
      ['P', 'Entfernt: Ein Absatz, der ging.'],
      ['P', 'Vorher: Mentorin'],
    ]);
    expect(document.querySelector('#team-lea .review-removed')).not.toBeNull();
    toggle?.click();
    expect(document.querySelectorAll('.review-removed')).toHaveLength(0);
    expect(document.documentElement.hasAttribute('data-review-marks')).toBe(false);
  });

  it('goes from change to change, focusing each and saying where it is', () => {
    Element.prototype.scrollIntoView = jest.fn();
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    previewMarks({
      path: '/',
      texts,
      targets: [
        { anchor: 'aenderung-1', text: 'Was ist das?', removed: 'Was?', status: 'changed' },
        { anchor: 'aenderung-2', text: 'ADHS', removed: '', status: 'added' },
      ],
    });
    const next = document.querySelector<HTMLButtonElement>('[data-review-next]');
    next?.click();
    expect(document.activeElement?.id).toBe('aenderung-1');
    expect(document.querySelector('[data-review-status]')?.textContent).toBe('Änderung 1 von 2: Geänderter Abschnitt');
    next?.click();
    expect(document.activeElement?.id).toBe('aenderung-2');
    next?.click();
    expect(document.activeElement?.id).toBe('aenderung-1');
  });

  it('keeps the controls hidden when nothing on the page could be found', () => {
    previewMarks({ path: '/', texts, targets: [{ anchor: 'aenderung-1', text: 'Steht nirgends.', removed: '', status: 'added' }] });
    expect(marked()).toEqual([]);
    expect(document.querySelector('[data-review-toggle]')?.hasAttribute('hidden')).toBe(true);
  });
});
