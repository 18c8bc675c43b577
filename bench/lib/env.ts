/** Benchmark settings taken from the environment, with the documented defaults. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export const settings = {
  duration: envNumber('BENCH_DURATION', 10),
  warmup: envNumber('BENCH_WARMUP', 3),
  connections: envNumber('BENCH_CONNECTIONS', 50),
  rounds: Math.max(1, Math.round(envNumber('BENCH_ROUNDS', 1))),
  databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
};

export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}
