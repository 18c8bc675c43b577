import { beforeEach, describe, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => ({ calls: 0, failNext: false }));
vi.mock('../../../lib/load-with-retry.ts', () => ({
  loadWithRetry: async <T>(load: () => Promise<T>) => {
    loads.calls += 1;
    if (loads.failNext) {
      loads.failNext = false;
      throw new Error('offline');
    }
    return load();
  },
}));

describe('the signed-in header block chunk', () => {
  beforeEach(() => {
    vi.resetModules();
    loads.calls = 0;
    loads.failNext = false;
  });

  it('is fetched once however often the guest buttons ask for it', async () => {
    const { loadMemberActions } = await import('./member-actions-chunk.ts');
    const [first, second] = await Promise.all([loadMemberActions(), loadMemberActions()]);
    expect(first).toBe(second);
    expect(typeof first.default).toBe('function');
    await loadMemberActions();
    expect(loads.calls).toBe(1);
  });

  it('is fetched again after a failed fetch, so the header can still show it', async () => {
    const { loadMemberActions } = await import('./member-actions-chunk.ts');
    loads.failNext = true;
    await expect(loadMemberActions()).rejects.toThrow('offline');
    const module = await loadMemberActions();
    expect(typeof module.default).toBe('function');
    expect(loads.calls).toBe(2);
  });
});
