import { contentSecurityPolicy, headersFileEntry, inlineScripts, inlineStyles, servedPaths, sourceHash, withMetaPolicy } from './csp';

const page = `<html><head><script type="module">const a=1</script><script type="application/ld+json">{"@type":"Organization"}</script><style data-server-styles="css 1x">.css-1x{color:red;}</style></head>
<body><script data-load-after-paint="/islands/site-A.js">start()</script><script src="/islands/site-A.js" async></script></body></html>`;

describe('csp', () => {
  it('finds the inline scripts a browser executes, not src scripts or data blocks', () => {
    expect(inlineScripts(page)).toEqual(['const a=1', 'start()']);
  });

  it('hashes the exact script text as CSP expects', () => {
    // echo -n 'const a=1' | openssl dgst -sha256 -binary | base64
    expect(sourceHash('const a=1')).toBe("'sha256-5raGKsGLVkk2Q0RnZvX2+i+xWpNOVURweT/7SkBwoLE='");
  });

  it("allows the page's own style elements and Emotion's empty one by hash, style attributes as before", () => {
    expect(inlineStyles(page)).toEqual(['.css-1x{color:red;}']);
    const directives = contentSecurityPolicy(page).split('; ');
    const styleElements = directives.find((directive) => directive.startsWith('style-src-elem')) ?? '';
    expect(styleElements).toBe(`style-src-elem 'self' ${[sourceHash('.css-1x{color:red;}'), sourceHash('')].sort().join(' ')}`);
    expect(directives).toContain("style-src-attr 'unsafe-inline'");
    // echo -n '' | openssl dgst -sha256 -binary | base64
    expect(sourceHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('allows only the page own inline scripts, never unsafe-inline for scripts', () => {
    const policy = contentSecurityPolicy(page);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(2);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(contentSecurityPolicy(page, 'meta')).not.toContain('frame-ancestors');
  });

  it('maps built files to the paths they are served at', () => {
    expect(servedPaths('index.html')).toEqual(['/']);
    expect(servedPaths('en/index.html')).toEqual(['/en', '/en/']);
    expect(servedPaths('en/team/index.html')).toEqual(['/en/team', '/en/team/']);
    expect(servedPaths('404.html')).toBe('not-found-page');
    expect(servedPaths('en/404.html')).toBe('not-found-page');
    expect(servedPaths('en/404/index.html')).toBe('not-found-page');
  });

  it('replaces the meta policy of an earlier build instead of adding a second one', () => {
    const once = withMetaPolicy('<html><head><title>x</title>', "default-src 'self'");
    const twice = withMetaPolicy(once, "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain("default-src 'none'");
  });

  it('writes _headers entries and meta policies', () => {
    // One rule: Netlify matches `/team` with and without the trailing slash.
    expect(headersFileEntry(['/team', '/team/'], "default-src 'self'")).toBe("/team\n  Content-Security-Policy: default-src 'self'\n");
    expect(headersFileEntry(['/'], "default-src 'self'")).toBe("/\n  Content-Security-Policy: default-src 'self'\n");
    expect(headersFileEntry(['/old.html', '/old'], "default-src 'self'")).toBe(
      "/old.html\n  Content-Security-Policy: default-src 'self'\n/old\n  Content-Security-Policy: default-src 'self'\n",
    );
    expect(withMetaPolicy('<html><head><title>x</title>', "default-src 'self'")).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>x</title>`,
    );
  });
});
