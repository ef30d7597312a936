import type { Compilation, Compiler } from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has all its
 * functions compiled while it streams in, on a background thread. Without it V8 compiles each
 * function the first time it is called, on the main thread, inside the one task in which Gatsby's
 * app starts, so that task grows by the compile time. Other browsers read it as a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

const pluginName = 'CompileHintsPlugin';

/**
 * Every chunk that runs while a page starts: the `app` entry (runtime, React, Gatsby, the layout)
 * and each page template's chunk group, which Gatsby loads before it hydrates the page. Chunks
 * loaded later (the page transition's framer-motion, for one) stay lazily compiled.
 */
export function startupChunkFiles(compilation: Pick<Compilation, 'chunkGroups'>): Set<string> {
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    const name = group.name ?? '';
    if (name !== 'app' && !name.startsWith('component---')) continue;
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return files;
}

/**
 * Puts the compile hint on the first line of every startup chunk. It runs after minification
 * (which would drop the comment) and before source maps and content hashes are made, so both
 * account for the added line.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation: CompilationClass, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap({ name: pluginName, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const file of startupChunkFiles(compilation)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(compileHint, source));
        }
      });
    });
  }
}
