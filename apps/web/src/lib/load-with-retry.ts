import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/contracts/constants';

/** A code chunk that could not be fetched even after one retry. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the site failed to load', { cause });
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Runs a dynamic import, and once more if it fails: a flaky connection or a deploy that
 * swapped chunks mid-visit often succeeds on the second try.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  try {
    return await withTimeout(load(), timeoutMs);
  } catch {
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  }
}
