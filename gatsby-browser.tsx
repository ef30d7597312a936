import type { GatsbyBrowser } from 'gatsby';

// Pages scroll themselves once they are shown (ScrollOnOpen), after the fade-out of the previous
// page; Gatsby's default would jump to the top while the old page is still fading.
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => false;
