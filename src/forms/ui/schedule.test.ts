/** @jest-environment jsdom */
import { afterNextPaint } from './schedule';

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
