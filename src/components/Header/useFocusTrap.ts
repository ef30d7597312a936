import { useEffect, type RefObject } from 'react';

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * While active, Tab and Shift+Tab cycle through the focusable elements inside the container and
 * Escape calls onEscape. The toggle button sits inside the container so it stays reachable.
 */
export function useFocusTrap(container: RefObject<HTMLElement>, active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onEscape();
        return;
      }
      if (event.key !== 'Tab' || !container.current) return;
      const items = Array.from(container.current.querySelectorAll<HTMLElement>(focusable)).filter((item) => item.offsetParent !== null);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, container, onEscape]);
}
