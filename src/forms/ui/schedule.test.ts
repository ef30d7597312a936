/** @jest-environment jsdom */
import { afterNextPaint, whenAboutToBeUsed } from './schedule';

const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('afterNextPaint', () => {
  afterEach(() => {
    delete (document as { hidden?: boolean }).hidden;
  });

  it('runs the tasks after the next frame, in the order they came', async () => {
    const done: string[] = [];
    afterNextPaint(() => done.push('first'));
    afterNextPaint(() => done.push('second'));
    expect(done).toEqual([]);
    // A frame callback asked for later still runs before them: they wait for the frame to be done.
    const inFrame = new Promise<string[]>((resolve) => requestAnimationFrame(() => resolve([...done])));
    expect(await inFrame).toEqual([]);
    await nextTasks();
    expect(done).toEqual(['first', 'second']);
  });

  it('runs a task at once where the page is hidden (it paints no frames)', () => {
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    const task = jest.fn();
    afterNextPaint(task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('whenAboutToBeUsed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.scrollY = 0;
  });

  it.each(['scroll', 'pointerdown', 'focusin'])('waits for the first %s, then for an idle moment, and runs once', (type) => {
    const task = jest.fn();
    whenAboutToBeUsed(task);
    jest.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event(type, { bubbles: type !== 'scroll' }));
    window.dispatchEvent(new Event('scroll'));
    // Not in the task of the input: jsdom has no requestIdleCallback, so a moment later.
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(250);
    expect(task).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    jest.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts at once (in an idle moment) on a page already scrolled', () => {
    window.scrollY = 300;
    const task = jest.fn();
    whenAboutToBeUsed(task);
    jest.advanceTimersByTime(250);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before and after the sign', () => {
    const before = jest.fn();
    whenAboutToBeUsed(before)();
    const after = jest.fn();
    const cancel = whenAboutToBeUsed(after);
    window.dispatchEvent(new Event('scroll'));
    cancel();
    jest.advanceTimersByTime(5000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
