/**
 * A page's scripts (the site script, and the forms' bundle where a page has a form: islands.ts) as
 * `<script src async>` tags would be fetched while the browser still reads the HTML, sharing a slow
 * phone's line with the page itself, and Lighthouse would count their download against the largest
 * paint, although the page's text needs no JavaScript to show.
 *
 * So after the build those tags are replaced by one small inline loader that starts the same scripts
 * once the browser has painted the page (first-contentful-paint): the text arrives first, the menu
 * and the display settings respond right after. The loader's code is the same on every page (one
 * CSP hash); the scripts it loads are listed in its `data-load-after-paint` attribute.
 */

export const loaderAttribute = 'data-load-after-paint';

// Runs as the last thing in <body>. Browsers without paint timing fall back to the next frame;
// a tab opened in the background paints (and so loads) when it is shown, with a timer as a net.
export const loaderScript =
  '(function(s){var d=0;function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}' +
  'var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>-1)' +
  'new P(function(x){if(x.getEntriesByName("first-contentful-paint").length)setTimeout(l,0)}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,3000)})' +
  `(document.currentScript.getAttribute("${loaderAttribute}").split(" "))`;

const asyncScriptTag = /<script src="([^"\s]+)" async(?:="")?><\/script>/g;

/** The page with its async Gatsby scripts loaded after the first paint; unchanged if it has none. */
export function loadScriptsAfterPaint(html: string): string {
  const sources = [...html.matchAll(asyncScriptTag)].map((match) => match[1]!);
  if (sources.length === 0) return html;
  let first = true;
  return html.replace(asyncScriptTag, () => {
    if (!first) return '';
    first = false;
    return `<script ${loaderAttribute}="${sources.join(' ')}">${loaderScript}</script>`;
  });
}
