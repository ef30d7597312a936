import { renderToStaticMarkup } from 'react-dom/server';
import { bodyEnd, headWithoutClient, loaderAttribute, loaderScript } from './page-scripts';

describe("a page's scripts", () => {
  it("leave out Gatsby's preloads of its client and keep the rest of the head", () => {
    const head = [
      <link key="1" as="script" rel="preload" href="/app-1.js" />,
      <link key="2" rel="canonical" href="https://www.example.ch/team" />,
      <style key="3">{'body{margin:0}'}</style>,
      <link key="4" as="script" rel="prefetch" href="/component---team.js" />,
      'text',
    ];
    expect(renderToStaticMarkup(<>{headWithoutClient(head)}</>)).toBe(
      '<link rel="canonical" href="https://www.example.ch/team"/><style>body{margin:0}</style>text',
    );
  });

  it('end the body with the loader of the site script, and nothing else', () => {
    expect(renderToStaticMarkup(<>{bodyEnd('/islands/site-A.js')}</>)).toBe(
      `<script ${loaderAttribute}="/islands/site-A.js">${loaderScript}</script>`,
    );
  });
});
