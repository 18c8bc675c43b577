/** What the file picker offers; the content check below is what counts. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** How many images a form takes and how large each may be (feedback, promotion applications). */
export type ImageLimits = { maxCount: number; maxBytes: number };

/** Why a chosen file was not added: one too many, too large, not a PNG or JPG, empty. */
export type ImageRefusal = { key: 'tooMany' | 'tooLarge' | 'notImage' | 'empty'; name: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** A PNG or a JPG by its first bytes, as the server decides, so a renamed file is caught here. */
async function isPngOrJpg(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PNG.length).arrayBuffer());
  return startsWith(head, PNG) || startsWith(head, JPEG);
}

/**
 * The images kept after choosing `chosen` beside `kept`, in order: each file that breaks a rule
 * is left out and named in `refused` (one past `maxCount`, an empty one, one over `maxBytes`,
 * one that is not a PNG or JPG). The server checks all of it again.
 */
export async function addImages(
  kept: readonly File[],
  chosen: readonly File[],
  limits: ImageLimits,
): Promise<{ images: File[]; refused: ImageRefusal[] }> {
  const images = [...kept];
  const refused: ImageRefusal[] = [];
  for (const file of chosen) {
    const key =
      images.length >= limits.maxCount
        ? 'tooMany'
        : file.size === 0
          ? 'empty'
          : file.size > limits.maxBytes
            ? 'tooLarge'
            : (await isPngOrJpg(file))
              ? null
              : 'notImage';
    if (key) refused.push({ key, name: file.name });
    else images.push(file);
  }
  return { images, refused };
}

/** "340 KB", "1.2 MB": a file's size in the page language. */
export function formatFileSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** A limit in bytes as the whole megabytes the texts name ("5 MB"). */
export const megabytes = (bytes: number): number => Math.round((bytes / (1024 * 1024)) * 10) / 10;
