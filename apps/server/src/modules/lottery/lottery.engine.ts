import { AppError } from '@portal/contracts/errors';
import { type DrawResult, drawResultSchema } from '@portal/contracts/lottery';
import type { Db, LotteryDrawRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Hub } from '../../lib/hub.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import * as repo from './lottery.repo.ts';
import { slotOfNumero, slotsBetween } from './rules/draw-calendar.ts';
import { clientSeedOf, drawFromSeeds, newServerSeed, seedHashOf } from './rules/fair.ts';
import { type GameDef, gameByCode, games } from './rules/games.ts';
import { winTable, xienPool } from './rules/settle.ts';
import { normalizeResult, sameResult, vnResultProblems } from './rules/vn-result.ts';

/** The house side of every lottery movement: stakes in, payouts and refunds out. */
export const LOTTERY_HOUSE_KIND = 'lottery';

/** Fast draws are created this far ahead; official ones a week ahead (one draw per province). */
const ENGINE_HORIZON_MS = 15 * 60_000;
const OFFICIAL_HORIZON_MS = 8 * 86_400_000;
/** How often the engine looks for draws to create. */
const ENSURE_EVERY_MS = 30_000;
/**
 * Bets per settlement chunk. A chunk is one transaction: bigger chunks mean fewer passes over
 * the bet table and fewer ledger entries (one per winning member per chunk); wallets stay
 * locked only for the chunk's credit, not its bet update.
 */
export const DEFAULT_CHUNK_SIZE = 500_000;

export type SettleOptions = {
  /** Called inside each chunk's transaction after its credits: a throw rolls that chunk back. */
  onChunk?: (chunkNo: number) => void | Promise<void>;
};
export type SettleReport = {
  drawId: string;
  /** Bets this run moved from open to settled (0 when everything was settled before). */
  betsSettled: number;
  payout: bigint;
  transfers: number;
  chunks: number;
  finished: boolean;
};

export type EngineDeps = {
  db: Db;
  clock: Clock;
  hub: Pick<Hub, 'toAll'>;
  /** Tells a member's open tabs their new balance. */
  publishBalance: (memberId: string, merchantId: string) => Promise<void>;
  /** Overrides how many seconds before the draw fast games stop taking bets. */
  closeSeconds?: number | undefined;
  chunkSize?: number;
  /** Chunks settled at once, each on its own connection (PostgreSQL; PGlite runs one at a time). */
  settleConcurrency?: number;
  log?: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
};

/** A stored result, read back through its schema. */
export const parseResult = (draw: Pick<LotteryDrawRow, 'result'>): DrawResult | null =>
  draw.result ? normalizeResult(drawResultSchema.parse(draw.result)) : null;

/**
 * The draw engine. Every step moves draws from one stored state to the next with a
 * conditional update, so running a step twice, or two nodes running it, changes nothing the
 * second time, and a crash leaves each draw in a state the next run continues from:
 * scheduled → open → closed → drawn → settled (→ notified), or cancelled with refunds.
 */
export function createLotteryEngine(deps: EngineDeps) {
  const chunkSize = deps.chunkSize ?? DEFAULT_CHUNK_SIZE;
  let lastEnsure = 0;

  function newDrawRow(g: GameDef, slot: ReturnType<typeof slotsBetween>[number]): repo.NewDraw {
    const engine = g.source === 'engine';
    const serverSeed = engine ? newServerSeed() : null;
    return {
      game_code: g.code,
      numero: slot.numero,
      source: g.source,
      opens_at: slot.opensAt,
      closes_at: slot.closesAt,
      draw_at: slot.drawAt,
      server_seed: serverSeed,
      seed_hash: serverSeed ? seedHashOf(serverSeed) : null,
      client_seed: engine ? clientSeedOf(g.code, slot.numero) : null,
      nonce: engine ? 0 : null,
    };
  }

  /** Creates the coming draws of every game (those that exist are left alone). */
  async function ensureDraws(db: Db, now: Date): Promise<number> {
    const latest = new Map(
      (await repo.latestPendingDrawAt(db)).map((r) => [r.game_code, new Date(r.last as Date | string)]),
    );
    const rows: repo.NewDraw[] = [];
    for (const g of games) {
      const horizon = now.getTime() + (g.source === 'engine' ? ENGINE_HORIZON_MS : OFFICIAL_HORIZON_MS);
      const known = latest.get(g.code);
      // Only what lies beyond the last created draw; never a draw already past.
      const from = known && known.getTime() > now.getTime() ? known : now;
      if (from.getTime() >= horizon - (g.cadenceSeconds ?? 0) * 1000 && known) continue;
      for (const slot of slotsBetween(g, from, new Date(horizon), deps.closeSeconds))
        rows.push(newDrawRow(g, slot));
    }
    let created = 0;
    for (let i = 0; i < rows.length; i += 500) created += await repo.insertDraws(db, rows.slice(i, i + 500));
    return created;
  }

  /** Opens draws whose time has come, then closes those past their close time. */
  async function openAndClose(db: Db, now: Date) {
    const opened = await repo.advanceDue(db, 'scheduled', 'open', 'opens_at', now);
    const closed = await repo.advanceDue(db, 'open', 'closed', 'closes_at', now);
    return { opened: opened.length, closed: closed.length };
  }

  /** Draws every closed engine draw past its time from its committed seed. */
  async function drawDue(db: Db, now: Date): Promise<string[]> {
    const drawn: string[] = [];
    for (const d of await repo.engineDrawsDue(db, now)) {
      const g = gameByCode(d.game_code);
      if (!g || !d.server_seed || !d.client_seed || d.nonce === null) {
        deps.log?.warn({ drawId: d.id, game: d.game_code }, 'draw cannot be drawn: unknown game or no seed');
        continue;
      }
      const result = drawFromSeeds(g.family, g.structure, {
        serverSeed: d.server_seed,
        clientSeed: d.client_seed,
        nonce: d.nonce,
      });
      if (await repo.markDrawn(db, d.id, result, now)) drawn.push(d.id);
    }
    return drawn;
  }

  /**
   * Settles one drawn draw. Its bets are split into member-range chunks (planned once and
   * stored); each chunk in one transaction takes its pending chunk row, settles its open bets
   * in one statement, and credits the winners in one balanced ledger transfer keyed
   * `lottery_settle:<draw>:<chunk>:<currency>`. A bet leaves 'open' only together with the
   * credit of its payout, and a chunk is done only once, so every bet is paid exactly once
   * however often this runs or wherever it stopped.
   */
  async function settleDraw(db: Db, drawId: string, options: SettleOptions = {}): Promise<SettleReport> {
    const report: SettleReport = {
      drawId,
      betsSettled: 0,
      payout: 0n,
      transfers: 0,
      chunks: 0,
      finished: false,
    };
    const draw = await repo.findDraw(db, drawId);
    if (draw?.status !== 'drawn') return report;
    const result = parseResult(draw);
    if (!result) throw new Error(`draw ${drawId} is drawn without a result`);
    const table = winTable(result);
    const win: repo.WinTableArrays = {
      betTypes: table.map((w) => w.betType),
      selections: table.map((w) => w.selection),
      hits: table.map((w) => w.hits),
      xienPool: xienPool(result),
    };
    const now = deps.clock.now();
    await db.transaction().execute((tx) => repo.planChunks(tx, drawId, chunkSize, now));
    const settleChunk = async (chunk: { chunk_no: number }) => {
      await db.transaction().execute(async (tx) => {
        const claimed = await repo.claimChunk(tx, drawId, chunk.chunk_no, now);
        if (!claimed) return; // Another run settled it meanwhile.
        await repo.settlementSession(tx);
        const rows = await repo.settleBets(
          tx,
          drawId,
          { from: claimed.member_from, to: claimed.member_to },
          win,
          now,
        );
        let bets = 0;
        let stake = 0n;
        let payout = 0n;
        let transfers = 0;
        let firstTransfer: string | null = null;
        const groups = new Map<string, typeof rows>();
        for (const r of rows) {
          bets += r.bets;
          stake += BigInt(r.stake);
          const key = `${r.merchant_id}|${r.currency}`;
          groups.set(key, [...(groups.get(key) ?? []), r]);
        }
        for (const group of groups.values()) {
          const winners = group.filter((r) => BigInt(r.payout) > 0n);
          const total = winners.reduce((n, r) => n + BigInt(r.payout), 0n);
          const head = group[0];
          if (!head || total === 0n) continue;
          const transfer = await postTransfer(tx, {
            merchantId: head.merchant_id,
            key: `lottery_settle:${drawId}:${chunk.chunk_no}:${head.currency}`,
            type: 'bet_payout',
            memo: { round: `${draw.game_code}:${draw.numero}`, draw: drawId, chunk: chunk.chunk_no },
            postings: [
              {
                account: { owner: 'house', kind: LOTTERY_HOUSE_KIND, currency: head.currency },
                amount: -total,
              },
              ...winners.map((r) => ({
                account: {
                  owner: 'member' as const,
                  memberId: r.member_id,
                  kind: 'main',
                  currency: r.currency,
                },
                amount: BigInt(r.payout),
              })),
            ],
          });
          if (transfer.replayed)
            throw new Error(`settlement transfer of draw ${drawId} chunk ${chunk.chunk_no} replayed`);
          firstTransfer ??= transfer.transferId;
          payout += total;
          transfers++;
        }
        await repo.recordChunk(tx, drawId, chunk.chunk_no, {
          bets,
          stake,
          payout,
          transferId: firstTransfer,
        });
        await options.onChunk?.(chunk.chunk_no);
        report.betsSettled += bets;
        report.payout += payout;
        report.transfers += transfers;
        report.chunks++;
      });
    };
    // Chunks are disjoint member ranges and the ledger locks accounts in id order, so chunks
    // running at once neither overlap nor deadlock.
    const queue = await repo.pendingChunks(db, drawId);
    const workers = Array.from(
      { length: Math.max(1, Math.min(deps.settleConcurrency ?? 1, queue.length)) },
      async () => {
        for (let chunk = queue.shift(); chunk; chunk = queue.shift()) await settleChunk(chunk);
      },
    );
    // Every worker ends before a failure is reported: nothing keeps running behind the caller.
    const failed = (await Promise.allSettled(workers)).find((w) => w.status === 'rejected');
    if (failed) throw failed.reason;
    const finished = await db.transaction().execute((tx) => repo.finishDraw(tx, drawId, now));
    report.finished = Boolean(finished);
    if (finished)
      deps.log?.info(
        { drawId, bets: finished.bet_count, stake: finished.stake_total, payout: finished.payout_total },
        'draw settled',
      );
    return report;
  }

  async function settleDue(db: Db): Promise<SettleReport[]> {
    const reports: SettleReport[] = [];
    for (const d of await repo.drawsToSettle(db)) reports.push(await settleDraw(db, d.id));
    return reports;
  }

  /** Pushes each settled draw's result to everyone and new balances to its winners, once. */
  async function notifyDue(db: Db): Promise<number> {
    const due = await repo.drawsToNotify(db);
    for (const d of due) {
      const result = parseResult(d);
      if (result)
        await deps.hub.toAll({
          type: 'draw.result',
          value: {
            drawId: d.id,
            gameCode: d.game_code,
            numero: d.numero,
            result,
            drawnAt: (d.drawn_at ?? d.draw_at).toISOString(),
          },
        });
      for (const w of await repo.winnersOfDraw(db, d.id)) {
        await deps.publishBalance(w.member_id, w.merchant_id).catch((err: unknown) => {
          deps.log?.warn({ err, memberId: w.member_id }, 'balance event not sent');
        });
      }
      await repo.markNotified(db, d.id, deps.clock.now());
    }
    return due.length;
  }

  /** One pass of every step, in order. Safe to run at any time, as often as wanted. */
  async function tick(db: Db = deps.db, now: Date = deps.clock.now()) {
    let created = 0;
    if (now.getTime() - lastEnsure >= ENSURE_EVERY_MS || now.getTime() < lastEnsure) {
      created = await ensureDraws(db, now);
      lastEnsure = now.getTime();
    }
    const moved = await openAndClose(db, now);
    const drawn = await drawDue(db, now);
    const settled = await settleDue(db);
    const notified = await notifyDue(db);
    return {
      created,
      ...moved,
      drawn: drawn.length,
      settled: settled.filter((s) => s.finished).length,
      notified,
    };
  }

  /**
   * Stores an official result (operator import) and settles the draw. The draw must be past
   * its close; importing the same result again is a no-op, a different one is refused.
   */
  async function importResult(
    db: Db,
    entry: { gameCode: string; numero: string; result: DrawResult },
  ): Promise<{ drawId: string; status: 'imported' | 'unchanged'; settle: SettleReport | null }> {
    const g = gameByCode(entry.gameCode);
    if (g?.source !== 'official')
      throw new AppError('NOT_FOUND', `${entry.gameCode} is not an official regional game`);
    if (entry.result.kind !== 'vn' || entry.result.structure !== g.structure)
      throw new AppError('VALIDATION_FAILED', `${g.code} results have the ${g.structure} structure`);
    const problems = vnResultProblems(entry.result);
    if (problems.length)
      throw new AppError('VALIDATION_FAILED', `${g.code} ${entry.numero}: ${problems.join('; ')}`);
    const slot = slotOfNumero(g, entry.numero, deps.closeSeconds);
    if (!slot) throw new AppError('VALIDATION_FAILED', `${g.code} does not draw on ${entry.numero}`);
    const now = deps.clock.now();
    if (now < slot.closesAt)
      throw new AppError(
        'INVALID_STATE',
        `${g.code} ${entry.numero} still takes bets until ${slot.closesAt.toISOString()}`,
      );
    const same = (stored: Pick<LotteryDrawRow, 'result'>) => {
      const parsed = parseResult(stored);
      return parsed !== null && sameResult(parsed, entry.result);
    };
    let draw = await repo.findDrawByNumero(db, g.code, entry.numero);
    let status: 'imported' | 'unchanged' = 'imported';
    if (!draw) {
      const inserted = await repo.insertImportedDraw(db, {
        ...newDrawRow(g, slot),
        result: JSON.stringify(entry.result),
        drawn_at: now,
      });
      draw = await repo.findDrawByNumero(db, g.code, entry.numero);
      if (!inserted && draw && !same(draw))
        throw new AppError('CONFLICT', `${g.code} ${entry.numero} already has a different result`);
    } else if (draw.status === 'cancelled') {
      throw new AppError('INVALID_STATE', `${g.code} ${entry.numero} was cancelled and refunded`);
    } else if (draw.status === 'drawn' || draw.status === 'settled') {
      if (!same(draw))
        throw new AppError('CONFLICT', `${g.code} ${entry.numero} already has a different result`);
      status = 'unchanged';
    } else if (!(await repo.storeImportedResult(db, draw.id, entry.result, now))) {
      throw new AppError('INVALID_STATE', `${g.code} ${entry.numero} cannot take a result now`);
    }
    if (!draw) throw new Error('imported draw not found');
    const settle = await settleDraw(db, draw.id);
    await notifyDue(db);
    return { drawId: draw.id, status, settle };
  }

  /**
   * Cancels a draw that has no result yet and refunds every open bet on it, per merchant and
   * currency in one balanced transfer each (keyed by the draw, so once).
   */
  async function cancelDraw(db: Db, drawId: string): Promise<{ refunded: number; amount: bigint }> {
    const now = deps.clock.now();
    const outcome = await db.transaction().execute(async (tx) => {
      const draw = await repo.findDraw(tx, drawId);
      if (!draw) throw new AppError('NOT_FOUND', `No draw ${drawId}`);
      if (!(await repo.cancelDraw(tx, drawId)))
        throw new AppError(
          'INVALID_STATE',
          `Draw ${drawId} is ${draw.status}; only a draw without a result can be cancelled`,
        );
      const rows = await repo.voidOpenBets(tx, drawId, now);
      const groups = new Map<string, typeof rows>();
      for (const r of rows)
        groups.set(`${r.merchant_id}|${r.currency}`, [
          ...(groups.get(`${r.merchant_id}|${r.currency}`) ?? []),
          r,
        ]);
      let amount = 0n;
      for (const group of groups.values()) {
        const head = group[0];
        if (!head) continue;
        const total = group.reduce((n, r) => n + BigInt(r.stake), 0n);
        await postTransfer(tx, {
          merchantId: head.merchant_id,
          key: `lottery_void:${drawId}:${head.currency}`,
          type: 'bet_refund',
          memo: { round: `${draw.game_code}:${draw.numero}`, draw: drawId, reason: 'draw cancelled' },
          postings: [
            {
              account: { owner: 'house', kind: LOTTERY_HOUSE_KIND, currency: head.currency },
              amount: -total,
            },
            ...group.map((r) => ({
              account: {
                owner: 'member' as const,
                memberId: r.member_id,
                kind: 'main',
                currency: r.currency,
              },
              amount: BigInt(r.stake),
            })),
          ],
        });
        amount += total;
      }
      return { rows, amount };
    });
    for (const r of outcome.rows)
      await deps.publishBalance(r.member_id, r.merchant_id).catch(() => undefined);
    return { refunded: outcome.rows.length, amount: outcome.amount };
  }

  return {
    ensureDraws,
    openAndClose,
    drawDue,
    settleDraw,
    settleDue,
    notifyDue,
    tick,
    importResult,
    cancelDraw,
  };
}
export type LotteryEngine = ReturnType<typeof createLotteryEngine>;
