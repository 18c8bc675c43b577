/** One item's outcome inside a batch. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Group commit for database work: while fewer than `maxInFlight` batches are running, what was
 * asked in the current turn of the event loop goes out at the end of that turn; otherwise it
 * waits, and when a batch finishes everything waiting goes out together (up to `maxBatch`).
 * Light load adds no delay worth the name; under load one round trip serves many callers.
 * `run` answers one outcome per item, in the items' order.
 */
export function createCoalescer<I, O>(
  run: (items: I[]) => Promise<Settled<O>[]>,
  options: { maxInFlight: number; maxBatch: number },
) {
  type Waiting = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  const waiting: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  function dispatch(batch: Waiting[]): void {
    inFlight += 1;
    let outcomes: Promise<Settled<O>[]>;
    try {
      outcomes = run(batch.map((w) => w.item));
    } catch (error) {
      outcomes = Promise.reject(error);
    }
    outcomes
      .then(
        (settled) => {
          if (settled.length !== batch.length) throw new Error('a batch answered the wrong number of items');
          batch.forEach((w, i) => {
            const outcome = settled[i] as Settled<O>;
            if (outcome.ok) w.resolve(outcome.value);
            else w.reject(outcome.error);
          });
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
        },
      )
      .catch((error: unknown) => {
        for (const w of batch) w.reject(error);
      })
      .finally(() => {
        inFlight -= 1;
        if (waiting.length > 0) dispatch(waiting.splice(0, options.maxBatch));
      });
  }

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (inFlight >= options.maxInFlight || scheduled) return;
        // Asks made in the same turn of the event loop (requests read together) go out as one.
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          while (inFlight < options.maxInFlight && waiting.length > 0)
            dispatch(waiting.splice(0, options.maxBatch));
        });
      });
    },
  };
}
