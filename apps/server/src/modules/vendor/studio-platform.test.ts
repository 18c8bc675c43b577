import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStudio } from '@portal/studio';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerByUsername } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLedger, postTransfer } from '../ledger/ledger.service.ts';

// The studio and the platform, each a real HTTP server, talking only through the protocol.
let t: TestApp;
let studio: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const vendor = await t.app.database.db
    .selectFrom('game_vendor')
    .select('wallet_secret')
    .where('code', '=', 'IHS')
    .executeTakeFirstOrThrow();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-platform-'));
  studio = await buildStudio({
    platformUrl: address,
    vendorCode: 'IHS',
    secret: vendor.wallet_secret as string,
    dataDir,
    logLevel: 'silent',
  });
});
afterAll(async () => {
  await studio.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the in-house studio against the platform', () => {
  it('spins through debit and credit, the ledger and betting record follow, and the audit passes', async () => {
    const member = (await registerByUsername(t.app)).json().value;
    const merchantId = (await t.app.services.system.settingsFor('localhost')).id;
    await postTransfer(t.app.database.db, {
      merchantId,
      key: `studio-test-${randomUUID()}`,
      type: 'deposit',
      memberId: member.member.id,
      postings: [
        { account: { owner: 'house', kind: 'deposits', currency: 'VND' }, amount: -1_000_000n },
        {
          account: { owner: 'member', memberId: member.member.id, kind: 'main', currency: 'VND' },
          amount: 1_000_000n,
        },
      ],
    });
    const game = await t.app.database.db
      .selectFrom('game')
      .select('id')
      .where('code', '=', 'lucky-reels')
      .executeTakeFirstOrThrow();
    const launch = await t.app.inject({
      url: `/wps/game/launchGame?nodeId=${game.id}`,
      headers: bearer(member.token),
    });
    const launchToken = new URL(launch.json().value.game_url).searchParams.get('token') as string;

    const opened = await studio.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { launchToken, gameCode: 'lucky-reels' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { sessionId, game: info } = opened.json().value;
    const bet = info.defaultBet as number;
    let expected = 1_000_000;
    for (let i = 0; i < 5; i++) {
      const spin = await studio.inject({
        method: 'POST',
        url: '/api/spin',
        headers: { 'x-studio-session': sessionId },
        payload: { bet },
      });
      expect(spin.statusCode, spin.body).toBe(200);
      const value = spin.json().value;
      expected = expected - bet + (value.win as number);
      expect(value.balance).toBe(expected);
    }
    const balance = (
      await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(member.token) })
    ).json().value;
    expect(balance.sumBalance).toBe(expected);
    const bets = await t.app.database.db
      .selectFrom('bet')
      .selectAll()
      .where('member_id', '=', member.member.id)
      .execute();
    expect(bets).toHaveLength(5);
    expect(bets.every((b) => b.status === 'settled' && Number(b.stake) === bet)).toBe(true);
    const audit = await auditLedger(t.app.database.db);
    expect(audit.ok, JSON.stringify(audit)).toBe(true);
  });
});
