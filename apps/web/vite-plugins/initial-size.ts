import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

export type InitialSizeOptions = {
  /** Label printed before the figure, e.g. "Home". */
  label: string;
  /** Route modules (paths relative to the Vite root) whose chunks load on that route's first paint. */
  routeModules: string[];
  /** Budget in kilobytes (1 KB = 1000 bytes) of gzipped JavaScript. */
  limitKb: number;
};

const isChunk = (file: OutputBundle[string] | undefined): file is OutputChunk => file?.type === 'chunk';

/** A chunk plus everything it imports statically: what the browser must fetch before running it. */
function collectStatic(bundle: OutputBundle, start: OutputChunk, seen: Set<string>): void {
  if (seen.has(start.fileName)) return;
  seen.add(start.fileName);
  for (const name of start.imports) {
    const next = bundle[name];
    if (isChunk(next)) collectStatic(bundle, next, seen);
  }
}

/**
 * Prints the gzipped size of the JavaScript a route needs on first load (entry chunk, the
 * route's lazy chunk, and their static imports) and fails the build when it exceeds the budget.
 */
export function initialSize(options: InitialSizeOptions): Plugin {
  let root = process.cwd();
  return {
    name: 'portal-initial-size',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const wanted = new Set(options.routeModules.map((file) => resolve(root, file)));
      const starts = chunks.filter(
        (chunk) => chunk.isEntry || (chunk.facadeModuleId !== null && wanted.has(chunk.facadeModuleId)),
      );
      const routeChunks = starts.filter((chunk) => !chunk.isEntry);
      if (routeChunks.length !== wanted.size) {
        this.error(`initial-size: no chunk found for one of ${options.routeModules.join(', ')}`);
      }
      const files = new Set<string>();
      for (const chunk of starts) collectStatic(bundle, chunk, files);
      const bytes = [...files].reduce((sum, name) => {
        const chunk = bundle[name];
        return isChunk(chunk) ? sum + gzipSync(chunk.code, { level: 9 }).length : sum;
      }, 0);
      const kb = bytes / 1000;
      const line = `${options.label} initial JS: ${kb.toFixed(1)} KB gzipped (limit ${options.limitKb} KB)`;
      console.log(line);
      if (kb > options.limitKb) this.error(`${line} - over budget`);
    },
  };
}
