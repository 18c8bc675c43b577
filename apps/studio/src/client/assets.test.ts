import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error The build script is plain JavaScript without types.
import { generate } from '../../scripts/build-client.mjs';

describe('compiled page assets', () => {
  it('are up to date with src/client (run `npm run build:client -w apps/studio`)', async () => {
    const current = readFileSync(new URL('./assets.generated.ts', import.meta.url), 'utf8');
    expect(current === (await generate())).toBe(true);
  });
});
