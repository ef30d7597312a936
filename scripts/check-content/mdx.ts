import type { ProcessorOptions } from '@mdx-js/mdx';
import { defaultOptions } from 'gatsby-plugin-mdx/dist/plugin-options';
import type { Root } from 'mdast';
import { jsxImportSource, jsxRuntime, mdxPluginOptions } from '../../src/gatsby/node/mdx-settings';
import type { ContentFile } from './content-tree';
import type { ParsedFrontmatter } from './frontmatter';
import { blankFrontmatter, type Routes } from './links';
import { checkKitUsage } from './mdx-kit';
import { explainMdxError } from './mdx-syntax';
import type { Problem } from './problem';

/**
 * The options gatsby-plugin-mdx compiles with: its defaults for the plugin options in gatsby-config,
 * plus the JSX runtime it copies from Gatsby's config. The remark plugins it adds are left out:
 * remark-unwrap-images only lifts images out of their paragraphs, and its HTML plugin only rewrites
 * `html` nodes, which the MDX format never produces; neither changes whether a file compiles or
 * what the kit check sees.
 */
const siteMdxOptions: ProcessorOptions = {
  ...defaultOptions({ plugins: [], ...mdxPluginOptions }).mdxOptions,
  jsxRuntime,
  jsxImportSource,
};

// @mdx-js/mdx is ESM only: this CommonJS script (and jest) can load it only with a dynamic import.
let mdxModule: Promise<typeof import('@mdx-js/mdx')> | undefined;
const loadMdx = () => (mdxModule ??= import('@mdx-js/mdx'));

/**
 * Compiles `source` to JavaScript as the build does and hands back the markdown tree MDX built on
 * the way, or what it threw.
 */
export async function compileMdx(source: string): Promise<{ tree: Root } | { error: unknown }> {
  const { createProcessor } = await loadMdx();
  let tree: Root | undefined;
  const captureTree = () => (parsed: Root) => {
    tree = parsed;
  };
  try {
    await createProcessor({ ...siteMdxOptions, remarkPlugins: [captureTree] }).process(source);
  } catch (error) {
    return { error };
  }
  return tree ? { tree } : { error: new Error('MDX produced no tree') };
}

/** What the build would stumble on in the body of one content file, and what the kit does not allow. */
export async function checkMdx(file: ContentFile, frontmatter: ParsedFrontmatter, routes: Routes, rootDir: string): Promise<Problem[]> {
  // Without a block of fields the body's start is unknown; that problem is reported on its own.
  if (frontmatter.problem && frontmatter.bodyOffset === 0) return [];
  // Gatsby compiles the body alone; blanking the block instead keeps every line number right.
  const source = blankFrontmatter(file.text, frontmatter.bodyOffset);
  const compiled = await compileMdx(source);
  if ('error' in compiled) return [{ file: file.file, ...explainMdxError(compiled.error, source) }];
  return checkKitUsage(compiled.tree, { file: file.file, source, routes, rootDir });
}
