/**
 * Deploy contract, headers and redirects: netlify.toml and the public/_headers the build writes,
 * read by Netlify's own parsers, say what we mean. The local server applies overlapping header
 * rules by letting the last one win; Netlify may combine them, so a header set by two rules for
 * one path is a fault here even where the local server looks right. Needs a build: `npm test`
 * runs it right after `npm run build`.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { type Header, parseAllHeaders } from '@netlify/headers-parser';
import { securityHeaders } from '../../src/site/security-headers';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { languages, localizedPath } from '../../src/i18n/languages';
import { visitablePaths } from '../../src/site/site-routes';
import { servedPaths } from '../../src/gatsby/post-build/csp';
import { builtPages } from '../../src/gatsby/post-build/built-pages';
import { type NetlifySite, readNetlifySite } from './netlify-site.mjs';

/** The fields of a parsed redirect rule the contract looks at. */
interface RedirectRule {
  from: string;
  to: string;
  status?: number;
  force: boolean;
  conditions: Record<string, unknown>;
}

const immutable = 'public, max-age=31536000, immutable';

let site: NetlifySite;
let publishDir: string;
let headerRules: Header[];
let headerErrors: Error[];
let redirects: RedirectRule[];
let redirectErrors: unknown[];
/** Request paths of each page with a policy of its own, and of the pages answering unknown paths. */
let pagePaths: string[];
let notFoundPaths: string[];
/** Every published file, as a request path. */
let filePaths: string[];

before(async () => {
  site = await readNetlifySite();
  publishDir = site.config.build.publish;
  if (!existsSync(site.headersPath)) {
    throw new Error(
      `${path.relative(site.repositoryRoot, site.headersPath)} is missing: the build writes it (src/gatsby/node/on-post-build.ts). Run npm run build first.`,
    );
  }
  ({ headers: headerRules, errors: headerErrors } = (await parseAllHeaders({
    headersFiles: [site.headersPath],
    netlifyConfigPath: site.configPath,
    configHeaders: [],
    minimal: false,
  })) as { headers: Header[]; errors: Error[] });
  ({ redirects, errors: redirectErrors } = (await parseAllRedirects({
    redirectsFiles: [site.redirectsPath],
    netlifyConfigPath: site.configPath,
    configRedirects: [],
    minimal: false,
  })) as { redirects: RedirectRule[]; errors: unknown[] });

  const pages = (await builtPages(publishDir)).map((file) => ({ file, paths: servedPaths(file) }));
  pagePaths = pages.flatMap(({ paths }) => (paths === 'not-found-page' ? [] : paths));
  notFoundPaths = pages.filter(({ paths }) => paths === 'not-found-page').map(({ file }) => `/${file}`);
  const entries = await readdir(publishDir, { recursive: true, withFileTypes: true });
  filePaths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publishDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
});

function valueOf(rule: Header, name: string): string | undefined {
  return Object.entries(rule.values).find(([key]) => key.toLowerCase() === name)?.[1];
}

/** The rules matching `requestPath` that set the header `name` (given in lower case). */
function rulesSetting(requestPath: string, name: string): Header[] {
  return headerRules.filter((rule) => rule.forRegExp.test(requestPath) && valueOf(rule, name) !== undefined);
}

/** Paths that do not get `count` Content-Security-Policy rules, with the rules they get. */
function policyCountMismatches(requestPaths: string[], count: number): string[] {
  return requestPaths.flatMap((requestPath) => {
    const rules = rulesSetting(requestPath, 'content-security-policy');
    return rules.length === count ? [] : [`${requestPath}: ${rules.length} rules (${rules.map((rule) => rule.for).join(', ')})`];
  });
}

/** Paths whose header `name` is not set by exactly one rule to `expected` (by none, if undefined). */
function valueMismatches(requestPaths: string[], name: string, expected: string | undefined): string[] {
  return requestPaths.flatMap((requestPath) => {
    const values = rulesSetting(requestPath, name).map((rule) => `${rule.for}: ${valueOf(rule, name)}`);
    const actual = rulesSetting(requestPath, name).map((rule) => valueOf(rule, name));
    const ok = expected === undefined ? actual.length === 0 : actual.length === 1 && actual[0] === expected;
    return ok ? [] : [`${requestPath}: ${name} from ${values.join(' and ') || 'no rule'}`];
  });
}

describe('headers and redirects as Netlify reads them', () => {
  it('read without an error or a warning', () => {
    assert.deepEqual(headerErrors.map(String), []);
    assert.deepEqual(redirectErrors.map(String), []);
    assert.deepEqual(site.warnings, []);
  });

  it('are checked against the built pages', () => {
    assert.ok(pagePaths.length > 0 && notFoundPaths.length > 0, `no pages found in ${publishDir}`);
  });

  it('give every page exactly one Content-Security-Policy', () => {
    assert.deepEqual(policyCountMismatches(pagePaths, 1), []);
  });

  it('give 404 pages and unknown paths none (they carry theirs in a meta tag)', () => {
    assert.deepEqual(policyCountMismatches(['/gibt-es-nicht', '/en/nothing-here', ...notFoundPaths], 0), []);
  });

  it('never set one header twice for a path, through two rules', () => {
    // Every published file, and every path a rule names literally (it may name a file that is absent).
    const literalRulePaths = headerRules.map((rule) => rule.for).filter((rulePath) => !/[*:]/.test(rulePath));
    const doubled = [...new Set([...pagePaths, ...filePaths, ...literalRulePaths])].flatMap((requestPath) => {
      const names = new Set(
        headerRules
          .filter((rule) => rule.forRegExp.test(requestPath))
          .flatMap((rule) => Object.keys(rule.values).map((key) => key.toLowerCase())),
      );
      return [...names].flatMap((name) => {
        const rules = rulesSetting(requestPath, name);
        return rules.length > 1 ? [`${requestPath}: ${name} from ${rules.map((rule) => rule.for).join(' and ')}`] : [];
      });
    });
    assert.deepEqual(doubled, []);
  });

  it('give every page, file and unknown path each security header of src/site/security-headers.ts, from one rule', () => {
    const requestPaths = [...pagePaths, ...filePaths, '/gibt-es-nicht', '/en/nothing-here'];
    for (const [name, value] of Object.entries(securityHeaders)) {
      assert.deepEqual(valueMismatches(requestPaths, name.toLowerCase(), value), [], name);
    }
  });

  it('cache: pages keep Netlify’s default (revalidate), hashed scripts and assets are immutable; no page data is published', () => {
    const hashed = filePaths.filter((file) => /^\/islands\/[^/]+\.js$/.test(file) || file.startsWith('/static/'));
    assert.ok(
      hashed.some((file) => file.startsWith('/islands/')) && hashed.some((file) => file.startsWith('/static/')),
      'no scripts or assets found',
    );
    assert.deepEqual(valueMismatches(pagePaths, 'cache-control', undefined), []);
    assert.deepEqual(valueMismatches(hashed, 'cache-control', immutable), []);
    // Gatsby's client and the page data it would fetch stay out of the deploy (plugins/react-islands).
    assert.deepEqual(
      filePaths.filter((file) => file.startsWith('/page-data/') || /^\/[^/]+\.js$/.test(file)),
      [],
    );
  });

  it('send an SMS’s short link to the booking function, and English visitors who hit a missing page to the English 404 page, with status 404', () => {
    const rules = redirects.map(({ from, to, status, force, conditions }) => ({ from, to, status, force, conditions }));
    // The short link (netlify/booking/booking-links.ts) is forced: no published file may stand in for it.
    // Not forced: a published English page is served as it is.
    assert.deepEqual(rules, [
      { from: '/t/:token', to: '/.netlify/functions/booking?short=:token', status: 200, force: true, conditions: {} },
      { from: '/en/*', to: '/en/404.html', status: 404, force: false, conditions: {} },
    ]);
    assert.ok(existsSync(path.join(publishDir, 'en/404.html')), 'public/en/404.html is missing');
    assert.ok(existsSync(path.join(publishDir, '404.html')), 'public/404.html (Netlify’s answer to any other unknown path) is missing');
  });

  it('publish every page as the file Netlify serves at its address without a redirect (/angebot from angebot.html)', () => {
    // Netlify answers /angebot with a redirect to /angebot/ when only angebot/index.html exists.
    const misplaced = visitablePaths()
      .flatMap((route) => languages.map((language) => localizedPath(route, language)))
      .flatMap((route) => {
        const file = route === '/' ? '/index.html' : `${route}.html`;
        return filePaths.includes(file) && !filePaths.includes(`${route}/index.html`)
          ? []
          : [`${route}: ${file} ${filePaths.includes(file) ? 'and' : 'missing, only'} ${route}/index.html`];
      });
    assert.deepEqual(misplaced, []);
  });
});
