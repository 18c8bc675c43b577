// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressedCopies, precompress } from './precompress.ts';

const script = Buffer.from('export const greeting = "hello";\n'.repeat(200));

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Runs the plugin's hooks as Vite does after a build into `outDir`. */
function runAfterBuild(outDir: string) {
  const plugin = precompress();
  const configResolved = plugin.configResolved as (config: unknown) => void;
  configResolved({ root: outDir, build: { outDir: '.' } });
  (plugin.closeBundle as () => void).call({});
}

describe('precompressed copies of the build', () => {
  it('brotli and gzip copies decompress to the very bytes of the file', () => {
    const copies = compressedCopies(script);
    expect(copies.map((c) => c.extension)).toEqual(['.br', '.gz']);
    const [br, gz] = copies;
    expect(brotliDecompressSync(br?.data ?? Buffer.alloc(0)).equals(script)).toBe(true);
    expect(gunzipSync(gz?.data ?? Buffer.alloc(0)).equals(script)).toBe(true);
  });

  it('keeps no copy that is not smaller than the file', () => {
    expect(compressedCopies(Buffer.from('a'))).toEqual([]);
  });

  it('writes copies beside text files of the build, in sub-folders too, and leaves the rest alone', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>'); // under 1 KB: not worth it
    writeFileSync(path.join(dir, 'banner.png'), script); // not text
    runAfterBuild(dir);
    expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual([
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
    ]);
    expect(readdirSync(dir).sort()).toEqual(['assets', 'banner.png', 'index.html']);
    const br = readFileSync(path.join(dir, 'assets', 'index-abc.js.br'));
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
  });
});
