import { useLayoutEffect, useState } from 'react';

/**
 * The server's time, re-read every `stepMs` (a second by default) on the step: `offsetMs` is
 * what the server's clock is ahead of this browser's (from the `serverTime` of the last answer),
 * so a countdown ends when the server's close does, whatever this machine's clock says.
 * `answeredAt` (when the last answer came) re-reads it at once too.
 */
export function useServerNow(offsetMs: number, stepMs = 1000, answeredAt = 0): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  // Before paint: a new answer (a draw's close), with a new offset or the same, is never shown
  // against the last step's clock, which can be up to a second old.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `answeredAt` re-reads the clock for a new answer
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now() + offsetMs;
      setNow(current);
      // Wake just after the next whole step of server time, so the shown seconds step evenly.
      timer = setTimeout(tick, stepMs - (current % stepMs) + 20);
    };
    tick();
    return () => clearTimeout(timer);
  }, [offsetMs, stepMs, answeredAt]);
  return now;
}
