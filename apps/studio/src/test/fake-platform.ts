import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { VENDOR_CODE_HEADER, VENDOR_SIGNATURE_HEADER } from '@portal/contracts/vendor';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

/**
 * An in-memory platform speaking the vendor protocol (docs/vendor-protocol.md), for the
 * studio's tests: signatures, one-use launch tokens, sessions, idempotent transaction ids,
 * the rollback and credit rules. `faults` makes it slow or failing on purpose.
 */
export interface FakePlayer {
  playerId: string;
  nickname: string;
  currency: string;
  exponent: number;
  balance: number;
  /** A free-play account: the studio plays it in fun mode. */
  playMoney?: boolean;
}

interface Transaction {
  kind: 'debit' | 'credit' | 'rollback';
  content: string;
  roundId: string;
  amount: number;
  playerId: string;
  platformTransactionId: string;
}

interface Round {
  playerId: string;
  debits: Set<string>;
  rolledBack: Set<string>;
  credited: boolean;
}

export interface Faults {
  /** Answer a debit this late; `processFirst` moves the money before waiting, else after. */
  debit?: { delayMs: number; processFirst: boolean; times?: number };
  /** Answer the next n credits with a bare 503 (nothing done). */
  creditFailures?: number;
  /** Answer the next n rollbacks with a bare 503 (nothing done). */
  rollbackFailures?: number;
}

export interface FakePlatform {
  app: FastifyInstance;
  url: string;
  vendorCode: string;
  secret: string;
  players: Map<string, FakePlayer>;
  faults: Faults;
  /** Every signed call that reached a handler, in order. */
  calls: { call: string; body: Record<string, unknown>; status: number }[];
  issueLaunchToken(playerId: string, gameCode?: string): string;
  expireSessions(): void;
  close(): Promise<void>;
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly value?: { balance: number },
  ) {
    super(code);
  }
}

export async function startFakePlatform(players: FakePlayer[]): Promise<FakePlatform> {
  const vendorCode = 'IHS';
  const secret = randomBytes(32).toString('hex');
  const playerMap = new Map(players.map((p) => [p.playerId, { ...p }]));
  const launchTokens = new Map<string, { playerId: string; gameCode: string }>();
  const sessions = new Map<string, string>();
  const transactions = new Map<string, Transaction>();
  const rollbacksOfUnknownDebits = new Set<string>();
  const rounds = new Map<string, Round>();
  const faults: Faults = {};
  const calls: FakePlatform['calls'] = [];
  let sequence = 0;

  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  const playerOf = (playerId: unknown) => {
    const player = typeof playerId === 'string' ? playerMap.get(playerId) : undefined;
    if (!player) throw new Refusal(404, 'NOT_FOUND');
    return player;
  };
  const txValue = (player: FakePlayer, transactionId: string, replayed: boolean) => ({
    balance: player.balance,
    currency: player.currency,
    transactionId,
    platformTransactionId: transactions.get(transactionId)?.platformTransactionId ?? `p-${transactionId}`,
    replayed,
  });
  /** The idempotency rule: same id and content replays, other content conflicts. */
  const replay = (id: string, content: string, player: FakePlayer) => {
    const previous = transactions.get(id);
    if (!previous) return undefined;
    if (previous.content !== content) throw new Refusal(409, 'IDEMPOTENCY_CONFLICT');
    return txValue(player, id, true);
  };
  const record = (id: string, tx: Omit<Transaction, 'platformTransactionId'>) =>
    transactions.set(id, { ...tx, platformTransactionId: `p-${++sequence}` });

  const handlers: Record<string, (body: Record<string, unknown>) => Promise<unknown>> = {
    async authenticate(body) {
      const launch = launchTokens.get(String(body.launchToken));
      if (!launch) throw new Refusal(401, 'INVALID_TOKEN');
      launchTokens.delete(String(body.launchToken));
      const player = playerOf(launch.playerId);
      const sessionToken = randomBytes(24).toString('hex');
      sessions.set(sessionToken, player.playerId);
      return {
        sessionToken,
        playerId: player.playerId,
        nickname: player.nickname,
        currency: player.currency,
        exponent: player.exponent,
        language: 'en',
        balance: player.balance,
        gameCode: launch.gameCode,
        lobbyUrl: 'http://portal.test/rng',
        playMoney: player.playMoney ?? false,
      };
    },
    async balance(body) {
      const playerId = sessions.get(String(body.sessionToken));
      if (!playerId) throw new Refusal(401, 'INVALID_TOKEN');
      const player = playerOf(playerId);
      return { balance: player.balance, currency: player.currency };
    },
    async debit(body) {
      const playerId = sessions.get(String(body.sessionToken));
      if (!playerId) throw new Refusal(401, 'INVALID_TOKEN');
      const player = playerOf(playerId);
      const fault = faults.debit;
      if (fault && (fault.times ?? 1) > 0) {
        fault.times = (fault.times ?? 1) - 1;
        if (fault.processFirst) {
          const value = applyDebit(player, body);
          await sleep(fault.delayMs);
          return value;
        }
        await sleep(fault.delayMs);
      }
      return applyDebit(player, body);
    },
    async credit(body) {
      const player = playerOf(body.playerId);
      if (faults.creditFailures) {
        faults.creditFailures--;
        throw new Refusal(503, 'BARE');
      }
      const id = String(body.transactionId);
      const content = JSON.stringify(['credit', body.roundId, body.amount]);
      const replayed = replay(id, content, player);
      if (replayed) return replayed;
      const round = rounds.get(String(body.roundId));
      if (!round || round.playerId !== player.playerId) throw new Refusal(404, 'ROUND_NOT_FOUND');
      if ([...round.debits].every((d) => round.rolledBack.has(d)))
        throw new Refusal(409, 'ROUND_ROLLED_BACK');
      player.balance += Number(body.amount);
      round.credited = true;
      record(id, {
        kind: 'credit',
        content,
        roundId: String(body.roundId),
        amount: Number(body.amount),
        playerId: player.playerId,
      });
      return txValue(player, id, false);
    },
    async rollback(body) {
      const player = playerOf(body.playerId);
      if (faults.rollbackFailures) {
        faults.rollbackFailures--;
        throw new Refusal(503, 'BARE');
      }
      const id = String(body.transactionId);
      const content = JSON.stringify(['rollback', body.roundId, body.debitTransactionId]);
      const replayed = replay(id, content, player);
      if (replayed) return replayed;
      const debitId = String(body.debitTransactionId);
      const debit = transactions.get(debitId);
      const round = rounds.get(String(body.roundId));
      if (round?.credited) throw new Refusal(409, 'ROUND_CLOSED', { balance: player.balance });
      if (!debit) {
        // Never received: succeed, move nothing, and refuse that debit should it come late.
        rollbacksOfUnknownDebits.add(debitId);
      } else if (!round?.rolledBack.has(debitId)) {
        player.balance += debit.amount;
        round?.rolledBack.add(debitId);
      }
      record(id, {
        kind: 'rollback',
        content,
        roundId: String(body.roundId),
        amount: 0,
        playerId: player.playerId,
      });
      return txValue(player, id, false);
    },
  };

  function applyDebit(player: FakePlayer, body: Record<string, unknown>) {
    const id = String(body.transactionId);
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      throw new Refusal(400, 'VALIDATION_FAILED');
    }
    const content = JSON.stringify(['debit', body.roundId, amount]);
    const replayed = replay(id, content, player);
    if (replayed) return replayed;
    if (rollbacksOfUnknownDebits.has(id))
      throw new Refusal(409, 'TRANSACTION_ROLLED_BACK', { balance: player.balance });
    if (player.balance < amount) throw new Refusal(422, 'INSUFFICIENT_FUNDS', { balance: player.balance });
    player.balance -= amount;
    record(id, { kind: 'debit', content, roundId: String(body.roundId), amount, playerId: player.playerId });
    const round = rounds.get(String(body.roundId)) ?? {
      playerId: player.playerId,
      debits: new Set<string>(),
      rolledBack: new Set<string>(),
      credited: false,
    };
    round.debits.add(id);
    rounds.set(String(body.roundId), round);
    return txValue(player, id, false);
  }

  app.post<{ Params: { call: string } }>('/vendor/v1/:call', async (req, reply: FastifyReply) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const given = String(req.headers[VENDOR_SIGNATURE_HEADER] ?? '');
    const expected = sign(secret, raw);
    const signed =
      req.headers[VENDOR_CODE_HEADER] === vendorCode &&
      given.length === expected.length &&
      timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    const handler = handlers[req.params.call];
    if (!signed || !handler) {
      return reply.code(401).send({ success: false, code: 'BAD_SIGNATURE', message: 'Bad signature' });
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    // Logged on arrival; the status is filled in when the answer leaves (0 until then).
    const entry = { call: req.params.call, body, status: 0 };
    calls.push(entry);
    try {
      const value = await handler(body);
      entry.status = 200;
      return { success: true, value };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      entry.status = error.status;
      if (error.code === 'BARE') return reply.code(503).send('Service Unavailable');
      return reply.code(error.status).send({
        success: false,
        code: error.code,
        message: error.code,
        ...(error.value ? { value: error.value } : {}),
      });
    }
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: address,
    vendorCode,
    secret,
    players: playerMap,
    faults,
    calls,
    issueLaunchToken(playerId, gameCode = 'lucky-reels') {
      const token = randomBytes(24).toString('base64url');
      launchTokens.set(token, { playerId, gameCode });
      return token;
    },
    expireSessions: () => sessions.clear(),
    close: () => app.close(),
  };
}
