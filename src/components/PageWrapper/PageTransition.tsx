import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { TransitionProps } from './AnimatedTransition';

const loadAnimatedTransition = () => import('./AnimatedTransition').then((module) => module.AnimatedTransition);

/**
 * Fades between pages with framer-motion, without putting framer-motion in the first-load bundle:
 * the first page renders as a plain <main> (fully visible before and after hydration), the
 * animation code loads when the browser is idle, and takes over at the first client-side
 * navigation, when the page below is replaced anyway, so nothing the visitor did is lost.
 */
export function PageTransition({ pageKey, isHome, children }: TransitionProps) {
  const [Animated, setAnimated] = useState<ComponentType<TransitionProps> | null>(null);
  const firstPageKey = useRef(pageKey);
  const [hasNavigated, setHasNavigated] = useState(false);
  if (!hasNavigated && pageKey !== firstPageKey.current) setHasNavigated(true);

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void loadAnimatedTransition().then((component) => {
        if (cancelled) return;
        setAnimated(() => component);
        document.documentElement.dataset.transitions = 'ready';
      });
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(load);
    return () => {
      cancelled = true;
    };
  }, []);

  if (Animated && hasNavigated) {
    return (
      <Animated pageKey={pageKey} isHome={isHome}>
        {children}
      </Animated>
    );
  }
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}
