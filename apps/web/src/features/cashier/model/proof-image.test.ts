import { PROOF_MAX_BYTES } from '@portal/contracts/cashier';
import { describe, expect, it } from 'vitest';
import { checkProofImage } from './proof-image.ts';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const file = (bytes: number[] | Uint8Array, name: string, type = '') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('checkProofImage', () => {
  it('accepts PNG and JPEG by their content', async () => {
    expect(await checkProofImage(file(png, 'proof.png', 'image/png'))).toBeNull();
    expect(await checkProofImage(file(jpeg, 'proof.jpg', 'image/jpeg'))).toBeNull();
    // The name does not matter; the bytes do.
    expect(await checkProofImage(file(jpeg, 'scan.bin'))).toBeNull();
  });

  it('refuses other content even with an image name', async () => {
    expect(await checkProofImage(file([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'x.png', 'image/png'))).toBe(
      'notImage',
    );
    expect(await checkProofImage(file([0x25, 0x50, 0x44, 0x46], 'x.jpg', 'image/jpeg'))).toBe('notImage');
  });

  it('refuses a missing, empty or larger-than-5-MB file', async () => {
    expect(await checkProofImage(null)).toBe('missing');
    expect(await checkProofImage(file([], 'empty.png'))).toBe('empty');
    const big = new Uint8Array(PROOF_MAX_BYTES + 1);
    big.set(png);
    expect(await checkProofImage(file(big, 'big.png', 'image/png'))).toBe('tooLarge');
    const exact = new Uint8Array(PROOF_MAX_BYTES);
    exact.set(png);
    expect(await checkProofImage(file(exact, 'max.png', 'image/png'))).toBeNull();
  });
});
