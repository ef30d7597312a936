/**
 * The site as Netlify's build reads it: netlify.toml (and, after a build, public/_headers and
 * public/_redirects) through @netlify/config, the module Netlify's build uses, for the production
 * context and offline (no account, no API).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveConfig } from '@netlify/config';
import type { MinimalHeader } from '@netlify/headers-parser';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One `[functions]` section of netlify.toml, keyed as @netlify/config normalizes it. */
export interface FunctionsSettings {
  node_bundler?: string;
  included_files?: string[];
  external_node_modules?: string[];
  ignored_node_modules?: string[];
  schedule?: string;
  name?: string;
}

/** The parts of @netlify/config's answer the deploy contract reads (its own types say `any`). */
export interface NetlifySite {
  repositoryRoot: string;
  buildDir: string;
  configPath: string;
  headersPath: string;
  redirectsPath: string;
  config: {
    build: { publish: string; environment: Record<string, string | undefined> };
    functionsDirectory: string;
    functions: Record<string, FunctionsSettings>;
    headers: MinimalHeader[];
  };
  /** The Node.js major of .nvmrc: Netlify's build image runs the build on it, and the functions on its runtime. */
  nodeVersion: string;
  /** What @netlify/config reported while reading: warnings about netlify.toml, _headers, _redirects. */
  warnings: string[];
}

export async function readNetlifySite(): Promise<NetlifySite> {
  // `buffer` collects what Netlify's build would print (its warnings) instead of printing it.
  const result = await resolveConfig({ repositoryRoot, cwd: repositoryRoot, context: 'production', offline: true, buffer: true });
  const { stdout, stderr } = result.logs as { stdout: string[]; stderr: string[] };
  return {
    repositoryRoot: result.repositoryRoot as string,
    buildDir: result.buildDir as string,
    configPath: result.configPath as string,
    headersPath: result.headersPath as string,
    redirectsPath: result.redirectsPath as string,
    config: result.config as NetlifySite['config'],
    nodeVersion: readFileSync(path.join(repositoryRoot, '.nvmrc'), 'utf8').trim(),
    warnings: [...stdout, ...stderr].map((text) => text.replace(/\u200b/g, '').trim()).filter((text) => text !== ''),
  };
}
