import { useLayoutEffect, useState } from 'react';

/**
 * The server's time, re-read every `stepMs` (a second by default) on the step: `offsetMs` is
 * what the server's clock is ahead of this browser's (from the `serverTime` of the last answer),
 * so a countdown ends when the server's close does, whatever this machine's clock says.
 */
export function useServerNow(offsetMs: number, stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  // Before paint: when a new answer moves the offset, the time it brought (a draw's close) is
  // never shown against the last step's clock, which can be up to a second old.
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
  }, [offsetMs, stepMs]);
  return now;
}
