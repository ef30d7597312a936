import { AnimatePresence, LazyMotion, m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * Fades between pages. `initial={false}` keeps the server-rendered page visible before and during
 * hydration; only later client-side navigations animate. Reduced motion makes the fade instant.
 */
export function PageTransition({ pageKey, isHome, children }: { pageKey: string; isHome: boolean; children: ReactNode }) {
  const theme = useTheme();
  const reduceMotion = useReducedMotion();
  const duration = reduceMotion ? 0 : isHome ? theme.motion.homeFade : theme.motion.pageFade;
  return (
    <LazyMotion features={loadFeatures} strict>
      <AnimatePresence mode="wait" initial={false}>
        <m.main
          key={pageKey}
          id="main"
          tabIndex={-1}
          initial={{ opacity: 0 }}
          animate={{ opacity: 1, transition: { duration } }}
          exit={{ opacity: 0, transition: { duration: duration / 2 } }}
        >
          {children}
        </m.main>
      </AnimatePresence>
    </LazyMotion>
  );
}
