import createCache, { type EmotionCache } from '@emotion/cache';
import { serverStylesAttribute } from '../styles/server-styles';
import { stylisPlugins } from '../styles/vendor-prefixes';

/**
 * Emotion's cache for the forms' islands: it knows the styles the server wrote into <head> as
 * inserted, so the browser inserts none of them again, and it leaves their elements in place.
 * Emotion's own way of adopting them (`data-emotion`) moves each element to the end of <head>, and
 * moving a <style> takes its stylesheet out and puts it back: the whole page's style is worked out
 * again in the task that starts the forms. Styles the server did not write (those of a
 * later step, an error) go into a new element at the end of <head>, as Emotion does by itself.
 */
export function serverStylesCache(key = 'css'): EmotionCache {
  const cache = createCache({ key, stylisPlugins });
  for (const element of document.querySelectorAll(`style[${serverStylesAttribute}^="${key} "]`))
    for (const id of (element.getAttribute(serverStylesAttribute) ?? '').split(' ').slice(1)) cache.inserted[id] = true;
  return cache;
}
