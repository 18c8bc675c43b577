import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@portal/contracts/errors';

/** The image type from the first bytes, never from the file name or the declared type. */
export function proofImageType(data: Buffer): 'png' | 'jpg' | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  return null;
}

export function assertProofImage(data: Buffer, truncated: boolean): 'png' | 'jpg' {
  if (truncated) throw new AppError('INVALID_IMAGE', 'The proof image is larger than 5 MB');
  const type = proofImageType(data);
  if (!type) throw new AppError('INVALID_IMAGE', 'The proof must be a PNG or JPG image');
  return type;
}

/**
 * A form's images (feedback, a promotion application): at most `max`, each a PNG or JPG by its
 * first bytes of at most 5 MB (spec 9); answers their types, in order.
 */
export function assertImages(
  images: readonly { data: Buffer; truncated: boolean }[],
  max: number,
): Array<'png' | 'jpg'> {
  if (images.length > max) throw new AppError('VALIDATION_FAILED', `Attach at most ${max} images`);
  return images.map((image, i) => {
    if (image.truncated) throw new AppError('INVALID_IMAGE', `Image ${i + 1} is larger than 5 MB`);
    const type = proofImageType(image.data);
    if (!type) throw new AppError('INVALID_IMAGE', `Image ${i + 1} is not a PNG or JPG image`);
    return type;
  });
}

/** Checks the image and keeps it under DATA_DIR/proofs as `<name>.<type>`; returns the file name. */
export async function saveProofImage(
  dataDir: string,
  name: string,
  proof: { data: Buffer; truncated: boolean },
): Promise<string> {
  const type = assertProofImage(proof.data, proof.truncated);
  const dir = path.resolve(dataDir, 'proofs');
  await mkdir(dir, { recursive: true });
  const file = `${name}.${type}`;
  await writeFile(path.join(dir, file), proof.data);
  return file;
}
