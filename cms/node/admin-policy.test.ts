import { adminPolicy, withAdminHeaders } from './admin-policy';

const siteHeaders =
  "# Written by src/gatsby/node/on-post-build.ts: one policy per page.\n/\n  Content-Security-Policy: default-src 'self'\n";

describe("the admin's rules in public/_headers", () => {
  it("follow the site's rules: one rule for /admin/* with its own policy, noindex", () => {
    const headers = withAdminHeaders(siteHeaders);
    expect(headers.startsWith(siteHeaders)).toBe(true);
    expect(headers.slice(siteHeaders.length)).toBe(
      `# Written by cms/node/build.ts: the CMS's own policy.\n/admin/*\n  Content-Security-Policy: ${adminPolicy}\n  X-Robots-Tag: noindex\n`,
    );
  });

  it('are there once however often the admin is built (npm run cms builds it on every start)', () => {
    const once = withAdminHeaders(siteHeaders);
    expect(withAdminHeaders(withAdminHeaders(once))).toBe(once);
  });
});
