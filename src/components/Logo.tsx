import { useTheme } from '@emotion/react';

/** The mark: two overlapping, differently shaped circles, different minds meeting. Decorative. */
export function Logo({ size = 40 }: { size?: number }) {
  const theme = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="19" cy="24" r="14" style={{ fill: theme.colors.primary }} />
      <path d="M29 10.5a14 14 0 1 1 0 27 14 14 0 0 1 0-27z" style={{ fill: theme.colors.highlight }} opacity="0.9" />
      <path d="M24 12.3a14 14 0 0 1 0 23.4 14 14 0 0 1 0-23.4z" style={{ fill: theme.colors.primaryHover }} />
    </svg>
  );
}
