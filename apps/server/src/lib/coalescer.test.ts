import { describe, expect, it } from 'vitest';
import { createCoalescer, type Settled } from './coalescer.ts';

/** A run whose batches finish only when the test says so. */
function controlledRun() {
  const batches: { items: number[]; finish: (out: Settled<number>[] | Error) => void }[] = [];
  const run = (items: number[]) =>
    new Promise<Settled<number>[]>((resolve, reject) => {
      batches.push({ items, finish: (out) => (out instanceof Error ? reject(out) : resolve(out)) });
    });
  return { batches, run };
}
const doubled = (items: number[]): Settled<number>[] => items.map((n) => ({ ok: true, value: n * 2 }));
const tick = () => new Promise((r) => setImmediate(r));

describe('createCoalescer', () => {
  it('sends at once while below the limit, then everything waiting as one batch', async () => {
    const { batches, run } = controlledRun();
    const c = createCoalescer(run, { maxInFlight: 2, maxBatch: 3 });
    const results = [1, 2, 3, 4, 5, 6].map((n) => c.submit(n));
    expect(batches.map((b) => b.items)).toEqual([[1], [2]]);
    batches[0]?.finish(doubled([1]));
    await tick();
    // Up to maxBatch of the waiting go out; the rest wait for the next free slot.
    expect(batches.map((b) => b.items)).toEqual([[1], [2], [3, 4, 5]]);
    batches[1]?.finish(doubled([2]));
    await tick();
    expect(batches[3]?.items).toEqual([6]);
    batches[2]?.finish(doubled([3, 4, 5]));
    batches[3]?.finish(doubled([6]));
    expect(await Promise.all(results)).toEqual([2, 4, 6, 8, 10, 12]);
  });

  it('settles each item with its own outcome, and fails a whole batch when the run fails', async () => {
    const { batches, run } = controlledRun();
    const c = createCoalescer(run, { maxInFlight: 1, maxBatch: 10 });
    const first = c.submit(1);
    const [a, b] = [c.submit(2), c.submit(3)];
    batches[0]?.finish(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    batches[1]?.finish([
      { ok: true, value: 20 },
      { ok: false, error: new Error('refused') },
    ]);
    expect(await a).toBe(20);
    await expect(b).rejects.toThrow('refused');
  });

  it('refuses a batch answered with the wrong number of outcomes, and keeps serving', async () => {
    const { batches, run } = controlledRun();
    const c = createCoalescer(run, { maxInFlight: 1, maxBatch: 10 });
    const first = c.submit(1);
    batches[0]?.finish([]);
    await expect(first).rejects.toThrow('wrong number');
    const next = c.submit(2);
    await tick();
    batches[1]?.finish(doubled([2]));
    expect(await next).toBe(4);
  });
});
