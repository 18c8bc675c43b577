import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { FairnessState } from './fairness/fairness.service.ts';
import type { VerifyResult } from './fairness/verify.ts';
import type { SpinResult } from './rounds/spin.service.ts';
import type { SessionView } from './routes/api.routes.ts';
import type { RevealedSeeds } from './store/player-store.ts';
import { buildStudio, type StudioOptions } from './studio.ts';
import { type FakePlatform, startFakePlatform } from './test/fake-platform.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Deterministic server seeds, so every run plays the same spins. */
function seedSource() {
  let n = 0;
  return () => createHash('sha256').update(`studio-test-seed-${n++}`).digest('hex');
}

async function startStudioFor(platform: FakePlatform, dataDir: string, extra: Partial<StudioOptions> = {}) {
  const studio = await buildStudio({
    platformUrl: platform.url,
    vendorCode: platform.vendorCode,
    secret: platform.secret,
    dataDir,
    logLevel: 'silent',
    platformTimeoutMs: 300,
    retryDelaysMs: [10, 20],
    sweepIntervalMs: 60_000,
    serverSeedSource: seedSource(),
    ...extra,
  });
  await studio.ready();
  cleanups.push(() => studio.close());
  return studio;
}

async function setup(balance = 10_000, extra: Partial<StudioOptions> = {}) {
  const platform = await startFakePlatform([
    { playerId: 'p1', nickname: 'Lan', currency: 'USD', exponent: 2, balance },
  ]);
  cleanups.push(() => platform.close());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const studio = await startStudioFor(platform, dataDir, extra);
  return { platform, studio, dataDir };
}

async function openSession(studio: FastifyInstance, platform: FakePlatform) {
  const res = await studio.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: { launchToken: platform.issueLaunchToken('p1'), gameCode: 'lucky-reels' },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { value: SessionView & { sessionId: string } }).value;
}

const call = (
  studio: FastifyInstance,
  session: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) =>
  studio.inject({ method, url, headers: { 'x-studio-session': session }, ...(payload ? { payload } : {}) });
const spin = (studio: FastifyInstance, session: string, bet = 100) =>
  call(studio, session, 'POST', '/api/spin', { bet });

const balanceOf = (platform: FakePlatform) => platform.players.get('p1')?.balance;
const callsOf = (platform: FakePlatform, name: string) => platform.calls.filter((c) => c.call === name);

async function until(check: () => boolean, ms = 3_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('game page', () => {
  it('is served in the chosen language with its own policy, frameable by the portal', async () => {
    const { studio } = await setup();
    const res = await studio.inject({ url: '/play/lucky-reels?token=abc&lang=vi' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<html lang="vi">');
    expect(res.body).toContain('Vòng Quay May Mắn');
    expect(res.body).toContain('Bảng trả thưởng');
    const script = /<script src="([^"]+)"/.exec(res.body)?.[1] ?? '';
    const style = /<link rel="stylesheet" href="([^"]+)"/.exec(res.body)?.[1] ?? '';
    const js = await studio.inject({ url: script });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain('/api/spin');
    expect((await studio.inject({ url: style })).statusCode).toBe(200);
    expect((await studio.inject({ url: '/play/lucky-reels' })).body).toContain('<html lang="en">');
  });

  it('takes the framing origins from the options, and answers 404 for an unknown game', async () => {
    const { studio } = await setup(10_000, { frameAncestors: 'http://localhost:3000' });
    const res = await studio.inject({ url: '/play/lucky-reels' });
    expect(res.headers['content-security-policy']).toContain('frame-ancestors http://localhost:3000');
    expect((await studio.inject({ url: '/play/other-game' })).statusCode).toBe(404);
  });
});

describe('sessions', () => {
  it('open with a launch token; the platform session token never reaches the page', async () => {
    const { studio, platform } = await setup();
    const view = await openSession(studio, platform);
    expect(view.player).toMatchObject({ nickname: 'Lan', currency: 'USD', exponent: 2, balance: 10_000 });
    expect(view.game.betLevels).toContain(100);
    expect(view.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(view.fairness.nonce).toBe(0);
    const platformToken = callsOf(platform, 'authenticate').length;
    expect(platformToken).toBe(1);
    expect(JSON.stringify(view)).not.toContain('sessionToken');
  });

  it('refuse an unknown or used launch token', async () => {
    const { studio, platform } = await setup();
    const token = platform.issueLaunchToken('p1');
    const body = { launchToken: token, gameCode: 'lucky-reels' };
    expect((await studio.inject({ method: 'POST', url: '/api/sessions', payload: body })).statusCode).toBe(
      200,
    );
    const reused = await studio.inject({ method: 'POST', url: '/api/sessions', payload: body });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ success: false, code: 'INVALID_LAUNCH' });
    const unknown = await studio.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { launchToken: 'x'.repeat(32), gameCode: 'lucky-reels' },
    });
    expect(unknown.json()).toMatchObject({ code: 'INVALID_LAUNCH' });
  });

  it('refuse a token issued for another game, and a studio with the wrong secret', async () => {
    const { studio, platform, dataDir } = await setup();
    const other = await studio.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { launchToken: platform.issueLaunchToken('p1', 'other-game'), gameCode: 'lucky-reels' },
    });
    expect(other.json()).toMatchObject({ code: 'WRONG_GAME' });
    const misconfigured = await startStudioFor(platform, dataDir, { secret: 'wrong' });
    const res = await misconfigured.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { launchToken: platform.issueLaunchToken('p1'), gameCode: 'lucky-reels' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PLATFORM_UNAVAILABLE' });
  });

  it('end when the platform session expires', async () => {
    const { studio, platform } = await setup();
    const { sessionId } = await openSession(studio, platform);
    platform.expireSessions();
    const res = await spin(studio, sessionId);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await call(studio, sessionId, 'GET', '/api/session')).json()).toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect(callsOf(platform, 'credit')).toHaveLength(0);
  });

  it('are required by the API', async () => {
    const { studio } = await setup();
    const res = await spin(studio, 'no-such-session');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});

describe('spins', () => {
  it('debit the bet, then credit the win (zero on a loss); every spin verifies after rotation', async () => {
    const { studio, platform } = await setup(100_000);
    const { sessionId } = await openSession(studio, platform);
    const results: SpinResult[] = [];
    while (results.length < 40 && !(results.some((r) => r.win > 0) && results.some((r) => r.win === 0))) {
      const before = balanceOf(platform) as number;
      const res = await spin(studio, sessionId, 200);
      expect(res.statusCode).toBe(200);
      const result = (res.json() as { value: SpinResult }).value;
      expect(result.creditPending).toBe(false);
      expect(result.balance).toBe(balanceOf(platform));
      expect(result.balance).toBe(before - 200 + result.win);
      expect(result.fairness.nonce).toBe(results.length);
      expect(result.win).toBe(result.lineWins.reduce((sum, w) => sum + w.amount, 0) + result.scatter.amount);
      results.push(result);
    }
    expect(results.some((r) => r.win > 0)).toBe(true);
    expect(results.some((r) => r.win === 0)).toBe(true);

    // The protocol saw one debit and one credit per spin, in that order, with their own ids.
    const money = platform.calls.filter((c) => c.call === 'debit' || c.call === 'credit');
    expect(money).toHaveLength(results.length * 2);
    results.forEach((r, i) => {
      const [debit, credit] = [money[2 * i], money[2 * i + 1]];
      expect(debit?.call).toBe('debit');
      expect(debit?.body).toMatchObject({ roundId: r.roundId, amount: 200, gameCode: 'lucky-reels' });
      expect(credit?.call).toBe('credit');
      expect(credit?.body).toMatchObject({ roundId: r.roundId, amount: r.win, playerId: 'p1' });
      expect(credit?.body.transactionId).not.toBe(debit?.body.transactionId);
    });

    const fairness = (await call(studio, sessionId, 'GET', '/api/fairness')).json() as {
      value: FairnessState;
    };
    expect(fairness.value.nonce).toBe(results.length);
    const hashBefore = fairness.value.serverSeedHash;
    const rotated = await call(studio, sessionId, 'POST', '/api/fairness/rotate', {
      clientSeed: 'my new seed',
    });
    const { previous, state } = (
      rotated.json() as { value: { previous: RevealedSeeds; state: FairnessState } }
    ).value;
    expect(previous.serverSeedHash).toBe(hashBefore);
    expect(previous.spins).toBe(results.length);
    expect(state).toMatchObject({
      clientSeed: 'my new seed',
      nonce: 0,
      serverSeedHash: fairness.value.nextServerSeedHash,
    });

    for (const r of results) {
      const query = new URLSearchParams({
        serverSeed: previous.serverSeed,
        clientSeed: r.fairness.clientSeed,
        nonce: String(r.fairness.nonce),
        serverSeedHash: r.fairness.serverSeedHash,
      });
      const verified = (await studio.inject({ url: `/api/verify?${query}` })).json() as {
        value: VerifyResult;
      };
      expect(verified.value.hashMatches).toBe(true);
      expect(verified.value.grid).toEqual(r.grid);
      expect(verified.value.units * r.lineBet).toBe(r.win);
    }
  });

  it('refuse a bet above the balance with the balance, and move nothing', async () => {
    const { studio, platform } = await setup(150);
    const { sessionId } = await openSession(studio, platform);
    const res = await spin(studio, sessionId, 200);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS', value: { balance: 150 } });
    expect(callsOf(platform, 'credit')).toHaveLength(0);
    expect(callsOf(platform, 'rollback')).toHaveLength(0);
    const fairness = (await call(studio, sessionId, 'GET', '/api/fairness')).json() as {
      value: FairnessState;
    };
    expect(fairness.value.nonce).toBe(0);
  });

  it('refuse a bet that is not offered', async () => {
    const { studio, platform } = await setup();
    const { sessionId } = await openSession(studio, platform);
    for (const bet of [150, -100, 0, 1.5]) {
      const res = await spin(studio, sessionId, bet);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(callsOf(platform, 'debit')).toHaveLength(0);
  });

  it('roll back a debit answered too late, refund it and say so', async () => {
    const { studio, platform } = await setup(10_000);
    const { sessionId } = await openSession(studio, platform);
    platform.faults.debit = { delayMs: 700, processFirst: true };
    const res = await spin(studio, sessionId, 200);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'BET_REFUNDED', value: { balance: 10_000 } });
    const [debit] = callsOf(platform, 'debit');
    const rollbacks = callsOf(platform, 'rollback');
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]?.body).toMatchObject({
      playerId: 'p1',
      debitTransactionId: debit?.body.transactionId ?? 'missing',
      roundId: debit?.body.roundId ?? 'missing',
    });
    expect(balanceOf(platform)).toBe(10_000);
    expect(callsOf(platform, 'credit')).toHaveLength(0);
  });

  it('roll back a debit that arrives after its rollback: the late debit is refused', async () => {
    const { studio, platform } = await setup(10_000);
    const { sessionId } = await openSession(studio, platform);
    platform.faults.debit = { delayMs: 700, processFirst: false };
    const res = await spin(studio, sessionId, 200);
    expect(res.json()).toMatchObject({ code: 'BET_REFUNDED', value: { balance: 10_000 } });
    await until(() => callsOf(platform, 'debit')[0]?.status !== 0);
    expect(callsOf(platform, 'debit')[0]?.status).toBe(409);
    expect(balanceOf(platform)).toBe(10_000);
  });

  it('keep rolling back when the wallet does not answer, also across a restart', async () => {
    const { studio, platform, dataDir } = await setup(10_000);
    const { sessionId } = await openSession(studio, platform);
    platform.faults.debit = { delayMs: 700, processFirst: true };
    platform.faults.rollbackFailures = 3;
    const res = await spin(studio, sessionId, 200);
    expect(res.json()).toMatchObject({ code: 'BET_REFUND_PENDING' });
    expect(balanceOf(platform)).toBe(9_800);
    expect(callsOf(platform, 'rollback')).toHaveLength(3);
    await studio.close();

    const restarted = await startStudioFor(platform, dataDir);
    await until(() => balanceOf(platform) === 10_000);
    const ids = new Set(callsOf(platform, 'rollback').map((c) => c.body.transactionId));
    expect(ids.size).toBe(1);
    await restarted.close();
    const files = readdirSync(path.join(dataDir, 'studio', 'players'));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('retry a credit with the same transaction id until it is paid', async () => {
    const { studio, platform } = await setup(100_000);
    const { sessionId } = await openSession(studio, platform);
    platform.faults.creditFailures = 2;
    const res = await spin(studio, sessionId, 200);
    const result = (res.json() as { value: SpinResult }).value;
    expect(result.creditPending).toBe(false);
    const credits = callsOf(platform, 'credit');
    expect(credits).toHaveLength(3);
    expect(new Set(credits.map((c) => c.body.transactionId)).size).toBe(1);
    expect(balanceOf(platform)).toBe(100_000 - 200 + result.win);
  });

  it('pay a credit the wallet did not take after a restart, once', async () => {
    const { studio, platform, dataDir } = await setup(100_000);
    const { sessionId } = await openSession(studio, platform);
    platform.faults.creditFailures = 3;
    const result = ((await spin(studio, sessionId, 200)).json() as { value: SpinResult }).value;
    expect(result.creditPending).toBe(true);
    expect(balanceOf(platform)).toBe(100_000 - 200);
    await studio.close();

    await startStudioFor(platform, dataDir);
    await until(() => callsOf(platform, 'credit').some((c) => c.status === 200));
    expect(balanceOf(platform)).toBe(100_000 - 200 + result.win);
  });
});

describe('fun mode (a free-play account)', () => {
  it('plays with play money of its own, verifiably, and never calls the wallet', async () => {
    const platform = await startFakePlatform([
      { playerId: 'p1', nickname: 'Demo', currency: 'USD', exponent: 2, balance: 0, playMoney: true },
    ]);
    cleanups.push(() => platform.close());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const studio = await startStudioFor(platform, dataDir);
    const session = await openSession(studio, platform);
    // A thousand spins at the default bet (1.00 USD).
    expect(session.player).toMatchObject({ playMoney: true, balance: 100_000 });
    expect(session.game.defaultBet).toBe(100);

    let balance = session.player.balance;
    for (let i = 0; i < 10; i++) {
      const result = (await spin(studio, session.sessionId, 200)).json() as { value: SpinResult };
      expect(result.value.balance).toBe(balance - 200 + result.value.win);
      expect(result.value.fairness.nonce).toBe(i);
      expect(result.value.roundId).toMatch(/^fun-/);
      balance = result.value.balance;
    }
    const view = (await call(studio, session.sessionId, 'GET', '/api/session')).json() as {
      value: SessionView;
    };
    expect(view.value.player.balance).toBe(balance);
    // Only the launch reached the platform: no balance, debit or credit.
    expect(platform.calls.map((c) => c.call)).toEqual(['authenticate']);
  });
});

describe('seeds', () => {
  it('survive a restart: same committed hash, same nonce', async () => {
    const { studio, platform, dataDir } = await setup(100_000);
    const { sessionId } = await openSession(studio, platform);
    await spin(studio, sessionId);
    await spin(studio, sessionId);
    const before = (
      (await call(studio, sessionId, 'GET', '/api/fairness')).json() as { value: FairnessState }
    ).value;
    await studio.close();
    const restarted = await startStudioFor(platform, dataDir);
    const view = await openSession(restarted, platform);
    expect(view.fairness).toEqual(before);
    expect(view.fairness.nonce).toBe(2);
  });

  it('refuse a client seed that could blur the HMAC message', async () => {
    const { studio, platform } = await setup();
    const { sessionId } = await openSession(studio, platform);
    const res = await call(studio, sessionId, 'POST', '/api/fairness/rotate', { clientSeed: 'a:b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('verify', () => {
  const serverSeed = 'a'.repeat(64);
  const hash = createHash('sha256').update(serverSeed).digest('hex');

  it('recomputes a spin as JSON and checks the hash', async () => {
    const { studio } = await setup();
    const ok = await studio.inject({
      url: `/api/verify?serverSeed=${serverSeed}&clientSeed=my-seed&nonce=0&serverSeedHash=${hash}`,
    });
    const value = (ok.json() as { value: VerifyResult }).value;
    expect(value).toMatchObject({ serverSeedHash: hash, hashMatches: true, clientSeed: 'my-seed', nonce: 0 });
    expect(value.grid).toHaveLength(5);
    const wrong = await studio.inject({
      url: `/api/verify?serverSeed=${serverSeed}&clientSeed=my-seed&nonce=0&serverSeedHash=${'0'.repeat(64)}`,
    });
    expect((wrong.json() as { value: VerifyResult }).value.hashMatches).toBe(false);
    const bad = await studio.inject({ url: '/api/verify?serverSeed=xyz&clientSeed=a&nonce=-1' });
    expect(bad.statusCode).toBe(400);
  });

  it('has a form page that shows the same result', async () => {
    const { studio } = await setup();
    const empty = await studio.inject({ url: '/verify?lang=vi' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Tính lại');
    const page = await studio.inject({
      url: `/verify?serverSeed=${serverSeed}&clientSeed=my-seed&nonce=0&serverSeedHash=${hash}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('The hash matches');
    expect(page.body).toContain('Reel 1:');
    const bad = await studio.inject({ url: '/verify?serverSeed=nope&clientSeed=x&nonce=1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Check the fields');
  });
});
