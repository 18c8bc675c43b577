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
  it("sends one turn's asks together, then everything that waited as one batch", async () => {
    const { batches, run } = controlledRun();
    const c = createCoalescer(run, { maxInFlight: 2, maxBatch: 3 });
    const results = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => c.submit(n));
    expect(batches).toEqual([]);
    await tick();
    // As many batches as may run, each of up to maxBatch; the rest wait for a free slot.
    expect(batches.map((b) => b.items)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    batches[0]?.finish(doubled([1, 2, 3]));
    await tick();
    expect(batches[2]?.items).toEqual([7, 8]);
    batches[1]?.finish(doubled([4, 5, 6]));
    batches[2]?.finish(doubled([7, 8]));
    expect(await Promise.all(results)).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
  });

  it('sends a lone ask by the end of the turn it was made in', async () => {
    const { batches, run } = controlledRun();
    const c = createCoalescer(run, { maxInFlight: 1, maxBatch: 10 });
    const one = c.submit(5);
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[5]]);
    batches[0]?.finish(doubled([5]));
    expect(await one).toBe(10);
  });

  it('settles each item with its own outcome, and fails a whole batch when the run fails', async () => {
    const { batches, run } = controlledRun();
    const c = createCoalescer(run, { maxInFlight: 1, maxBatch: 10 });
    const first = c.submit(1);
    await tick();
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
    await tick();
    batches[0]?.finish([]);
    await expect(first).rejects.toThrow('wrong number');
    const next = c.submit(2);
    await tick();
    batches[1]?.finish(doubled([2]));
    expect(await next).toBe(4);
  });
});
