import { useTheme } from '@emotion/react';

/** A soft wave between the hero and the next section. Decorative. */
export function WavyDivider({ flip = false }: { flip?: boolean }) {
  const theme = useTheme();
  return (
    <svg
      viewBox="0 0 1440 80"
      preserveAspectRatio="none"
      aria-hidden="true"
      data-decorative
      focusable="false"
      style={{ display: 'block', width: '100%', height: '3rem', transform: flip ? 'scaleY(-1)' : undefined }}
    >
      <path d="M0 40c120 26 240 40 360 32s240-40 360-40 240 32 360 40 240-6 360-32v40H0z" style={{ fill: theme.colors.tones.sage }} />
    </svg>
  );
}
