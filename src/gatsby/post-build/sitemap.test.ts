import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://www.example.ch', [
    '/',
    '/team',
    '/team',
    '/zielgruppe',
    '/icon-preview',
    '/404',
    '/contact/sent',
    '/fallaufbereitung',
  ]);

  it('lists each page in both languages with hreflang alternates', () => {
    expect(xml).toContain('<loc>https://www.example.ch/team</loc>');
    expect(xml).toContain('<loc>https://www.example.ch/en/team</loc>');
    expect(xml).toContain('<loc>https://www.example.ch/en</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://www.example.ch/en/team"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.ch/team"/>');
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });

  it('leaves out internal pages, 404 and the form result pages', () => {
    for (const path of ['/zielgruppe', '/icon-preview', '/404', '/contact/sent']) {
      expect(xml).not.toContain(`example.ch${path}<`);
    }
  });
});

describe('robotsTxt', () => {
  it('allows crawling in production and points to the sitemap', () => {
    expect(robotsTxt('https://www.example.ch', 'production')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.ch/sitemap.xml\n',
    );
    expect(robotsTxt('https://www.example.ch', undefined)).toContain('Allow: /');
  });
  it('keeps deploy previews and branch deploys out of search engines', () => {
    expect(robotsTxt('https://www.example.ch', 'deploy-preview')).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt('https://www.example.ch', 'branch-deploy')).toBe('User-agent: *\nDisallow: /\n');
  });
  it('follows ROBOTS from netlify.toml when it is set', () => {
    expect(robotsTxt('https://www.example.ch', 'production', 'disallow')).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt('https://www.example.ch', 'deploy-preview', 'allow')).toContain('Allow: /');
  });
});
