import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  it('resolves in a later task: after the microtasks and after a task queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued first'), 0);
    const yielded = yieldToBrowser().then(() => order.push('after yield'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'task queued first', 'after yield']);
  });
});
