/** @jest-environment jsdom */
import { act, useState } from 'react';
import { hydrateInTransition } from './hydrate-in-transition';

// React only enables act() in environments that declare it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
}

describe('hydrateInTransition', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('hydrates server-rendered HTML: the same button comes alive, with no mismatch', async () => {
    const container = document.createElement('div');
    // What react-dom/server renders for <Counter /> (it cannot run in jsdom, which lacks TextEncoder).
    container.innerHTML = '<button>clicked <!-- -->0</button>';
    const button = container.querySelector('button');
    let unmount = () => {};
    await act(async () => {
      unmount = hydrateInTransition(<Counter />, container);
    });
    await act(async () => button?.click());
    expect(container.querySelector('button')).toBe(button);
    expect(button?.textContent).toBe('clicked 1');
    expect(errors).not.toHaveBeenCalled();
    act(() => unmount());
    expect(container.innerHTML).toBe('');
  });

  it('renders into an empty container (npm run develop), without hydration errors', async () => {
    const container = document.createElement('div');
    let unmount = () => {};
    await act(async () => {
      unmount = hydrateInTransition(<Counter />, container);
    });
    expect(container.textContent).toBe('clicked 0');
    expect(errors).not.toHaveBeenCalled();
    act(() => unmount());
    expect(container.innerHTML).toBe('');
  });
});
