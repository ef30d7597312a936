/**
 * The attribute on the `<style>` elements that hold the styles the server rendered with Emotion
 * (src/gatsby/ssr/emotion-critical-css.tsx): the cache key and the ids of the styles inside,
 * "css 1x 2y". Not Emotion's own `data-emotion`: Emotion's browser cache moves every element with
 * that attribute to the end of <head> as it starts, which makes the browser take the page's
 * stylesheets apart and style the whole page again; the forms' bundle reads this one instead
 * (src/islands/forms/server-styles-cache.ts) and leaves the elements where they are.
 */
export const serverStylesAttribute = 'data-server-styles';
