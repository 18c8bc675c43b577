import { randomUUID } from 'node:crypto';
import type { DrawResult } from '@portal/contracts/lottery';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerByUsername } from '../../test/identity-helpers.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import * as repo from './lottery.repo.ts';
import { clientSeedOf, newServerSeed, seedHashOf } from './rules/fair.ts';
import { gameByCode } from './rules/games.ts';

/** Test support for the lottery: funded players and draws in any state. */

export async function player(app: FastifyInstance, funds = 0n) {
  const value = (await registerByUsername(app)).json().value;
  const p = { token: value.token as string, id: value.member.id as string };
  if (funds > 0n) await fund(app, p.id, funds);
  return p;
}

export async function fund(app: FastifyInstance, memberId: string, amount: bigint) {
  const merchantId = (await app.services.system.settingsFor('localhost')).id;
  await postTransfer(app.database.db, {
    merchantId,
    key: `lottery-test-${randomUUID()}`,
    type: 'deposit',
    memberId,
    postings: [
      { account: { owner: 'house', kind: 'deposits', currency: 'VND' }, amount: -amount },
      { account: { owner: 'member', memberId, kind: 'main', currency: 'VND' }, amount },
    ],
  });
}

let serial = 0;

/** A draw of `gameCode` taking bets now (per the app's clock), with a unique numero. */
export async function openDraw(app: FastifyInstance, gameCode: string, now: Date): Promise<string> {
  const g = gameByCode(gameCode);
  if (!g) throw new Error(`no game ${gameCode}`);
  const numero = `T${Date.now().toString(36)}${(serial++).toString(36)}`;
  const seed = newServerSeed();
  await repo.insertDraws(app.database.db, [
    {
      game_code: gameCode,
      numero,
      source: g.source,
      opens_at: new Date(now.getTime() - 60_000),
      closes_at: new Date(now.getTime() + 3_600_000),
      draw_at: new Date(now.getTime() + 3_660_000),
      server_seed: g.source === 'engine' ? seed : null,
      seed_hash: g.source === 'engine' ? seedHashOf(seed) : null,
      client_seed: g.source === 'engine' ? clientSeedOf(gameCode, numero) : null,
      nonce: g.source === 'engine' ? 0 : null,
    },
  ]);
  const draw = await repo.findDrawByNumero(app.database.db, gameCode, numero);
  if (!draw) throw new Error('draw not created');
  await sql`update lottery_draw set status = 'open' where id = ${draw.id}`.execute(app.database.db);
  return draw.id;
}

/** Closes a test draw and stores a chosen result, as the engine or an import would. */
export async function drawWith(app: FastifyInstance, drawId: string, result: DrawResult) {
  await sql`update lottery_draw set status = 'closed' where id = ${drawId}`.execute(app.database.db);
  const marked = await repo.markDrawn(app.database.db, drawId, result, new Date());
  if (!marked) throw new Error('draw not marked drawn');
}

export const currentOddsVersion = async (app: FastifyInstance) =>
  (await app.services.lottery.currentOdds((await app.services.system.settingsFor('localhost')).id)).version;

/** The house's lottery account total (stakes in minus payouts and refunds out). */
export async function houseLottery(app: FastifyInstance): Promise<bigint> {
  const r = await sql<{ total: string }>`
    select coalesce(sum(balance), 0)::text as total from ledger_account where member_id is null and kind = 'lottery'`.execute(
    app.database.db,
  );
  return BigInt(r.rows[0]?.total ?? 0);
}

export async function mainBalance(app: FastifyInstance, memberId: string): Promise<bigint> {
  const r = await sql<{ balance: string }>`
    select coalesce(sum(balance), 0)::text as balance from ledger_account where member_id = ${memberId} and kind = 'main'`.execute(
    app.database.db,
  );
  return BigInt(r.rows[0]?.balance ?? 0);
}
