/**
 * @jest-environment jsdom
 *
 * The problem summary's warm-up, on Preact as in the browser: once the visitor is about to use the page,
 * while it is idle, a sample is laid out once, unseen, and gone again before anything could show or be read out.
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { ProblemSummary } from './ProblemSummary';

const sample = { title: 'Fehler', items: [{ text: 'Bitte geben Sie Ihren Namen ein.', fieldId: 'contact-name' }] };

describe('ProblemSummary warm-up', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lays a hidden sample out once, after a sign of use and while idle, and removes it in the same task', async () => {
    const place = document.createElement('form');
    document.body.append(place);
    const laidOut: HTMLElement[] = [];
    const added: Node[] = [];
    new MutationObserver((records) => records.forEach((record) => added.push(...record.addedNodes))).observe(place, {
      subtree: true,
      childList: true,
    });
    const offsetHeight = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      laidOut.push(this);
      return 40;
    });

    act(() => render(<ProblemSummary summary={null} warmUp={() => sample} />, place));
    // Not during the load: nothing yet shows that the visitor is about to use the form.
    await act(async () => jest.advanceTimersByTime(5000));
    expect(laidOut).toHaveLength(0);
    place.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(laidOut).toHaveLength(0);
    // jsdom has no requestIdleCallback: the summary waits a moment instead.
    await act(async () => jest.advanceTimersByTime(250));

    expect(laidOut).toHaveLength(1);
    const copy = laidOut[0]!;
    expect(copy.getAttribute('aria-hidden')).toBe('true');
    expect(copy.style.visibility).toBe('hidden');
    expect(copy.style.position).toBe('absolute');
    expect(copy.textContent).toBe('FehlerBitte geben Sie Ihren Namen ein.');
    expect(copy.querySelector('a')?.tabIndex).toBe(-1);
    expect(added).toContain(copy);
    // Gone again, and the real summary stayed empty, hidden and silent.
    expect(copy.isConnected).toBe(false);
    expect(place.children).toHaveLength(1);
    const summary = place.firstElementChild as HTMLElement;
    expect(summary.hidden).toBe(true);
    expect(summary.getAttribute('role')).toBeNull();
    expect(summary.textContent).toBe('');
    expect(place.querySelector('[role="alert"]')).toBeNull();

    // Once only: no later sign or idle moment lays it out again.
    window.dispatchEvent(new Event('scroll'));
    await act(async () => jest.advanceTimersByTime(5000));
    expect(laidOut).toHaveLength(1);
    offsetHeight.mockRestore();
  });

  it('shows the real summary with links that take focus, and no sample without warmUp', async () => {
    const place = document.createElement('form');
    document.body.append(place);
    act(() => render(<ProblemSummary summary={sample} />, place));
    await act(async () => jest.advanceTimersByTime(5000));
    expect(place.children).toHaveLength(1);
    const summary = place.firstElementChild as HTMLElement;
    expect(summary.getAttribute('role')).toBe('alert');
    expect(summary.querySelector('a')?.getAttribute('href')).toBe('#contact-name');
    expect(summary.querySelector('a')?.hasAttribute('tabindex')).toBe(false);
  });
});
