import type { GatsbySSR } from 'gatsby';

/**
 * Page changes are page loads (the pages carry no router: plugins/react-islands). So
 * that they feel as quick as Gatsby's prefetching made them, the browser fetches a page of the site
 * ahead when the visitor points at or presses its link (`moderate`), which is data, not a script:
 * it runs nothing, and browsers that do not know it ignore it. Not the function's addresses, files
 * to download, the CMS or links that open a new tab. The post-build CSP allows it by its hash.
 */
export const speculationRules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/.netlify/*' } },
          { not: { href_matches: '/admin/*' } },
          { not: { href_matches: '/*.pdf' } },
          { not: { selector_matches: '[download], [target=_blank]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }} />,
  ]);
};
