import { useEffect, useState } from 'react';

/**
 * The server's time, re-read every second on the second: `offsetMs` is what the server's clock
 * is ahead of this browser's (from the `serverTime` of the last answer), so a countdown ends
 * when the server's close does, whatever this machine's clock says.
 */
export function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now() + offsetMs;
      setNow(current);
      // Wake just after the next whole second of server time, so the shown seconds step evenly.
      timer = setTimeout(tick, 1000 - (current % 1000) + 20);
    };
    tick();
    return () => clearTimeout(timer);
  }, [offsetMs]);
  return now;
}
