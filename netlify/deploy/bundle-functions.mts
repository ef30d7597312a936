/**
 * Bundles the functions the way Netlify's build does: @netlify/zip-it-and-ship-it, pinned to the
 * version the current @netlify/build pins (37.3.3 → 16.2.3; bump them together), called with the
 * options @netlify/build's functions step passes (packages/build/src/plugins_core/functions/zisi.ts).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type Config,
  type FunctionConfig,
  type FunctionResult,
  type Manifest,
  NODE_BUNDLER,
  zipFunctions,
} from '@netlify/zip-it-and-ship-it';
import type { FunctionsSettings, NetlifySite } from './netlify-site.mjs';

/** Where build steps and plugins write functions; @netlify/build bundles them too when present. */
const internalFunctions = '.netlify/functions-internal';
const frameworkFunctions = '.netlify/v1/functions';

/** netlify.toml's `[functions]` settings in zip-it-and-ship-it's terms, translated as @netlify/build does. */
function bundlerConfig(site: NetlifySite): Config {
  const translate = (settings: FunctionsSettings): FunctionConfig => ({
    externalNodeModules: settings.external_node_modules,
    includedFiles: settings.included_files,
    includedFilesBasePath: site.buildDir,
    ignoredNodeModules: settings.ignored_node_modules,
    name: settings.name,
    // @netlify/build passes the Node.js version the build runs on, which Netlify takes from .nvmrc.
    nodeVersion: site.nodeVersion,
    schedule: settings.schedule,
    // @netlify/build turns `esbuild` into esbuild with the older bundler as its fallback.
    nodeBundler:
      settings.node_bundler === NODE_BUNDLER.ESBUILD ? NODE_BUNDLER.ESBUILD_ZISI : (settings.node_bundler as FunctionConfig['nodeBundler']),
  });
  return Object.fromEntries(Object.entries(site.config.functions).map(([pattern, settings]) => [pattern, translate(settings)]));
}

async function existingFolders(site: NetlifySite): Promise<string[]> {
  const candidates = [
    path.join(site.buildDir, internalFunctions),
    path.join(site.buildDir, frameworkFunctions),
    site.config.functionsDirectory,
  ];
  const present = await Promise.all(candidates.map(async (folder) => (await stat(folder).catch(() => undefined))?.isDirectory() ?? false));
  return candidates.filter((_, index) => present[index]);
}

export interface FunctionsBundle {
  /** What the bundler reports about each function (its zip, entry point, config). */
  functions: FunctionResult[];
  /** manifest.json: the list of functions and their settings as Netlify's deploy reads them. */
  manifest: Manifest;
}

/** Writes one zip per function and the manifest into `destination`. */
export async function bundleFunctions(site: NetlifySite, destination: string): Promise<FunctionsBundle> {
  const manifestPath = path.join(destination, 'manifest.json');
  const functions = await zipFunctions(await existingFolders(site), destination, {
    basePath: site.buildDir,
    repositoryRoot: site.repositoryRoot,
    config: bundlerConfig(site),
    configFileDirectories: [path.join(site.buildDir, internalFunctions)],
    internalSrcFolder: path.join(site.buildDir, internalFunctions),
    manifest: manifestPath,
  });
  return { functions, manifest: JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest };
}
