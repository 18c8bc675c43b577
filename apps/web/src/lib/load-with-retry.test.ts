import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadWithRetry } from './load-with-retry.ts';

describe('loadWithRetry', () => {
  it('returns the module without retrying when the first load works', async () => {
    const load = vi.fn().mockResolvedValue('module');
    await expect(loadWithRetry(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries once after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('module');
    await expect(loadWithRetry(load)).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with a ChunkLoadError after the second failure', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadWithRetry(load)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a load that never settles as failed after the timeout', async () => {
    const load = vi.fn(() => new Promise<never>(() => undefined));
    await expect(loadWithRetry(load, 10)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
