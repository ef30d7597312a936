import { useEffect, useState, type ComponentType } from 'react';
import type { TransitionProps } from './AnimatedTransition';

const loadAnimatedTransition = () => import('./AnimatedTransition').then((module) => module.AnimatedTransition);

/** The ways a visitor shows they may follow a link: pointing at it, touching it, tabbing to it. */
const intentEvents = ['pointerover', 'touchstart', 'focusin'] as const;

/** Calls `callback` once, the first time the visitor points at, touches or focuses a link of this site. */
function onFirstLinkIntent(callback: () => void): () => void {
  const listener = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    stop();
    callback();
  };
  const stop = () => intentEvents.forEach((type) => document.removeEventListener(type, listener, true));
  intentEvents.forEach((type) => document.addEventListener(type, listener, { capture: true, passive: true }));
  return stop;
}

/**
 * Fades between pages with framer-motion, without putting framer-motion in the first-load bundle:
 * the first page renders as a plain <main> (fully visible before and after hydration). The
 * animation code (9 kB gzip) loads when the visitor first points at, touches or focuses one of the
 * site's links, so a visitor who reads one page never downloads it, and takes over at the first
 * client-side navigation, when the page below is replaced anyway, so nothing the visitor did is
 * lost. Should it not have arrived by then, that one navigation simply has no fade.
 */
export function PageTransition({ pageKey, isHome, children }: TransitionProps) {
  const [Animated, setAnimated] = useState<ComponentType<TransitionProps> | null>(null);
  const [firstPageKey] = useState(pageKey);
  const [hasNavigated, setHasNavigated] = useState(false);
  if (!hasNavigated && pageKey !== firstPageKey) setHasNavigated(true);

  useEffect(() => {
    let cancelled = false;
    const stopListening = onFirstLinkIntent(
      () =>
        void loadAnimatedTransition().then((component) => {
          if (cancelled) return;
          setAnimated(() => component);
          document.documentElement.dataset.transitions = 'ready';
        }),
    );
    return () => {
      cancelled = true;
      stopListening();
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
