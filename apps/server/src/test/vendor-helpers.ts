import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signBody } from '../lib/hmac-signature.ts';
import { postTransfer } from '../modules/ledger/ledger.service.ts';
import { bearer, registerByUsername } from './identity-helpers.ts';

/** A player the slot was launched for and the studio authenticated: the vendor's session. */
export type VendorPlayer = { id: string; token: string; launchToken: string; session: string };

/**
 * The in-house studio as a vendor of `app`: signed protocol calls (`sign` replaces the
 * signature, or drops it when it answers undefined) and funded, launched players.
 */
export async function vendorClient(app: FastifyInstance) {
  const { db } = app.database;
  const vendor = await db
    .selectFrom('game_vendor')
    .select('wallet_secret')
    .where('code', '=', 'IHS')
    .executeTakeFirstOrThrow();
  const secret = vendor.wallet_secret as string;
  const game = await db
    .selectFrom('game')
    .select('id')
    .where('code', '=', 'lucky-reels')
    .executeTakeFirstOrThrow();
  const nodeId = game.id;

  const call = (
    path: string,
    body: unknown,
    sign: (raw: string) => string | undefined = (raw) => signBody(secret, raw),
  ) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const signature = sign(raw);
    return app.inject({
      method: 'POST',
      url: `/vendor/v1/${path}`,
      headers: {
        'content-type': 'application/json',
        'x-vendor-code': 'IHS',
        ...(signature ? { 'x-vendor-signature': signature } : {}),
      },
      payload: raw,
    });
  };

  /**
   * A member with money, launched into the slot and authenticated as the studio would;
   * `beforeLaunch` runs with the member's token once it is funded (to set a limit, say).
   */
  async function player(
    funds = 100_000n,
    beforeLaunch?: (token: string) => Promise<unknown>,
  ): Promise<VendorPlayer> {
    const value = (await registerByUsername(app)).json().value;
    const id = value.member.id as string;
    const merchantId = (await app.services.system.settingsFor('localhost')).id;
    await postTransfer(db, {
      merchantId,
      key: `vendor-test-${randomUUID()}`,
      type: 'deposit',
      memberId: id,
      postings: [
        { account: { owner: 'house', kind: 'deposits', currency: 'VND' }, amount: -funds },
        { account: { owner: 'member', memberId: id, kind: 'main', currency: 'VND' }, amount: funds },
      ],
    });
    await beforeLaunch?.(value.token as string);
    const launch = await app.inject({
      url: `/wps/game/launchGame?nodeId=${nodeId}&language=en`,
      headers: bearer(value.token),
    });
    expect(launch.statusCode, launch.body).toBe(200);
    const launchToken = new URL(launch.json().value.game_url).searchParams.get('token') as string;
    const session = await call('authenticate', { launchToken });
    expect(session.statusCode, session.body).toBe(200);
    return {
      id,
      token: value.token as string,
      launchToken,
      session: session.json().value.sessionToken as string,
    };
  }

  return {
    secret,
    nodeId,
    call,
    player,
    debit: (sessionToken: string, transactionId: string, roundId: string, amount: unknown) =>
      call('debit', { sessionToken, transactionId, roundId, gameCode: 'lucky-reels', amount }),
    credit: (playerId: string, transactionId: string, roundId: string, amount: unknown) =>
      call('credit', { playerId, transactionId, roundId, gameCode: 'lucky-reels', amount }),
    rollback: (playerId: string, transactionId: string, debitTransactionId: string, roundId: string) =>
      call('rollback', { playerId, transactionId, debitTransactionId, roundId, gameCode: 'lucky-reels' }),
  };
}
