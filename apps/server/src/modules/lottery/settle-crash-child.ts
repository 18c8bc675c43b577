// Crash-test helper (lottery.crash.test.ts): settles one draw on PostgreSQL in small chunks,
// printing "chunk N" from inside each chunk's transaction and then pausing there, so the
// parent can kill this process in the middle of a settlement transaction.
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { systemClock } from '../../lib/clock.ts';
import { createLotteryEngine } from './lottery.engine.ts';

const drawId = process.env.CRASH_DRAW_ID;
if (!drawId) throw new Error('CRASH_DRAW_ID is required');
const database = openDatabase(loadConfig());
const engine = createLotteryEngine({
  db: database.db,
  clock: systemClock,
  hub: { toAll: async () => {} },
  publishBalance: async () => {},
  chunkSize: Number(process.env.CRASH_CHUNK_SIZE ?? 10),
});
await engine.settleDraw(database.db, drawId, {
  onChunk: async (chunkNo) => {
    process.stdout.write(`chunk ${chunkNo}\n`);
    await new Promise((resolve) => setTimeout(resolve, 400));
  },
});
process.stdout.write('finished\n');
await database.close();
