import { isValidElement, type ReactNode } from 'react';

/**
 * A page's scripts as the plugin writes them (gatsby-ssr.tsx): none of Gatsby's client, and the site
 * script started after the first paint.
 *
 * A `<script src async>` would be fetched while the browser still reads the HTML, sharing a slow
 * phone's line with the page itself, and Lighthouse would count its download against the largest
 * paint, although the page's text needs no JavaScript to show (measured: LCP on / 1021 ms against
 * the twin's 761 ms with the site script `defer`). So one small inline loader starts it once the
 * browser has painted the page: the text arrives first, the menu and the display settings respond
 * right after. The loader's code is the same on every page (one CSP hash); what it loads is in its
 * `data-load-after-paint` attribute.
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

/**
 * The head without what Gatsby adds for its client: the preloads of its scripts (`<link as="script">`).
 * Judged on the elements Gatsby hands to onPreRenderHTML, not on their markup.
 */
export function headWithoutClient(head: readonly ReactNode[]): ReactNode[] {
  return head.filter(
    (component) => !(isValidElement<{ as?: string }>(component) && component.type === 'link' && component.props.as === 'script'),
  );
}

/**
 * The end of <body>: the loader of the site script, and nothing else. Gatsby puts only its client
 * there (the page's path and chunk map, its bundles); no part of this site adds to it, and an
 * island is added to a page with reactIsland (src/islands/ReactIsland.tsx), not with a script.
 */
export function bodyEnd(siteScript: string): ReactNode[] {
  return [<script key="load-after-paint" {...{ [loaderAttribute]: siteScript }} dangerouslySetInnerHTML={{ __html: loaderScript }} />];
}
