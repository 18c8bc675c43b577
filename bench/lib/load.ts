import autocannon, { type Result } from 'autocannon';
import { log, settings } from './env.ts';

export interface LoadFigures {
  url: string;
  connections: number;
  duration_s: number;
  requests: number;
  rps: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  status_codes: Record<string, number>;
  latency_ms: { mean: number; p50: number; p95: number; p99: number; max: number };
  autocannon_rps_mean: number;
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

/**
 * Loads `url` with autocannon from this process: a warm-up run whose figures are discarded,
 * then the measured run. Latency percentiles are exact (nearest rank) over every response time
 * recorded through autocannon's `response` event, since autocannon itself reports no p95.
 */
export async function measure(url: string): Promise<LoadFigures> {
  log(`warm-up ${settings.warmup}s, ${settings.connections} connections: ${url}`);
  await run(url, settings.warmup);
  log(`measuring ${settings.duration}s: ${url}`);
  const latencies: number[] = [];
  const res = await run(url, settings.duration, latencies);
  const sorted = Float64Array.from(latencies).sort();
  const total = sorted.reduce((sum, v) => sum + v, 0);
  const codes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(res.statusCodeStats)) codes[code] = count;
  return {
    url,
    connections: settings.connections,
    duration_s: res.duration,
    requests: sorted.length,
    rps: round(sorted.length / res.duration, 1),
    non2xx: res.non2xx,
    errors: res.errors,
    timeouts: res.timeouts,
    status_codes: codes,
    latency_ms: {
      mean: round(sorted.length ? total / sorted.length : 0, 3),
      p50: round(percentile(sorted, 50), 3),
      p95: round(percentile(sorted, 95), 3),
      p99: round(percentile(sorted, 99), 3),
      max: round(sorted[sorted.length - 1] ?? 0, 3),
    },
    autocannon_rps_mean: res.requests.average,
  };
}
