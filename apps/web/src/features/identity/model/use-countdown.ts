import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown.ts';

/** Seconds left until `endsAt`, re-rendering each second while it runs. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(endsAt, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  const startUntil = useCallback((end: number) => {
    setNow(Date.now());
    setEndsAt(end);
  }, []);
  return { left, endsAt, startUntil };
}
