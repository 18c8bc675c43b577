import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/i;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The `.br` and `.gz` copies of one file that are smaller than it (empty when none is). */
export function compressedCopies(source: Buffer): { extension: '.br' | '.gz'; data: Buffer }[] {
  const copies = [
    {
      extension: '.br' as const,
      data: brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    },
    { extension: '.gz' as const, data: gzipSync(source, { level: 9 }) },
  ];
  return copies.filter((copy) => copy.data.length < source.length);
}

/**
 * Writes a brotli and a gzip copy beside every text file of the build, once, at build time,
 * so the server sends them to browsers that accept them (`preCompressed` in the server's
 * web-app plugin) without compressing on every request. Runs after Vite has written the
 * bundle and copied the public folder.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Also called after a failed build, which may have written nothing.
      if (!existsSync(outDir)) return;
      let before = 0;
      let after = 0;
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file) || statSync(file).size < MIN_BYTES) continue;
        const source = readFileSync(file);
        before += source.length;
        let sent = source.length; // what a brotli-capable browser receives
        for (const copy of compressedCopies(source)) {
          writeFileSync(file + copy.extension, copy.data);
          if (copy.extension === '.br') sent = copy.data.length;
        }
        after += sent;
      }
      console.log(
        `precompress: ${(before / 1000).toFixed(0)} KB of text, ${(after / 1000).toFixed(0)} KB as brotli`,
      );
    },
  };
}
