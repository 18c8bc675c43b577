// Plays lucky-reels for real (HMAC-SHA256 provably-fair outcomes through the game's own
// outcome function) across worker threads and compares the measured RTP with the declared
// one; the exact theoretical RTP, computed from the strips in the same run, is the baseline.
// Options: --spins N (default 10,000,000; also BENCH_SPINS), --workers N (default: CPUs).
// Exit 1 when the measured RTP is more than 0.3 percentage points from the declared RTP.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { luckyReels } from '../apps/studio/src/games/lucky-reels/definition.ts';
import { exactRtp } from '../apps/studio/src/slot/exact-rtp.ts';
import { envNumber, log } from './lib/env.ts';
import { report, warnIfBusy } from './lib/report.ts';
import type { RtpShare, RtpSums } from './lib/rtp-worker.ts';

const TOLERANCE_PP = 0.3;

const { values: args } = parseArgs({
  options: {
    spins: { type: 'string' },
    workers: { type: 'string' },
  },
});
const spins = Math.round(Number(args.spins ?? envNumber('BENCH_SPINS', 10_000_000)));
const workers = Math.max(1, Math.round(Number(args.workers ?? availableParallelism())));
if (!Number.isSafeInteger(spins) || spins < 1)
  throw new Error(`--spins must be a positive integer, got ${args.spins}`);

function runShare(share: RtpShare, onProgress: (spins: number) => void): Promise<RtpSums> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./lib/tsx-worker.mjs', import.meta.url), {
      workerData: { ...share, entry: new URL('./lib/rtp-worker.ts', import.meta.url).href },
    });
    worker.on('message', (message: { progress?: number; done?: RtpSums }) => {
      if (message.progress) onProgress(message.progress);
      if (message.done) resolve(message.done);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`rtp worker exited with code ${code}`));
    });
  });
}

async function main(): Promise<number> {
  warnIfBusy();
  const lines = luckyReels.lines.length;
  const declared = luckyReels.declaredRtpPercent;
  const exact = exactRtp(luckyReels);

  // Each worker plays its own fresh seed pair, nonces from 0, as one player would.
  const shares: RtpShare[] = Array.from({ length: workers }, (_, i) => ({
    serverSeed: randomBytes(32).toString('hex'),
    clientSeed: `rtp-bench-${i}`,
    count: Math.floor(spins / workers) + (i < spins % workers ? 1 : 0),
  }));
  log(`${spins.toLocaleString('en')} spins on ${workers} worker threads`);
  let played = 0;
  const started = performance.now();
  const results = await Promise.all(
    shares.map((share) =>
      runShare(share, (n) => {
        played += n;
        log(`${played.toLocaleString('en')} spins`);
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;

  const total = results.reduce((a, b) => ({
    spins: a.spins + b.spins,
    units: a.units + b.units,
    lineUnits: a.lineUnits + b.lineUnits,
    scatterUnits: a.scatterUnits + b.scatterUnits,
    squares: a.squares + b.squares,
    hits: a.hits + b.hits,
    maxUnits: Math.max(a.maxUnits, b.maxUnits),
  }));
  const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
  const mean = total.units / lines / total.spins;
  const sd = Math.sqrt(Math.max(0, total.squares / total.spins - mean * mean));
  const rtp = mean * 100;
  const diff = rtp - declared;
  const stdError = (sd / Math.sqrt(total.spins)) * 100;
  const withinTolerance = Math.abs(diff) <= TOLERANCE_PP;

  console.log(
    `lucky-reels  rtp ${rtp.toFixed(4)}%  declared ${declared.toFixed(2)}%  diff ${diff >= 0 ? '+' : ''}${diff.toFixed(4)} pp  (tolerance ${TOLERANCE_PP} pp, standard error ${stdError.toFixed(4)} pp)`,
  );
  console.log(
    `exact theoretical ${exact.percent.toFixed(4)}%  lines ${((total.lineUnits / lines / total.spins) * 100).toFixed(3)}%  scatters ${((total.scatterUnits / lines / total.spins) * 100).toFixed(3)}%  hit rate ${((total.hits / total.spins) * 100).toFixed(2)}%  max win ${total.maxUnits / lines}x bet`,
  );
  console.log(
    `${total.spins.toLocaleString('en')} spins in ${seconds.toFixed(1)} s on ${workers} threads (${Math.round(total.spins / seconds).toLocaleString('en')} spins/s)`,
  );
  if (!withinTolerance)
    console.log(`FAILED: rtp is ${Math.abs(diff).toFixed(4)} pp from the declared ${declared}%`);

  await report(
    {
      name: 'rtp',
      game: luckyReels.code,
      spins: total.spins,
      rtp: round(rtp, 4),
      declared_rtp: declared,
      diff_pp: round(diff, 4),
      std_error_pp: round(stdError, 4),
      tolerance_pp: TOLERANCE_PP,
      hit_rate: round((total.hits / total.spins) * 100, 3),
      spins_per_s: Math.round(total.spins / seconds),
      baseline: { exact_rtp: round(exact.percent, 6) },
      ratio: round(rtp / exact.percent, 6),
      ...(withinTolerance ? {} : { error: `rtp off the declared value by more than ${TOLERANCE_PP} pp` }),
    },
    {
      workers,
      seconds: round(seconds, 2),
      outcome:
        'HMAC_SHA256(serverSeed, "clientSeed:nonce:0") -> 5 floats -> reel stops (apps/studio spinOutcome)',
      seed_pairs: shares.map((s) => ({
        server_seed: s.serverSeed,
        client_seed: s.clientSeed,
        nonces: `0..${s.count - 1}`,
      })),
      sums: total,
      standard_deviation_total_bets: round(sd, 4),
      exact: {
        lines: `${exact.lines.num}/${exact.lines.den}`,
        total: `${exact.total.num}/${exact.total.den}`,
      },
    },
  );
  return withinTolerance ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
