import { useCallback, useEffect, useMemo, useState } from 'react';
import { measureLine, type PageOrigin } from '../api/ping-line.ts';
import { isHostname, type Line } from './line-times.ts';

type Measured = { run: string; lines: Line[] };

const waiting = (domains: readonly string[]): Line[] =>
  domains.map((domain) => ({ domain, result: { state: 'waiting' } }));

/**
 * Times each line in turn (one at a time, so the lines do not slow each other down), and again
 * on `rerun`. A new run, a new list or leaving the dialog stops the pings under way.
 */
export function useLineTimes(domains: readonly string[], page: PageOrigin, timeoutMs?: number) {
  const [round, setRound] = useState(0);
  const key = domains.join('\n');
  const run = `${round}:${key}`;
  const [measured, setMeasured] = useState<Measured>({ run, lines: waiting(domains) });
  const { protocol, port } = page;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` stands for the domains and the round.
  useEffect(() => {
    const controller = new AbortController();
    const lines = waiting(domains);
    const update = (index: number, result: Line['result']) => {
      lines[index] = { domain: domains[index] as string, result };
      setMeasured({ run, lines: [...lines] });
    };
    setMeasured({ run, lines: [...lines] });
    void (async () => {
      for (const [index, domain] of domains.entries()) {
        if (controller.signal.aborted) return;
        // A listed value that is not a plain host name is never called.
        if (!isHostname(domain)) {
          update(index, { state: 'unreachable' });
          continue;
        }
        update(index, { state: 'testing' });
        const ms = await measureLine(domain, { protocol, port }, controller.signal, timeoutMs);
        if (controller.signal.aborted) return;
        update(index, ms === null ? { state: 'unreachable' } : { state: 'measured', ms });
      }
    })();
    return () => controller.abort();
  }, [run, protocol, port, timeoutMs]);

  // Until the effect of a new run has reset them, the previous run's figures are not shown.
  const lines = useMemo(
    () => (measured.run === run ? measured.lines : waiting(domains)),
    [measured, run, domains],
  );
  const rerun = useCallback(() => setRound((value) => value + 1), []);
  return { lines, rerun };
}
