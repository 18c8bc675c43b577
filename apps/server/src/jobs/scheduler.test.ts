import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.ts';
import { createTestApp, useTestApp, usingPostgres } from '../test/test-app.ts';
import { createScheduler } from './scheduler.ts';

const t = useTestApp();

const log = { error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduler', () => {
  it('runs its jobs in order with the clock’s time, on a timer until stopped', async () => {
    const seen: string[] = [];
    const scheduler = createScheduler({
      database: t.app.database,
      clock: { now: () => new Date('2026-05-18T01:00:00Z') },
      lockKey: 42n,
      intervalMs: 20,
      jobs: [async (_db, now) => seen.push(`a ${now.toISOString()}`), async () => seen.push('b')],
      log,
    });
    expect(await scheduler.runOnce()).toBe('ran');
    expect(seen).toEqual(['a 2026-05-18T01:00:00.000Z', 'b']);
    scheduler.start();
    expect(scheduler.running).toBe(true);
    await sleep(300);
    await scheduler.stop();
    const count = seen.length;
    expect(count).toBeGreaterThan(4);
    await sleep(100);
    expect(seen.length).toBe(count);
  });

  it('keeps going after a failing pass', async () => {
    let calls = 0;
    const errors: unknown[] = [];
    const scheduler = createScheduler({
      database: t.app.database,
      clock: systemClock,
      lockKey: 43n,
      intervalMs: 10,
      jobs: [
        async () => {
          calls++;
          if (calls === 1) throw new Error('boom');
        },
      ],
      log: { error: (obj) => errors.push(obj) },
    });
    scheduler.start();
    await sleep(200);
    await scheduler.stop();
    expect(errors).toHaveLength(1);
    expect(calls).toBeGreaterThan(2);
  });

  it.skipIf(!usingPostgres)(
    'on PostgreSQL one node at a time: a pass skips while another holds the lock',
    async () => {
      const make = (job: () => Promise<void>) =>
        createScheduler({
          database: t.app.database,
          clock: systemClock,
          lockKey: 777n,
          intervalMs: 1000,
          jobs: [job],
          log,
        });
      const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock(777)');
        let ran = 0;
        const scheduler = make(async () => {
          ran++;
        });
        expect(await scheduler.runOnce()).toBe('skipped');
        expect(ran).toBe(0);
        await other.query('select pg_advisory_unlock(777)');
        expect(await scheduler.runOnce()).toBe('ran');
        expect(ran).toBe(1);
        // Two nodes at once: one runs, the other skips.
        const slow = make(async () => {
          await sleep(300);
        });
        const results = await Promise.all([slow.runOnce(), slow.runOnce()]);
        expect(results.sort()).toEqual(['ran', 'skipped']);
        // The lock is released after each pass.
        const free = await other.query('select pg_try_advisory_lock(777) as locked');
        expect(free.rows[0].locked).toBe(true);
      } finally {
        await other.end();
      }
    },
  );
});

describe('the lottery engine in the server', () => {
  it('starts when the server listens and stops when it closes; never in inject-only tests', async () => {
    expect(t.app.services.lotteryScheduler.running).toBe(false);
    const listening = await createTestApp({ LOTTERY_TICK_MS: 50 });
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      expect(listening.app.services.lotteryScheduler.running).toBe(true);
      // Within a few passes it has created and opened the current draws.
      let current = null;
      for (let i = 0; i < 100 && current?.status !== 'open'; i++) {
        await sleep(100);
        current = (await listening.app.services.lottery.openedNumero({ gameCode: 'SSC_1' })).current;
      }
      expect(current?.status).toBe('open');
    } finally {
      await listening.close();
    }
    expect(listening.app.services.lotteryScheduler.running).toBe(false);
    const off = await createTestApp({ LOTTERY_JOBS: false });
    try {
      await off.app.listen({ port: 0, host: '127.0.0.1' });
      expect(off.app.services.lotteryScheduler.running).toBe(false);
    } finally {
      await off.close();
    }
  });
});
