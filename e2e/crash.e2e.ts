import { randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/database.ts';
import type { Db } from '../apps/server/src/db/schema.ts';
import { auditLedger } from '../apps/server/src/modules/ledger/ledger.service.ts';
import {
  type Backend,
  enableTransferWallets,
  fundMain,
  type Job,
  ledgerState,
  registerMembers,
  send,
  type TransferValue,
  transfersByRequestId,
} from './support/ledger.ts';
import { type Portal, startPortal } from './support/portal.ts';

/**
 * Issue 4 acceptance, crash test: the built portal is killed with SIGKILL in the middle of a
 * burst of transfers (to the upline, and main wallet to a vendor wallet) and started again on
 * the same data. Before the restart the ledger holds exactly the transfers that committed, each
 * once, with balances to match; after every request id is sent again, each has moved money
 * exactly once. No browser: HTTP against the real server process.
 */

const MEMBERS = 4;
const PER_MEMBER = 30;
const FUNDING = 1_000_000;
const WORKERS = 16;
/** The kill comes when this share of the burst has been answered, so many are still to come. */
const KILL_AFTER = 0.25;
/** Typically 5-15 s each; room for a machine busy with other work, so a slow run is not a failure. */
const TIMEOUT_MS = 120_000;

/** A fresh database on the PostgreSQL of TEST_DATABASE_URL, dropped afterwards. */
async function postgresBackend(baseUrl: string): Promise<Backend> {
  const name = `crash_${randomBytes(6).toString('hex')}`;
  const admin = async <T>(work: (c: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl },
    async withDb(work) {
      // Until the killed server's connections are gone, a COMMIT it had sent may still land.
      for (let i = 0; ; i++) {
        const { rows } = await admin((c) =>
          c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]),
        );
        if (rows[0].n === 0) break;
        if (i > 200) throw new Error(`connections to ${name} linger`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const database = openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: '' });
      try {
        return await work(database.db);
      } finally {
        await database.close();
      }
    },
    dispose: () =>
      admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** PGlite in a data folder of its own (a copy of the migrated, seeded template), opened here only while no server runs. */
async function pgliteBackend(): Promise<Backend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-crash-'));
  await cp(inject('portalDataTemplate'), dataDir, { recursive: true });
  return {
    label: 'PGlite',
    env: {},
    dataDir,
    async withDb(work) {
      const database = openDatabase({ DATA_DIR: dataDir });
      try {
        return await work(database.db);
      } finally {
        await database.close();
      }
    },
    dispose: () => rm(dataDir, { recursive: true, force: true, maxRetries: 3 }),
  };
}

async function expectAuditOk(db: Db, when: string) {
  const report = await auditLedger(db);
  expect(report, `ledger audit ${when}`).toMatchObject({
    ok: true,
    grandTotal: '0',
    negativeMemberBalances: 0,
    accountsOutOfBalance: [],
    unbalancedTransfers: [],
    duplicateKeys: [],
  });
}

async function crashAndRecover(backend: Backend) {
  const start = () => startPortal({ dataDir: backend.dataDir, env: backend.env });
  let portal: Portal | undefined = await start();
  try {
    // Members under the demo agent; registering needs the server, funding is done in the database.
    const members = await registerMembers(portal.baseURL, MEMBERS);
    await portal.stop();
    portal = undefined;
    const { agentId, agentStart } = await backend.withDb(async (db) => {
      await enableTransferWallets(db);
      for (const m of members) await fundMain(db, m.id, FUNDING);
      const agent = await db
        .selectFrom('member')
        .select('id')
        .where('account', '=', 'demoagent')
        .executeTakeFirstOrThrow();
      const id = String(agent.id);
      return { agentId: id, agentStart: (await ledgerState(db, [], id)).agent };
    });

    // Every member's transfers, alternating kinds, each with its own amount so balances tell
    // exactly which ones moved.
    const jobs: Job[] = [];
    for (let j = 0; j < PER_MEMBER; j++) {
      members.forEach((member, i) => {
        jobs.push({
          member,
          kind: j % 2 ? 'upline' : 'vendor',
          amount: 100 + i * PER_MEMBER + j,
          requestId: randomUUID(),
        });
      });
    }

    portal = await start();
    const running = portal;
    const answered = new Map<string, string>();
    let failedBeforeKill = 0;
    let killed = false;
    let next = 0;
    const killAt = Math.ceil(jobs.length * KILL_AFTER);
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (!killed && next < jobs.length) {
          const job = jobs[next++] as Job;
          try {
            const res = await send(running.baseURL, job);
            const value = res.body.value;
            if (res.status !== 200 || !value) {
              failedBeforeKill += killed ? 0 : 1;
              continue;
            }
            answered.set(job.requestId, value.transferId);
            // Killed right here, with the other workers' transfers still on the wire.
            if (!killed && answered.size >= killAt) {
              killed = true;
              void running.kill();
            }
          } catch {
            // The connection died with the server: committed or not, the ledger will tell.
          }
        }
      }),
    );
    await running.kill();
    portal = undefined;
    expect(failedBeforeKill, 'transfers refused before the kill').toBe(0);
    expect(killed).toBe(true);

    // After the crash, before any restart: exactly the committed transfers, each once.
    const committed = await backend.withDb(async (db) => {
      await expectAuditOk(db, 'after the crash');
      const found = await transfersByRequestId(
        db,
        jobs.map((j) => j.requestId),
      );
      const state = await ledgerState(
        db,
        members.map((m) => m.id),
        agentId,
      );
      return { found, state };
    });
    for (const job of jobs) expect(committed.found.get(job.requestId)?.length ?? 0).toBeLessThanOrEqual(1);
    const committedIds = new Set(
      jobs.filter((j) => committed.found.has(j.requestId)).map((j) => j.requestId),
    );
    for (const [requestId, transferId] of answered) {
      expect(committed.found.get(requestId), `answered ${requestId} is in the ledger`).toEqual([transferId]);
    }
    expect(committedIds.size).toBeGreaterThanOrEqual(killAt);
    expect(committedIds.size, 'some transfers never happened').toBeLessThan(jobs.length);
    const expected = (done: (job: Job) => boolean) => {
      const main = new Map(members.map((m) => [m.id, FUNDING]));
      const vendor = new Map(members.map((m) => [m.id, 0]));
      let agent = agentStart;
      for (const job of jobs.filter(done)) {
        main.set(job.member.id, (main.get(job.member.id) ?? 0) - job.amount);
        if (job.kind === 'vendor') vendor.set(job.member.id, (vendor.get(job.member.id) ?? 0) + job.amount);
        else agent += job.amount;
      }
      return { main: Object.fromEntries(main), vendor: Object.fromEntries(vendor), agent };
    };
    expect(committed.state).toEqual(expected((job) => committedIds.has(job.requestId)));

    // Started again on the same data, every request id is sent again: the committed ones are
    // replays of their first result, the rest move money now.
    portal = await start();
    const again = portal;
    const replays = new Map<string, TransferValue>();
    let cursor = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (cursor < jobs.length) {
          const job = jobs[cursor++] as Job;
          const res = await send(again.baseURL, job);
          const value = res.body.value;
          if (res.status !== 200 || !value) throw new Error(`replay refused: ${JSON.stringify(res.body)}`);
          replays.set(job.requestId, value);
        }
      }),
    );
    for (const job of jobs) {
      const replay = replays.get(job.requestId);
      expect(replay?.replayed, job.requestId).toBe(committedIds.has(job.requestId));
      const first = committed.found.get(job.requestId)?.[0];
      if (first) expect(replay?.transferId).toBe(first);
    }
    const cli = await again.ops('audit');
    expect(cli.code, `${cli.stdout}${cli.stderr}`).toBe(0);
    await again.stop();
    portal = undefined;

    await backend.withDb(async (db) => {
      await expectAuditOk(db, 'after the replay');
      const found = await transfersByRequestId(
        db,
        jobs.map((j) => j.requestId),
      );
      for (const job of jobs) {
        expect(found.get(job.requestId), `one transfer for ${job.requestId}`).toEqual([
          replays.get(job.requestId)?.transferId,
        ]);
      }
      expect(
        await ledgerState(
          db,
          members.map((m) => m.id),
          agentId,
        ),
      ).toEqual(expected(() => true));
    });
    return { answered: answered.size, committed: committedIds.size, total: jobs.length };
  } finally {
    await portal?.kill();
  }
}

describe('a server killed mid-burst loses or doubles no transfer (issue 4)', () => {
  const disposals: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const dispose of disposals) await dispose();
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL',
    async () => {
      const backend = await postgresBackend(process.env.TEST_DATABASE_URL as string);
      disposals.push(backend.dispose);
      const figures = await crashAndRecover(backend);
      console.log(`[crash] PostgreSQL: ${JSON.stringify(figures)}`);
    },
    TIMEOUT_MS,
  );

  it(
    'on PGlite',
    async () => {
      const backend = await pgliteBackend();
      disposals.push(backend.dispose);
      const figures = await crashAndRecover(backend);
      console.log(`[crash] PGlite: ${JSON.stringify(figures)}`);
    },
    TIMEOUT_MS,
  );
});
