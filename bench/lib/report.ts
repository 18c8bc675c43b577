import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const loadAtStart = loadavg();

/** Warns when other work already keeps the cores busy, since every figure would suffer. */
export function warnIfBusy(): void {
  const [oneMinute = 0] = loadAtStart;
  if (oneMinute > availableParallelism() * 0.5) {
    console.log(
      `warning: load average ${oneMinute.toFixed(2)} on ${availableParallelism()} CPUs before start`,
    );
  }
}

export const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

export interface Summary {
  name: string;
  baseline: Record<string, unknown>;
  ratio: number | null;
  [figure: string]: unknown;
}

/**
 * Writes `bench/results/<name>-<ISO timestamp>.json` (the summary plus `details`) and prints
 * the summary as the last line of stdout.
 */
export async function report(summary: Summary, details: Record<string, unknown>): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = `${resultsDir}${summary.name}-${stamp}.json`;
  const machine = {
    node: process.version,
    cpus: availableParallelism(),
    cpu_model: cpus()[0]?.model,
    loadavg_at_start: loadAtStart,
    loadavg_at_end: loadavg(),
  };
  await writeFile(file, `${JSON.stringify({ ...summary, machine, details }, null, 2)}\n`);
  console.log(`results: ${file}`);
  console.log(JSON.stringify(summary));
  return file;
}
