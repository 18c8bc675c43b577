import { describe, expect, it } from 'vitest';
import { addImages, formatFileSize, megabytes } from './image-attachments.ts';

const FIVE_MB = 5 * 1024 * 1024;
const limits = { maxCount: 3, maxBytes: FIVE_MB };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const file = (magic: number[], name: string, size = magic.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(magic);
  return new File([bytes], name);
};

describe('image attachments (png or jpg, 5 MB each, at most 3)', () => {
  it('adds PNG and JPG images by their content, in order', async () => {
    const a = file(PNG, 'a.png');
    const b = file(JPEG, 'b.jpg');
    const renamed = file(JPEG, 'scan.bin');
    expect(await addImages([a], [b, renamed], limits)).toEqual({ images: [a, b, renamed], refused: [] });
  });

  it('refuses a fourth image and names it', async () => {
    const kept = [file(PNG, '1.png'), file(PNG, '2.png')];
    const third = file(JPEG, '3.jpg');
    const fourth = file(JPEG, '4.jpg');
    const result = await addImages(kept, [third, fourth], limits);
    expect(result.images).toEqual([...kept, third]);
    expect(result.refused).toEqual([{ key: 'tooMany', name: '4.jpg' }]);
  });

  it('refuses other content even with an image name, and an empty file', async () => {
    expect((await addImages([], [file(GIF, 'x.png')], limits)).refused).toEqual([
      { key: 'notImage', name: 'x.png' },
    ]);
    expect((await addImages([], [file([], 'none.png')], limits)).refused).toEqual([
      { key: 'empty', name: 'none.png' },
    ]);
  });

  it('refuses an image over 5 MB and takes one of exactly 5 MB', async () => {
    const big = file(PNG, 'big.png', FIVE_MB + 1);
    const max = file(PNG, 'max.png', FIVE_MB);
    const small = file(JPEG, 'small.jpg');
    const result = await addImages([], [big, max, small], limits);
    expect(result.images).toEqual([max, small]);
    expect(result.refused).toEqual([{ key: 'tooLarge', name: 'big.png' }]);
  });

  it('follows the limits it is given', async () => {
    const one = { maxCount: 1, maxBytes: 1024 };
    const small = file(PNG, 'small.png', 1024);
    const result = await addImages([], [file(PNG, 'big.png', 1025), small, file(JPEG, 'more.jpg')], one);
    expect(result.images).toEqual([small]);
    expect(result.refused).toEqual([
      { key: 'tooLarge', name: 'big.png' },
      { key: 'tooMany', name: 'more.jpg' },
    ]);
  });

  it('writes sizes in KB or MB in the page language', () => {
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'vi')).toBe('1,3 MB');
    // A tiny file still shows a size, never "0".
    expect(formatFileSize(12, 'en')).toBe('0.1 kB');
  });

  it('names a limit in megabytes', () => {
    expect(megabytes(FIVE_MB)).toBe(5);
    expect(megabytes(1.5 * 1024 * 1024)).toBe(1.5);
  });
});
