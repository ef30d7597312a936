import { AnimatePresence, LazyMotion, m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { motionOff } from '../../display/settings';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

export interface TransitionProps {
  pageKey: string;
  isHome: boolean;
  children: ReactNode;
}

/** The framer-motion fade between pages; loaded on demand by PageTransition. */
export function AnimatedTransition({ pageKey, isHome, children }: TransitionProps) {
  const theme = useTheme();
  // The system's wish (followed as it changes) or the visitor's display settings.
  const reduceMotion = useReducedMotion();
  const duration = reduceMotion || motionOff() ? 0 : isHome ? theme.motion.homeFade : theme.motion.pageFade;
  return (
    <LazyMotion features={loadFeatures} strict>
      <AnimatePresence mode="wait">
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
