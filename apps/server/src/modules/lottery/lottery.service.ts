import { createHash } from 'node:crypto';
import { AppError } from '@portal/contracts/errors';
import {
  type BetType,
  type Draw,
  formatOddsMilli,
  type LotteryBet,
  type LotteryBetStatus,
  type LotteryGame,
  type OddsValue,
  type PlaceBetsBody,
  type PrizeMode,
} from '@portal/contracts/lottery';
import type { Db, LotteryDrawRow, MemberRow, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { postTransfer } from '../ledger/ledger.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { LOTTERY_HOUSE_KIND, parseResult } from './lottery.engine.ts';
import * as repo from './lottery.repo.ts';
import { currentOdds as currentOddsOf } from './odds-store.ts';
import { canonicalSelection, familyOfBetType, multiplierOf, selectionHints } from './rules/bet-types.ts';
import { drawsToday } from './rules/draw-calendar.ts';
import { drawFromSeeds, seedHashOf } from './rules/fair.ts';
import {
  closeSecondsOf,
  type GameDef,
  gameByCode,
  games,
  LOTTERY_TIME_ZONE,
  launchRouteOf,
  routeOf,
} from './rules/games.ts';
import { type OddsTable, oddsFor } from './rules/odds.ts';
import { sameResult } from './rules/vn-result.ts';

const hhmm = (t: { hour: number; minute: number } | null) =>
  t ? `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}` : null;

/** The public view of a draw: the server seed only once the draw has its result. */
export function toDraw(d: LotteryDrawRow): Draw {
  const revealed = d.status === 'drawn' || d.status === 'settled';
  return {
    drawId: d.id,
    gameCode: d.game_code,
    numero: d.numero,
    status: d.status,
    opensAt: d.opens_at.toISOString(),
    closesAt: d.closes_at.toISOString(),
    drawAt: d.draw_at.toISOString(),
    seedHash: d.seed_hash,
    serverSeed: revealed ? d.server_seed : null,
    clientSeed: d.client_seed,
    nonce: d.nonce,
    result: revealed ? parseResult(d) : null,
    drawnAt: d.drawn_at?.toISOString() ?? null,
    settledAt: d.settled_at?.toISOString() ?? null,
  };
}

const statusOf = (status: string, payout: bigint): LotteryBetStatus =>
  status === 'settled'
    ? payout > 0n
      ? 'won'
      : 'lost'
    : status === 'rolled_back'
      ? 'void'
      : (status as LotteryBetStatus);

export function toBet(r: NonNullable<Awaited<ReturnType<typeof repo.findBet>>>): LotteryBet {
  const payout = BigInt(r.payout);
  return {
    betId: r.bet_id,
    slipId: r.slip_id ?? '',
    drawId: r.draw_id,
    gameCode: r.game_code,
    numero: r.numero,
    betType: r.bet_type as BetType,
    selection: r.selection,
    unitStake: Number(r.unit_stake),
    multiplier: r.multiplier,
    stake: Number(r.stake),
    odds: formatOddsMilli(Number(r.odds_milli)),
    oddsVersion: r.odds_version,
    status: statusOf(r.status, payout),
    payout: Number(payout),
    placedAt: r.placed_at.toISOString(),
    settledAt: r.settled_at?.toISOString() ?? null,
  };
}

type Paging = { page: number; pageSize: number };

/**
 * The lottery for players: catalogue, odds, draws and results, and bets. Bets debit the main
 * wallet through the ledger (one transfer per slip, keyed by the member's request id) and are
 * written with the odds in force, so a later odds change never touches a placed bet.
 */
export function createLotteryService(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsFor'>;
  wallet: Pick<WalletService, 'balance' | 'publishBalance'>;
  closeSeconds?: number | undefined;
  /** Refuses a slip that would pass the member's wager or loss limits (responsible gaming). */
  limits?: { checkStake(member: MemberRow, amount: bigint, tx: Tx): Promise<void> };
}) {
  /** The merchant's current odds table, created from the defaults on first use. */
  const currentOdds = (merchantId: string) => currentOddsOf(deps.db, merchantId);

  function requireGame(code: string): GameDef {
    const g = gameByCode(code);
    if (!g) throw new AppError('NOT_FOUND', `No lottery game ${code}`);
    return g;
  }

  function toGame(g: GameDef, odds: OddsTable): LotteryGame {
    const rule = odds.groups[g.oddsGroup][g.defaultPlayType];
    return {
      gameCode: g.code,
      code: g.code,
      gameName: g.name,
      vendor: g.vendor,
      vassalage: g.vendor,
      accountTypeName: g.vendor,
      gameType: g.gameType,
      family: g.family,
      structure: g.structure,
      region: g.region,
      prizeModes: g.prizeModes,
      source: g.source,
      cadenceSeconds: g.cadenceSeconds,
      drawTime: hhmm(g.drawTime),
      drawDays: g.drawDays,
      timeZone: LOTTERY_TIME_ZONE,
      closeSeconds: closeSecondsOf(g, deps.closeSeconds),
      defaultPlayType: g.defaultPlayType,
      playTypes: [...g.playTypes],
      minBet: (rule?.minStake ?? 0) * multiplierOf(g.defaultPlayType, g.structure),
      isHot: g.isHot ? 1 : 0,
      route: routeOf(g),
    };
  }

  const matchesMode = (g: GameDef, prizeMode: PrizeMode | undefined) =>
    !prizeMode || g.prizeModes.includes(prizeMode);

  async function oddsFromHost(host: string | null) {
    const merchant = await deps.system.settingsFor(host);
    return { merchant, odds: await currentOdds(merchant.id) };
  }

  const menus: { code: string; name: string; pick: (g: GameDef) => boolean }[] = [
    { code: 'NORTH', name: 'Miền Bắc', pick: (g) => g.source === 'official' && g.region === 'north' },
    { code: 'CENTRE', name: 'Miền Trung', pick: (g) => g.source === 'official' && g.region === 'centre' },
    { code: 'SOUTH', name: 'Miền Nam', pick: (g) => g.source === 'official' && g.region === 'south' },
    { code: 'FAST_VN', name: 'Fast regional', pick: (g) => g.source === 'engine' && g.family === 'vn' },
    { code: 'SSC', name: '5D Lotto', pick: (g) => g.family === 'ssc' },
    { code: 'K3', name: 'Fast 3 Dice', pick: (g) => g.family === 'k3' },
  ];

  async function betValue(betIds: string[]) {
    const rows = await Promise.all(betIds.map((id) => repo.findBet(deps.db, id)));
    return rows.filter((r) => r !== undefined).map(toBet);
  }

  let hosts: Map<string, string> | null = null;

  return {
    currentOdds,

    /** A balance event for a member the engine paid (it knows the merchant, not a site). */
    publishBalanceOf: async (memberId: string, merchantId: string) => {
      if (!hosts?.has(merchantId)) {
        hosts = new Map();
        for (const r of await repo.merchantHosts(deps.db))
          if (!hosts.has(r.merchant_id)) hosts.set(r.merchant_id, r.domain);
      }
      await deps.wallet.publishBalance({ id: memberId }, hosts.get(merchantId) ?? null);
    },

    /** Spec 7 `/lgw/vn/games/game_menu`: menus by region and family, today's draws first. */
    async gameMenu(host: string | null, q: { prizeMode?: PrizeMode | undefined }) {
      const { odds } = await oddsFromHost(host);
      const now = deps.clock.now();
      const list = menus
        .map((m) => {
          const picked = games.filter((g) => m.pick(g) && matchesMode(g, q.prizeMode));
          const withToday = picked.map((g) => ({ ...toGame(g, odds.table), drawsToday: drawsToday(g, now) }));
          withToday.sort((a, b) => Number(b.drawsToday) - Number(a.drawsToday));
          return { menuCode: m.code, menuName: m.name, games: withToday };
        })
        .filter((m) => m.games.length > 0);
      return { serverTime: now.toISOString(), list };
    },

    /** Spec 7 `/lgw/vn/games/game_menu/recent`: the games this member bet on, latest first. */
    async recent(member: MemberRow, host: string | null) {
      const { odds } = await oddsFromHost(host);
      const rows = await repo.recentGames(deps.db, member.id, 20);
      return {
        list: rows.flatMap((r) => {
          const g = gameByCode(r.game_code);
          return g
            ? [{ ...toGame(g, odds.table), lastBetAt: new Date(r.last as Date | string).toISOString() }]
            : [];
        }),
      };
    },

    /** Spec 7 `/lgw/games/popular`: most bets over the last day, then the hot games. */
    async popular(host: string | null, q: { count: number; prizeMode?: PrizeMode | undefined }) {
      const { odds } = await oddsFromHost(host);
      const since = new Date(deps.clock.now().getTime() - 86_400_000);
      const counts = new Map(
        (await repo.betCountsSince(deps.db, since)).map((r) => [r.game_code, Number(r.n)]),
      );
      const ranked = games
        .filter((g) => matchesMode(g, q.prizeMode))
        .map((g, order) => ({ g, order, n: counts.get(g.code) ?? 0 }))
        .sort((a, b) => b.n - a.n || Number(b.g.isHot) - Number(a.g.isHot) || a.order - b.order)
        .slice(0, q.count);
      return { list: ranked.map(({ g, n }) => ({ ...toGame(g, odds.table), betCount: n })) };
    },

    /**
     * Spec 7 e-lottery lobby launch: the lottery is in-house, so the answer is a page of this
     * site, chosen by the game and the prize mode (`launchRouteOf`). A game outside the asked
     * prize mode is not offered there.
     */
    async launch(q: {
      prizeMode?: PrizeMode | undefined;
      gameCode?: string | undefined;
      view: 'betting' | 'lobby';
      backUrl?: string | undefined;
    }) {
      const g = q.gameCode ? requireGame(q.gameCode) : null;
      if (g && q.prizeMode && !g.prizeModes.includes(q.prizeMode))
        throw new AppError('NOT_FOUND', `No lottery game ${g.code} in prize mode ${q.prizeMode}`);
      let url = launchRouteOf(g, q.prizeMode, q.view);
      if (q.backUrl) url += `${url.includes('?') ? '&' : '?'}backUrl=${encodeURIComponent(q.backUrl)}`;
      return { game_url: url, gameCode: g?.code ?? null, playType: g?.defaultPlayType ?? null, view: q.view };
    },

    async odds(host: string | null, gameCode: string): Promise<OddsValue> {
      const g = requireGame(gameCode);
      const { merchant, odds } = await oddsFromHost(host);
      const group = odds.table.groups[g.oddsGroup];
      return {
        gameCode: g.code,
        oddsGroup: g.oddsGroup,
        oddsVersion: odds.version,
        currency: merchant.info.brand.currency,
        currencySymbol: merchant.info.brand.currencySymbol,
        exponent: merchant.currencyExponent,
        maxStakePerDraw: odds.table.maxStakePerDraw,
        list: g.playTypes.flatMap((betType) => {
          const rule = group[betType];
          if (!rule) return [];
          const entry = (oddsMilli: number, selection: string | null) => ({
            betType,
            selection,
            odds: formatOddsMilli(oddsMilli),
            oddsMilli,
            multiplier: multiplierOf(betType, g.structure),
            minStake: rule.minStake,
            maxStake: rule.maxStake,
            selectionHint: selectionHints[betType],
          });
          return [
            entry(rule.oddsMilli, null),
            ...Object.entries(rule.bySelection ?? {}).map(([s, milli]) => entry(milli, s)),
          ];
        }),
      };
    },

    /** Spec 7 `/lgw/vn/numeros/opened/game`: the latest drawn numeros of a game, newest first. */
    async openedNumeros(q: { gameCode?: string | undefined; count: number; before?: string | undefined }) {
      const g = q.gameCode ? requireGame(q.gameCode) : null;
      const rows = await repo.drawnDraws(deps.db, g?.code, q.count, q.before);
      return { gameCode: g?.code ?? null, list: rows.map(toDraw) };
    },

    /** Spec 7 `/lotto/lgw/games/opened/numero`: the draw taking bets and the last result. */
    async openedNumero(q: { gameCode: string }) {
      const g = requireGame(q.gameCode);
      const [current, last] = await Promise.all([
        repo.currentDraw(deps.db, g.code),
        repo.drawnDraws(deps.db, g.code, 1),
      ]);
      return {
        serverTime: deps.clock.now().toISOString(),
        gameCode: g.code,
        current: current ? toDraw(current) : null,
        last: last[0] ? toDraw(last[0]) : null,
      };
    },

    /** Recomputes an engine draw from its revealed seed: anyone can check the published hash. */
    async verify(drawId: string) {
      const d = await repo.findDraw(deps.db, drawId);
      const g = d ? gameByCode(d.game_code) : undefined;
      if (!d || !g) throw new AppError('NOT_FOUND', 'No such draw');
      const result = parseResult(d);
      if (
        !result ||
        d.source !== 'engine' ||
        !d.server_seed ||
        !d.seed_hash ||
        !d.client_seed ||
        d.nonce === null
      )
        throw new AppError('INVALID_STATE', 'Only in-house draws that have been drawn can be verified');
      const recomputed = drawFromSeeds(g.family, g.structure, {
        serverSeed: d.server_seed,
        clientSeed: d.client_seed,
        nonce: d.nonce,
      });
      return {
        drawId: d.id,
        gameCode: d.game_code,
        numero: d.numero,
        seedHash: d.seed_hash,
        serverSeed: d.server_seed,
        clientSeed: d.client_seed,
        nonce: d.nonce,
        hashMatches: seedHashOf(d.server_seed) === d.seed_hash,
        resultMatches: sameResult(recomputed, result),
        result,
      };
    },

    /**
     * Places a slip: every bet checked (game family, selection, offered, limits), the odds
     * version the player saw still current, the draw open; then one transaction debits the
     * total, checks the member's per-draw ceiling under the wallet's row lock, and writes the
     * slip and its bets. The same requestId again returns the first slip and moves nothing.
     */
    async placeBets(member: MemberRow, host: string | null, body: PlaceBetsBody) {
      const merchant = await deps.system.settingsFor(host);
      const currency = merchant.info.brand.currency;
      const draw = await repo.findDraw(deps.db, body.drawId);
      if (!draw) throw new AppError('NOT_FOUND', 'No such draw');
      const g = requireGame(draw.game_code);

      const lines = body.bets.map((line, index) => {
        if (familyOfBetType(line.betType) !== g.family)
          throw new AppError(
            'INVALID_BET',
            `Bet ${index + 1}: ${line.betType} is not a bet of ${g.name}`,
            422,
            {
              index,
            },
          );
        const selection = canonicalSelection(line.betType, line.selection);
        if (selection === null)
          throw new AppError(
            'INVALID_BET',
            `Bet ${index + 1}: '${line.selection}' is not a ${line.betType} selection (${selectionHints[line.betType]})`,
            422,
            { index },
          );
        return { ...line, selection };
      });
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([draw.id, lines.map((l) => [l.betType, l.selection, l.unitStake])]))
        .digest('hex');

      const replay = async () => {
        const slip = await repo.findSlip(deps.db, member.id, body.requestId);
        if (!slip) return null;
        if (slip.fingerprint !== fingerprint)
          throw new AppError('IDEMPOTENCY_CONFLICT', 'This request id was already used for a different slip');
        const bets = (await repo.betsOfSlip(deps.db, slip.id)).map(toBet);
        return {
          slipId: slip.id,
          replayed: true,
          drawId: slip.draw_id,
          numero: draw.numero,
          totalStake: Number(slip.total_stake),
          sumBalance: (await deps.wallet.balance(member, host)).sumBalance,
          bets,
        };
      };
      const first = await replay();
      if (first) return first;

      const odds = await currentOdds(merchant.id);
      if (body.oddsVersion !== odds.version)
        throw new AppError(
          'ODDS_CHANGED',
          'The odds have changed; please check them and place the slip again',
          409,
          {
            oddsVersion: odds.version,
          },
        );
      const priced = lines.map((line, index) => {
        const rule = oddsFor(odds.table, g.oddsGroup, line.betType, line.selection);
        if (!rule)
          throw new AppError(
            'INVALID_BET',
            `Bet ${index + 1}: ${line.betType} is not offered on ${g.name}`,
            422,
            {
              index,
            },
          );
        if (line.unitStake < rule.minStake || line.unitStake > rule.maxStake)
          throw new AppError(
            'BET_LIMIT',
            `Bet ${index + 1}: the stake is outside the limits of ${line.betType}`,
            422,
            {
              index,
              minStake: rule.minStake,
              maxStake: rule.maxStake,
            },
          );
        const multiplier = multiplierOf(line.betType, g.structure);
        const unitStake = BigInt(line.unitStake);
        return {
          betType: line.betType,
          selection: line.selection,
          unitStake,
          multiplier,
          oddsMilli: BigInt(rule.effectiveMilli),
          stake: unitStake * BigInt(multiplier),
        };
      });
      const total = priced.reduce((n, b) => n + b.stake, 0n);
      if (total > BigInt(odds.table.maxStakePerDraw))
        throw new AppError('BET_LIMIT', 'The slip is above the most you may stake on one draw', 422, {
          maxStakePerDraw: odds.table.maxStakePerDraw,
        });

      const placed = await deps.db
        .transaction()
        .execute(async (tx) => {
          const now = deps.clock.now();
          const locked = await repo.lockDrawForBetting(tx, draw.id);
          if (locked?.status !== 'open' || now < locked.opens_at || now >= locked.closes_at)
            throw new AppError('DRAW_CLOSED', `${g.name} ${draw.numero} is not taking bets`, 409, {
              status: locked?.status,
              closesAt: locked?.closes_at.toISOString(),
            });
          const transfer = await postTransfer(tx, {
            merchantId: merchant.id,
            key: `lottery_bet:${member.id}:${body.requestId}`,
            type: 'bet',
            memberId: member.id,
            memo: { round: `${g.code}:${draw.numero}`, draw: draw.id },
            postings: [
              { account: { owner: 'member', memberId: member.id, kind: 'main', currency }, amount: -total },
              { account: { owner: 'house', kind: LOTTERY_HOUSE_KIND, currency }, amount: total },
            ],
          });
          // A concurrent copy of this request committed first: answer with its slip.
          if (transfer.replayed) return null;
          // Under the wallet's row lock, like the per-draw ceiling: slips are counted one at a time.
          await deps.limits?.checkStake(member, total, tx);
          // The wallet row is locked by the debit, so this member's slips are counted one at a time.
          const before = await repo.openStakeOnDraw(tx, member.id, draw.id);
          if (before + total > BigInt(odds.table.maxStakePerDraw))
            throw new AppError('BET_LIMIT', 'The slip is above the most you may stake on one draw', 422, {
              maxStakePerDraw: odds.table.maxStakePerDraw,
              staked: Number(before),
            });
          const slip = await repo.insertSlip(tx, {
            merchant_id: merchant.id,
            member_id: member.id,
            draw_id: draw.id,
            request_id: body.requestId,
            fingerprint,
            total_stake: total.toString(),
            bet_count: priced.length,
            transfer_id: transfer.transferId,
          });
          const betIds = await repo.insertBets(
            tx,
            {
              merchantId: merchant.id,
              memberId: member.id,
              drawId: draw.id,
              slipId: slip.id,
              gameCode: g.code,
              gameName: g.name,
              vendor: g.vendor,
              currency,
              oddsVersion: odds.version,
              placedAt: now,
            },
            priced,
          );
          return { slipId: slip.id, betIds };
        })
        .catch(async (error: unknown) => {
          // The unique (member, request id) of a slip raced by a concurrent copy.
          if (error instanceof Error && /lottery_slip_request|ledger_transfer_key/.test(error.message))
            return null;
          throw error;
        });
      if (!placed) {
        const again = await replay();
        if (!again) throw new AppError('CONFLICT', 'Please try again');
        return again;
      }
      await deps.wallet.publishBalance(member, host);
      return {
        slipId: placed.slipId,
        replayed: false,
        drawId: draw.id,
        numero: draw.numero,
        totalStake: Number(total),
        sumBalance: (await deps.wallet.balance(member, host)).sumBalance,
        bets: await betValue(placed.betIds),
      };
    },

    /**
     * Cancels an open bet before its draw closes and refunds its stake, once: the bet leaves
     * 'open' in the same transaction as the refund keyed by the bet. Cancelling again answers
     * with the cancelled bet and refunds nothing.
     */
    async cancelBet(member: MemberRow, host: string | null, body: { betId: string }) {
      const bet = await repo.findBet(deps.db, body.betId);
      // Another member's bet reads exactly like a missing one.
      if (!bet || bet.member_id !== member.id) throw new AppError('NOT_FOUND', 'No such bet');
      const answer = async (refunded: boolean) => {
        const now = await repo.findBet(deps.db, body.betId);
        if (!now) throw new AppError('NOT_FOUND', 'No such bet');
        return {
          bet: toBet(now),
          refunded,
          sumBalance: (await deps.wallet.balance(member, host)).sumBalance,
        };
      };
      if (bet.status === 'cancelled') return answer(false);
      if (bet.status !== 'open') throw new AppError('INVALID_STATE', 'This bet is already settled');
      const refunded = await deps.db.transaction().execute(async (tx) => {
        const now = deps.clock.now();
        const draw = await repo.lockDrawForBetting(tx, bet.draw_id);
        if (draw?.status !== 'open' || now >= draw.closes_at)
          throw new AppError(
            'DRAW_CLOSED',
            'Betting on this draw has closed; the bet can no longer be cancelled',
            409,
          );
        const cancelled = await repo.cancelOpenBet(tx, bet.bet_id, member.id, now);
        if (!cancelled) return false; // A concurrent cancel got there first.
        const stake = BigInt(cancelled.stake);
        await postTransfer(tx, {
          merchantId: cancelled.merchant_id,
          key: `lottery_cancel:${bet.bet_id}`,
          type: 'bet_refund',
          memberId: member.id,
          memo: { round: `${bet.game_code}:${bet.numero}`, bet: bet.bet_id },
          postings: [
            {
              account: { owner: 'house', kind: LOTTERY_HOUSE_KIND, currency: cancelled.currency },
              amount: -stake,
            },
            {
              account: { owner: 'member', memberId: member.id, kind: 'main', currency: cancelled.currency },
              amount: stake,
            },
          ],
        });
        return true;
      });
      if (refunded) await deps.wallet.publishBalance(member, host);
      return answer(refunded);
    },

    /** The member's lottery bets, newest first. */
    async myBets(
      member: MemberRow,
      q: Paging & {
        gameCode?: string | undefined;
        drawId?: string | undefined;
        status?: LotteryBetStatus | undefined;
      },
    ) {
      const { rows, total } = await repo.memberBets(
        deps.db,
        { memberId: member.id, gameCode: q.gameCode, drawId: q.drawId, status: q.status },
        q.pageSize,
        (q.page - 1) * q.pageSize,
      );
      return { list: rows.map(toBet), page: q.page, pageSize: q.pageSize, total };
    },
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
