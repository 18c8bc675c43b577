// One share of the RTP simulation: plays nonces [0, count) of its own seed pair with the
// game's own outcome function and sends back the sums.
import { parentPort, workerData } from 'node:worker_threads';
import { spinOutcome } from '../../apps/studio/src/games/lucky-reels/outcome.ts';

export interface RtpShare {
  serverSeed: string;
  clientSeed: string;
  count: number;
}

export interface RtpSums {
  spins: number;
  /** Sum of wins in line bets (integers; far below 2^53 for any run we make). */
  units: number;
  lineUnits: number;
  scatterUnits: number;
  /** Sum of squared wins in total bets, for the standard error. */
  squares: number;
  hits: number;
  maxUnits: number;
}

const { serverSeed, clientSeed, count } = workerData as RtpShare & { entry: string };
const lines = 20;
const sums: RtpSums = { spins: 0, units: 0, lineUnits: 0, scatterUnits: 0, squares: 0, hits: 0, maxUnits: 0 };
const progressEvery = 1_000_000;

for (let nonce = 0; nonce < count; nonce++) {
  const outcome = spinOutcome({ serverSeed, clientSeed, nonce });
  const units = outcome.units;
  const scatter = outcome.scatter.pay * lines;
  sums.units += units;
  sums.scatterUnits += scatter;
  sums.lineUnits += units - scatter;
  sums.squares += (units / lines) ** 2;
  if (units > 0) sums.hits++;
  if (units > sums.maxUnits) sums.maxUnits = units;
  sums.spins++;
  if (sums.spins % progressEvery === 0) parentPort?.postMessage({ progress: progressEvery });
}
parentPort?.postMessage({ done: sums });
