import { readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';
import { log, settings } from './env.ts';

export interface LoadFigures {
  url: string;
  connections: number;
  duration_s: number;
  requests: number;
  rps: number;
  rps_per_round: number[];
  /** CPU used by the load generator (this process) while measuring, in % of one core. */
  loadgen_cpu_pct: number;
  /** CPU used by the server process while measuring, in % of one core (null off Linux). */
  server_cpu_pct: number | null;
  /** Server CPU time per response, in microseconds: less sensitive to other work on the machine. */
  server_cpu_us_per_req: number | null;
  non2xx: number;
  errors: number;
  timeouts: number;
  status_codes: Record<string, number>;
  latency_ms: { mean: number; p50: number; p95: number; p99: number; max: number };
}

const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentile of an ascending sorted array. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? 0;
}

function run(url: string, duration: number, latencies?: number[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: settings.connections, duration, timeout: 10 },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    if (latencies) instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

export interface Target {
  url: string;
  /** Server process id, to report its CPU use. */
  pid?: number;
}

/**
 * User + system CPU seconds of a process from /proc (USER_HZ is 100 on Linux), or null.
 * With `mainThreadOnly`, only its main (JavaScript) thread's, without the thread pool's.
 */
/** Idle and total CPU time of the whole machine so far, in clock ticks (/proc/stat). */
export function machineCpuTicks(): { idle: number; total: number } {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const ticks = fields.map(Number);
  return { idle: (ticks[3] ?? 0) + (ticks[4] ?? 0), total: ticks.reduce((a, b) => a + b, 0) };
}

/** The share of the machine's cores left idle between two readings, in percent. */
export function idlePercent(before: { idle: number; total: number }, after: { idle: number; total: number }) {
  const total = after.total - before.total;
  return total > 0 ? Math.round(((after.idle - before.idle) * 1000) / total) / 10 : null;
}

export function processCpuSeconds(pid: number | undefined, mainThreadOnly = false): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

interface Tally extends Target {
  latencies: number[];
  seconds: number;
  cpuMicros: number;
  serverCpu: number | null;
  non2xx: number;
  errors: number;
  timeouts: number;
  codes: Record<string, number>;
  roundRps: number[];
}

function figures(t: Tally): LoadFigures {
  const sorted = Float64Array.from(t.latencies).sort();
  const total = sorted.reduce((sum, v) => sum + v, 0);
  return {
    url: t.url,
    connections: settings.connections,
    duration_s: round(t.seconds),
    requests: sorted.length,
    rps: round(sorted.length / t.seconds, 1),
    rps_per_round: t.roundRps,
    loadgen_cpu_pct: round(t.cpuMicros / 1e4 / t.seconds, 1),
    server_cpu_pct: t.serverCpu === null ? null : round((t.serverCpu * 100) / t.seconds, 1),
    server_cpu_us_per_req:
      t.serverCpu === null || sorted.length === 0 ? null : round((t.serverCpu * 1e6) / sorted.length, 1),
    non2xx: t.non2xx,
    errors: t.errors,
    timeouts: t.timeouts,
    status_codes: t.codes,
    latency_ms: {
      mean: round(sorted.length ? total / sorted.length : 0, 3),
      p50: round(percentile(sorted, 50), 3),
      p95: round(percentile(sorted, 95), 3),
      p99: round(percentile(sorted, 99), 3),
      max: round(sorted[sorted.length - 1] ?? 0, 3),
    },
  };
}

/**
 * Loads each URL in turn with autocannon from this process, never two at once. Each target
 * gets a warm-up run (figures discarded) before its first measured run. With BENCH_ROUNDS > 1
 * the targets alternate that many times, each run lasting BENCH_DURATION / BENCH_ROUNDS, so
 * background load on a shared machine falls on all of them alike.
 *
 * Latency percentiles are exact (nearest rank) over every response time recorded through
 * autocannon's `response` event, since autocannon itself reports no p95.
 */
export async function measure(targets: Target[]): Promise<LoadFigures[]> {
  const tallies: Tally[] = targets.map((target) => ({
    ...target,
    latencies: [],
    seconds: 0,
    cpuMicros: 0,
    serverCpu: processCpuSeconds(target.pid) === null ? null : 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    codes: {},
    roundRps: [],
  }));
  const slice = settings.duration / settings.rounds;
  for (let r = 1; r <= settings.rounds; r++) {
    for (const t of tallies) {
      if (r === 1) {
        log(`warm-up ${settings.warmup}s, ${settings.connections} connections: ${t.url}`);
        await run(t.url, settings.warmup);
      }
      log(`measuring ${slice}s (round ${r}/${settings.rounds}): ${t.url}`);
      const before = t.latencies.length;
      const cpu = process.cpuUsage();
      const serverCpu = processCpuSeconds(t.pid);
      const res = await run(t.url, slice, t.latencies);
      const used = process.cpuUsage(cpu);
      const serverUsed = processCpuSeconds(t.pid);
      t.cpuMicros += used.user + used.system;
      if (t.serverCpu !== null && serverCpu !== null && serverUsed !== null)
        t.serverCpu += serverUsed - serverCpu;
      t.seconds += res.duration;
      t.non2xx += res.non2xx;
      t.errors += res.errors;
      t.timeouts += res.timeouts;
      t.roundRps.push(round((t.latencies.length - before) / res.duration, 1));
      for (const [code, { count }] of Object.entries(res.statusCodeStats)) {
        t.codes[code] = (t.codes[code] ?? 0) + count;
      }
    }
  }
  return tallies.map(figures);
}
