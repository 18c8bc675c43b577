import { PROOF_MAX_BYTES } from '@portal/contracts/cashier';

export type ProofProblem = 'missing' | 'empty' | 'tooLarge' | 'notImage';

/** What the file picker offers; the content check below is what counts. */
export const PROOF_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/**
 * Checks a proof image before it is sent (spec 5: png or jpg, 5 MB at most): by its first bytes,
 * as the server does, so a renamed file is caught here instead of after a long upload.
 */
export async function checkProofImage(file: File | null): Promise<ProofProblem | null> {
  if (!file) return 'missing';
  if (file.size === 0) return 'empty';
  if (file.size > PROOF_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, PNG.length).arrayBuffer());
  return startsWith(head, PNG) || startsWith(head, JPEG) ? null : 'notImage';
}
