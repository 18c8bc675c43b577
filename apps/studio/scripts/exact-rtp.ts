// npm run rtp -w apps/studio: the exact theoretical RTP of lucky-reels, from its strips and
// pays, with no sampling (src/slot/exact-rtp.ts). Used to tune the paytable.
import { luckyReels } from '../src/games/lucky-reels/definition.ts';
import { exactRtp, fractionToNumber, rngStops } from '../src/slot/exact-rtp.ts';

const pct = (f: { num: bigint; den: bigint }) => `${(fractionToNumber(f) * 100).toFixed(6)}%`;
const uniform = exactRtp(luckyReels);
const rng = exactRtp(luckyReels, rngStops);
console.log(`declared       ${luckyReels.declaredRtpPercent.toFixed(2)}%`);
console.log(
  `exact          ${pct(uniform.total)}  (lines ${pct(uniform.lines)}, scatters ${pct(uniform.scatter)})`,
);
console.log(`exact, 32-bit  ${pct(rng.total)}  (stop weights of floor(u * length / 2^32))`);
console.log(`fraction       ${uniform.total.num} / ${uniform.total.den}`);
console.log(`difference     ${(uniform.percent - luckyReels.declaredRtpPercent).toFixed(4)} pp`);
