import '@emotion/react';
import type { SiteTheme } from './theme';

declare module '@emotion/react' {
  // Module augmentation: Emotion's Theme becomes the site's theme, which needs an interface that adds nothing.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}
