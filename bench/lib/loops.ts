// Load loops of the money benchmarks (wallet, vendor): a closed loop of clients each sending its
// next operation when the last one is answered, and an open loop at a fixed rate. An operation
// is whatever the benchmark counts as one unit (a transfer, a debit+credit pair), sent from this
// process; its latency runs until its last answer.
import { log } from './env.ts';
import { percentile, processCpuSeconds } from './load.ts';
import { postgresCpuSeconds } from './pg.ts';

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
export const mean = (xs: number[]) =>
  xs.length ? Math.round(xs.reduce((x, y) => x + y, 0) / xs.length) : '-';

/** One operation's result: `ok` when it was done as asked, else `code` says what came back. */
export interface Outcome {
  ok: boolean;
  code: string;
}

export interface Tally {
  latencies: number[];
  ok: number;
  failed: number;
  errors: number;
  codes: Record<string, number>;
  seconds: number;
  serverCpu: number | null;
  /** CPU of every postgres process meanwhile (other work on the server counts too). */
  pgCpu: number | null;
  loadgenCpuUs: number;
  perRound: number[];
}

export const newTally = (): Tally => ({
  latencies: [],
  ok: 0,
  failed: 0,
  errors: 0,
  codes: {},
  seconds: 0,
  serverCpu: 0,
  pgCpu: 0,
  loadgenCpuUs: 0,
  perRound: [],
});

/** Figures of a tally; `unit` names the operation (`transfer` gives `transfers`, `server_cpu_us_per_transfer`). */
export type Figures<U extends string> = { [K in `${U}s`]: number } & {
  per_s: number;
  per_round: number[];
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  failed: number;
  errors: number;
  codes: Record<string, number>;
  seconds: number;
  server_cpu_pct: number | null;
} & { [K in `server_cpu_us_per_${U}` | `postgres_cpu_us_per_${U}`]: number | null } & {
  loadgen_cpu_pct: number;
};

export function summarize<U extends string>(t: Tally, unit: U): Figures<U> {
  const sorted = Float64Array.from(t.latencies).sort();
  return {
    [`${unit}s`]: t.ok,
    per_s: round(t.ok / t.seconds),
    per_round: t.perRound,
    p50_ms: round(percentile(sorted, 50), 2),
    p95_ms: round(percentile(sorted, 95), 2),
    p99_ms: round(percentile(sorted, 99), 2),
    max_ms: round(sorted[sorted.length - 1] ?? 0, 2),
    failed: t.failed,
    errors: t.errors,
    codes: t.codes,
    seconds: round(t.seconds, 2),
    server_cpu_pct: t.serverCpu === null ? null : round((t.serverCpu * 100) / t.seconds),
    [`server_cpu_us_per_${unit}`]:
      t.serverCpu === null || !t.ok ? null : Math.round((t.serverCpu * 1e6) / t.ok),
    [`postgres_cpu_us_per_${unit}`]: t.pgCpu === null || !t.ok ? null : Math.round((t.pgCpu * 1e6) / t.ok),
    loadgen_cpu_pct: round(t.loadgenCpuUs / 1e4 / t.seconds),
  } as Figures<U>;
}

/** `server CPU …% (… us/<unit>), PostgreSQL … us/<unit>, load generator CPU …%` */
export function cpuText<U extends string>(f: Figures<U>, unit: U): string {
  const per = f as unknown as Record<string, number | null>;
  return `server CPU ${f.server_cpu_pct ?? '-'}% (${per[`server_cpu_us_per_${unit}`] ?? '-'} us/${unit}), PostgreSQL ${per[`postgres_cpu_us_per_${unit}`] ?? '-'} us/${unit}, load generator CPU ${f.loadgen_cpu_pct}%`;
}

export type OpenLoopFigures<U extends string> = {
  offered_per_s: number;
  sent: number;
  planned: number;
  overloaded: boolean;
} & Figures<U> & { generator_max_late_ms: number };

/** The readable line of an open-loop phase. */
export function openLoopLine<U extends string>(label: string, f: OpenLoopFigures<U>, unit: U): string {
  return `${label}${f.offered_per_s}/s offered, ${f.per_s}/s answered  p50 ${f.p50_ms} ms  p99 ${f.p99_ms} ms  ${cpuText(f, unit)}${f.overloaded ? `  OVERLOADED: stopped after ${f.sent} of ${f.planned}` : ''}`;
}

/**
 * Loops against the server process `serverPid` (its CPU is measured from /proc), counting
 * operations named `unit`. Lost connections are counted across every loop (`connectionErrors`):
 * after one, the server may have committed an operation nobody saw answered.
 */
export function createLoadRunner<U extends string>(serverPid: number | undefined, unit: U) {
  /** Warm-up runs: figures discarded, refusals and errors not. */
  const warm = newTally();
  let connectionErrors = 0;

  /**
   * Closed loop: `workers` clients, each sending its next operation when the last one is answered.
   * `next(worker, n)` picks the operation (untimed); the function it returns sends it (timed).
   */
  async function closedLoop(
    seconds: number,
    workers: number,
    next: (worker: number, n: number) => () => Promise<Outcome>,
    measured?: Tally,
  ): Promise<void> {
    const tally = measured ?? warm;
    const cpu = process.cpuUsage();
    const serverBefore = processCpuSeconds(serverPid);
    const pgBefore = postgresCpuSeconds();
    const before = tally.ok;
    const started = performance.now();
    const end = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        for (let n = 0; performance.now() < end; n++) {
          const send = next(w, n);
          const t0 = performance.now();
          try {
            const res = await send();
            if (res.ok) {
              tally.ok++;
              tally.latencies.push(performance.now() - t0);
            } else tally.failed++;
            tally.codes[res.code] = (tally.codes[res.code] ?? 0) + 1;
          } catch (err) {
            connectionErrors++;
            tally.errors++;
            const code = (err as Error).message;
            tally.codes[code] = (tally.codes[code] ?? 0) + 1;
          }
        }
      }),
    );
    if (!measured) return;
    const elapsed = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const serverAfter = processCpuSeconds(serverPid);
    const pgAfter = postgresCpuSeconds();
    tally.seconds += elapsed;
    if (tally.pgCpu !== null && pgBefore !== null && pgAfter !== null) tally.pgCpu += pgAfter - pgBefore;
    else tally.pgCpu = null;
    tally.loadgenCpuUs += used.user + used.system;
    if (tally.serverCpu !== null && serverBefore !== null && serverAfter !== null)
      tally.serverCpu += serverAfter - serverBefore;
    else tally.serverCpu = null;
    tally.perRound.push(round((tally.ok - before) / elapsed));
  }

  /**
   * Open loop at `rate` operations/s: each is due at a fixed time and its latency counts from
   * then, so a slow server cannot slow the load down (no coordinated omission). The first
   * `warmupS` seconds are not counted. When more than a second's worth of operations is waiting
   * for an answer the server is overloaded: sending stops there, and the figures say so.
   * `send(n)` sends the n-th operation.
   */
  async function openLoop(
    rate: number,
    warmupS: number,
    seconds: number,
    send: (n: number) => Promise<Outcome>,
  ): Promise<{ tally: Tally; figures: OpenLoopFigures<U> }> {
    const total = Math.round(rate * (warmupS + seconds));
    const firstMeasured = Math.round(rate * warmupS);
    const interval = 1000 / rate;
    const backlogLimit = Math.max(64, rate);
    log(`open loop at ${rate}/s for ${warmupS}s + ${seconds}s`);
    type Answer = { i: number; ms: number; at: number; code: string | null; error?: string };
    const answers: Answer[] = [];
    const marks = (at: number) => ({
      at,
      cpu: process.cpuUsage(),
      server: processCpuSeconds(serverPid),
      pg: postgresCpuSeconds(),
    });
    const start = performance.now() + 10;
    const startMark = marks(start);
    let from = startMark;
    let maxLate = 0;
    let overloaded = false;
    const inFlight = new Set<Promise<void>>();
    let i = 0;
    while (i < total && !overloaded) {
      const now = performance.now();
      for (; i < total && start + i * interval <= now; i++) {
        if (inFlight.size >= backlogLimit) {
          overloaded = true;
          break;
        }
        const n = i;
        const due = start + n * interval;
        if (n === firstMeasured) from = marks(due);
        if (n >= firstMeasured) maxLate = Math.max(maxLate, now - due);
        const p = send(n).then(
          (res) => {
            const at = performance.now();
            answers.push({ i: n, ms: at - due, at, code: res.ok ? null : res.code });
          },
          (err: Error) => {
            connectionErrors++;
            const at = performance.now();
            answers.push({ i: n, ms: at - due, at, code: null, error: err.message });
          },
        );
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(inFlight);
    const to = marks(performance.now());
    // Overloaded, the whole run (warm-up included) shows best what the server did get through.
    if (overloaded) from = startMark;
    const counted = overloaded ? answers : answers.filter((a) => a.i >= firstMeasured);
    const tally = newTally();
    for (const a of counted) {
      const code = a.error ?? a.code ?? '200';
      tally.codes[code] = (tally.codes[code] ?? 0) + 1;
      if (a.error) tally.errors++;
      else if (a.code) tally.failed++;
      else {
        tally.ok++;
        tally.latencies.push(a.ms);
      }
    }
    tally.seconds = Math.max(0.001, (to.at - from.at) / 1000);
    tally.loadgenCpuUs = to.cpu.user + to.cpu.system - from.cpu.user - from.cpu.system;
    tally.serverCpu = from.server !== null && to.server !== null ? to.server - from.server : null;
    tally.pgCpu = from.pg !== null && to.pg !== null ? to.pg - from.pg : null;
    tally.perRound.push(round(tally.ok / tally.seconds));
    if (overloaded)
      log(`overloaded: ${backlogLimit} ${unit}s waiting, stopped after sending ${i} of ${total}`);
    if (maxLate > 20) log(`warning: the load generator sent up to ${round(maxLate)} ms late`);
    return {
      tally,
      figures: {
        offered_per_s: rate,
        sent: i,
        planned: total,
        overloaded,
        ...summarize(tally, unit),
        generator_max_late_ms: round(maxLate, 2),
      },
    };
  }

  return {
    warm,
    closedLoop,
    openLoop,
    /** Connection errors and timeouts so far, in every loop. */
    connectionErrors: () => connectionErrors,
  };
}
