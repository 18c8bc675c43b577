import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from './line-times.ts';

/**
 * Whole seconds left of a `total`-second countdown that runs while `running` is true, ticking
 * each second; `onZero` is called once when it reaches zero. Stopping it (running false) resets it.
 */
export function useCountdown(running: boolean, total: number, onZero: () => void): number {
  const [left, setLeft] = useState(total);
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  });
  useEffect(() => {
    setLeft(total);
    if (!running) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const next = secondsLeft(startedAt, Date.now(), total);
      setLeft(next);
      if (next === 0) {
        clearInterval(timer);
        zero.current();
      }
    }, 1_000);
    return () => clearInterval(timer);
  }, [running, total]);
  return left;
}
