import { AppError } from '@portal/contracts/errors';
import {
  COOLING_OFF_HOURS,
  type ExclusionBody,
  type ExclusionValue,
  exclusionEnd,
  type LimitErrorValue,
  type LimitKind,
  type LimitPeriod,
  limitKinds,
  limitPeriods,
  type PlayerLimit,
  type RealityCheckValue,
  type ResponsibleGamingValue,
  type SetLimitBody,
} from '@portal/contracts/responsible-gaming';
import type { Db, MemberRow, PlayerLimitRow, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { verifyPassword } from '../identity/password-hasher.ts';
import type { FieldCipher } from '../identity/rsa-keys.ts';
import type { SessionService } from '../identity/session.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { DailyTimeService } from './daily-time.service.ts';
import { dailyTimeInForce } from './daily-time.ts';
import * as repo from './rg.repo.ts';
import { sessionEndsAt, sessionLimitInForce, sessionLimitView } from './session-limit.ts';

const HOUR_MS = 3_600_000;
/**
 * A member's limits are read at most this often per node by the money paths (every game
 * debit asks): a change on this node applies at once, on another within this time.
 */
const LIMITS_CACHE_MS = 2_000;

type Member = Pick<MemberRow, 'id' | 'merchant_id'>;
type Limits = ReturnType<typeof effectiveLimits>;

/** The limit in force at `now` of each row: a waiting raise or removal applies once its time has come. */
function effectiveLimits(rows: readonly PlayerLimitRow[], now: Date) {
  return rows.flatMap((row) => {
    const due = row.pending_from !== null && row.pending_from <= now;
    const amount = due ? row.pending_amount : row.amount;
    return amount === null ? [] : [{ kind: row.kind, period: row.period, amount: BigInt(amount) }];
  });
}

/**
 * What setting a limit to `wanted` does to its row: a first limit, a lower one or the one in
 * force again applies at once (and drops a waiting raise); a raise or a removal waits for the
 * cooling-off, and asking for the same change again keeps its original time.
 */
export function nextLimitState(
  row: { amount: bigint | null; pending: { amount: bigint | null; from: Date } | null },
  wanted: bigint | null,
  now: Date,
): { amount: bigint | null; pending: { amount: bigint | null; from: Date } | null } {
  // A pending change whose time has come is the limit in force.
  const current = row.pending && row.pending.from <= now ? row.pending.amount : row.amount;
  const waiting = row.pending && row.pending.from > now ? row.pending : null;
  if (current === null || (wanted !== null && wanted <= current)) return { amount: wanted, pending: null };
  if (waiting && waiting.amount === wanted) return { amount: current, pending: waiting };
  return {
    amount: current,
    pending: { amount: wanted, from: new Date(now.getTime() + COOLING_OFF_HOURS * HOUR_MS) },
  };
}

/** A limit in minutes as the member row keeps it: in force, and a change waiting from a time. */
type MinutesLimit = { minutes: number | null; pending: number | null; pendingFrom: Date | null };

/**
 * `nextLimitState` for a limit in minutes (the session-time and daily time limits): what the
 * member row keeps after asking for `wanted`, given the limit in force at `now`.
 */
export function nextMinutesLimit(
  row: MinutesLimit,
  inForce: number | null,
  wanted: number | null,
  now: Date,
): MinutesLimit {
  const big = (n: number | null) => (n === null ? null : BigInt(n));
  const waiting =
    row.pendingFrom && row.pendingFrom > now ? { amount: big(row.pending), from: row.pendingFrom } : null;
  const next = nextLimitState({ amount: big(inForce), pending: waiting }, big(wanted), now);
  return {
    minutes: next.amount === null ? null : Number(next.amount),
    pending: next.pending?.amount == null ? null : Number(next.pending.amount),
    pendingFrom: next.pending?.from ?? null,
  };
}

const periodWords: Record<LimitPeriod, string> = { day: '24-hour', week: '7-day', month: '30-day' };

function limitError(kind: LimitKind, period: LimitPeriod, amount: bigint, used: bigint) {
  const value: LimitErrorValue = { kind, period, amount: Number(amount), used: Number(used) };
  return new AppError(
    'PLAYER_LIMIT',
    `This would pass your ${periodWords[period]} ${kind} limit`,
    403,
    value,
  );
}

/**
 * Player protection: limits, reality checks, time-outs and self-exclusion
 * (packages/contracts/src/responsible-gaming.ts). The money paths ask `checkDeposit` and
 * `checkStake` before they move anything.
 */
export function createResponsibleGamingService(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsById'>;
  cipher: FieldCipher;
  sessions: Pick<SessionService, 'revokeAll'>;
  limiter: RateLimiter;
  dailyTime: DailyTimeService;
}) {
  const limitsCache = createTtlCache<string, PlayerLimitRow[]>(LIMITS_CACHE_MS, deps.clock, 50_000);
  // Read through the caller's transaction when it has one: PGlite has one connection only.
  const limitsFor = (db: Tx, memberId: string) =>
    limitsCache.get(memberId, () => repo.limitsOf(db, memberId));
  const brandOf = async (member: Member) => (await deps.system.settingsById(member.merchant_id)).info.brand;
  const currencyOf = async (member: Member) => (await brandOf(member)).currency;
  const timeZoneOf = async (member: Member) => (await brandOf(member)).timeZone;

  /** The loss of each window: stakes minus wins, never below zero. */
  const lossOf = (sums: { staked: repo.WindowSums; won: repo.WindowSums }, period: LimitPeriod) => {
    const loss = sums.staked[period] - sums.won[period];
    return loss > 0n ? loss : 0n;
  };

  async function check(db: Tx, memberId: string, kinds: readonly LimitKind[], amount: bigint) {
    const now = deps.clock.now();
    const limits: Limits = effectiveLimits(await limitsFor(db, memberId), now).filter((l) =>
      kinds.includes(l.kind),
    );
    if (limits.length === 0) return;
    const deposits = limits.some((l) => l.kind === 'deposit')
      ? await repo.depositSums(db, memberId, now)
      : null;
    const bets = limits.some((l) => l.kind !== 'deposit') ? await repo.betSums(db, memberId, now) : null;
    for (const limit of limits) {
      const used =
        limit.kind === 'deposit'
          ? (deposits?.[limit.period] ?? 0n)
          : limit.kind === 'wager'
            ? (bets?.staked[limit.period] ?? 0n)
            : bets
              ? lossOf(bets, limit.period)
              : 0n;
      if (used + amount > limit.amount) throw limitError(limit.kind, limit.period, limit.amount, used);
    }
  }

  return {
    async view(member: MemberRow): Promise<ResponsibleGamingValue> {
      const now = deps.clock.now();
      const brand = await brandOf(member);
      const [rows, deposits, bets, dailyTime] = await Promise.all([
        repo.limitsOf(deps.db, member.id),
        repo.depositSums(deps.db, member.id, now),
        repo.betSums(deps.db, member.id, now),
        deps.dailyTime.view(member, brand.timeZone),
      ]);
      const currency = brand.currency;
      const limits: PlayerLimit[] = limitKinds.flatMap((kind) =>
        limitPeriods.map((period) => {
          const row = rows.find((r) => r.kind === kind && r.period === period);
          const due = row?.pending_from && row.pending_from <= now;
          const amount = (due ? row.pending_amount : row?.amount) ?? null;
          const used =
            kind === 'deposit'
              ? deposits[period]
              : kind === 'wager'
                ? bets.staked[period]
                : lossOf(bets, period);
          return {
            kind,
            period,
            amount: amount === null ? null : Number(amount),
            used: Number(used),
            pending:
              row?.pending_from && !due
                ? {
                    amount: row.pending_amount === null ? null : Number(row.pending_amount),
                    from: row.pending_from.toISOString(),
                  }
                : null,
          };
        }),
      );
      return {
        currency,
        limits,
        realityCheckMinutes: member.reality_check_minutes,
        sessionLimit: sessionLimitView(member, now),
        dailyTime,
        coolingOffHours: COOLING_OFF_HOURS,
      };
    },

    async setLimit(member: MemberRow, body: SetLimitBody): Promise<ResponsibleGamingValue> {
      await deps.db.transaction().execute(async (tx) => {
        const now = deps.clock.now();
        const row = await repo.lockLimit(tx, member.id, body.kind, body.period, now);
        const next = nextLimitState(
          {
            amount: row.amount === null ? null : BigInt(row.amount),
            pending: row.pending_from
              ? {
                  amount: row.pending_amount === null ? null : BigInt(row.pending_amount),
                  from: row.pending_from,
                }
              : null,
          },
          body.amount === null ? null : BigInt(body.amount),
          now,
        );
        await repo.updateLimit(tx, {
          member_id: member.id,
          kind: body.kind,
          period: body.period,
          amount: next.amount?.toString() ?? null,
          pending_amount: next.pending?.amount?.toString() ?? null,
          pending_from: next.pending?.from ?? null,
          updated_at: now,
        });
      });
      limitsCache.delete(member.id);
      return this.view(member);
    },

    /**
     * The session-time limit, by the rule of the money limits (`nextLimitState`): shorter or a
     * first one at once (the sessions open now end by it), longer or none after the cooling-off.
     */
    async setSessionLimit(member: MemberRow, minutes: number | null): Promise<ResponsibleGamingValue> {
      const updated = await deps.db.transaction().execute(async (tx) => {
        const now = deps.clock.now();
        const row = await repo.lockSessionLimit(tx, member.id);
        const next = nextMinutesLimit(
          {
            minutes: row.session_limit_minutes,
            pending: row.session_limit_pending,
            pendingFrom: row.session_limit_pending_from,
          },
          sessionLimitInForce(row, now),
          minutes,
          now,
        );
        const columns = {
          session_limit_minutes: next.minutes,
          session_limit_pending: next.pending,
          session_limit_pending_from: next.pendingFrom,
        };
        await repo.updateSessionLimit(tx, member.id, columns);
        return columns;
      });
      return this.view({ ...member, ...updated });
    },

    /**
     * The daily time limit, by the same rule: shorter or a first one at once (the sessions open
     * now, and the games they launched, end by it), longer or none after the cooling-off.
     */
    async setDailyTime(member: MemberRow, minutes: number | null): Promise<ResponsibleGamingValue> {
      const timeZone = await timeZoneOf(member);
      const updated = await deps.db.transaction().execute(async (tx) => {
        const now = deps.clock.now();
        const row = await repo.lockDailyTime(tx, member.id);
        const next = nextMinutesLimit(
          {
            minutes: row.daily_time_minutes,
            pending: row.daily_time_pending,
            pendingFrom: row.daily_time_pending_from,
          },
          dailyTimeInForce(row, now),
          minutes,
          now,
        );
        const columns = {
          daily_time_minutes: next.minutes,
          daily_time_pending: next.pending,
          daily_time_pending_from: next.pendingFrom,
        };
        await repo.updateDailyTime(tx, member.id, columns);
        await deps.dailyTime.applyChange(tx, { id: member.id, ...columns }, timeZone);
        return columns;
      });
      return this.view({ ...member, ...updated });
    },

    async setRealityCheck(member: MemberRow, minutes: number | null) {
      await repo.setRealityCheck(deps.db, member.id, minutes);
      return { realityCheckMinutes: minutes };
    },

    /** The reality check of the session making the call: since when, and the net result. */
    async realityCheck(member: MemberRow, tokenHash: string): Promise<RealityCheckValue> {
      const session = await repo.sessionStartOf(deps.db, tokenHash);
      if (!session) throw new AppError('UNAUTHORIZED', 'Please log in', 401);
      const { staked, won } = await repo.betTotalsSince(deps.db, member.id, session.created_at);
      const now = deps.clock.now();
      const endsAt = sessionEndsAt(member, session.created_at, now);
      const dailyMinutes = dailyTimeInForce(member, now);
      // Worked out afresh: the stored end may be early (a limit raised since, a day begun).
      const dailyEndsAt =
        dailyMinutes === null ? null : await deps.dailyTime.currentEnd(member, await timeZoneOf(member));
      return {
        startedAt: session.created_at.toISOString(),
        staked: Number(staked),
        won: Number(won),
        net: Number(won - staked),
        currency: await currencyOf(member),
        realityCheckMinutes: member.reality_check_minutes,
        sessionLimitMinutes: sessionLimitInForce(member, now),
        sessionEndsAt: endsAt?.toISOString() ?? null,
        dailyTimeMinutes: dailyMinutes,
        dailyEndsAt: dailyEndsAt?.toISOString() ?? null,
      };
    },

    /**
     * A time-out or self-exclusion from now, for this account and, when asked, the member's
     * accounts at the operator's other brands. Every session of each ends after it is written.
     */
    async exclude(member: MemberRow, body: ExclusionBody): Promise<ExclusionValue> {
      await deps.limiter.consume(`rg-exclusion:${member.id}`, { max: 10, windowMs: 15 * 60_000 });
      if (member.password_hash) {
        const typed = body.password ? await deps.cipher.decrypt(body.password, 'password') : '';
        if (!typed || !(await verifyPassword(member.password_hash, typed)))
          throw new AppError('WRONG_PASSWORD', 'The password is not correct');
      }
      const now = deps.clock.now();
      const endsAt = exclusionEnd(body, now);
      const accounts = await deps.db.transaction().execute(async (tx) => {
        const others = body.allBrands ? await repo.samePersonElsewhere(tx, member) : [];
        const all = [{ id: member.id, merchant_id: member.merchant_id }, ...others];
        await repo.exclude(tx, {
          accounts: all,
          kind: body.kind,
          startsAt: now,
          endsAt,
          requestedBy: member.id,
        });
        return all;
      });
      for (const account of accounts) await deps.sessions.revokeAll(account.id);
      return { kind: body.kind, until: endsAt.toISOString(), accounts: accounts.length };
    },

    /** The operator's view of a member (`npm run ops -- rg show ACCOUNT`). */
    async describe(merchantId: string, account: string): Promise<string> {
      const member = await repo.memberByAccount(deps.db, merchantId, account);
      if (!member) throw new AppError('NOT_FOUND', `No member '${account}'`);
      const [value, exclusions] = await Promise.all([
        this.view(member),
        repo.exclusionsOf(deps.db, member.id),
      ]);
      const now = deps.clock.now();
      const minor = (n: number | null) => (n === null ? 'none' : `${n} ${value.currency} minor units`);
      const lines = [
        `${member.account}: ${
          member.excluded_until && member.excluded_until > now
            ? `${member.excluded_kind === 'self_exclusion' ? 'self-excluded' : 'on a time-out'} until ${member.excluded_until.toISOString()}`
            : 'not excluded'
        }; reality check ${value.realityCheckMinutes ? `every ${value.realityCheckMinutes} min` : 'off'}; session limit ${
          value.sessionLimit.minutes ? `${value.sessionLimit.minutes} min` : 'none'
        }${
          value.sessionLimit.pending
            ? ` (${value.sessionLimit.pending.minutes ? `${value.sessionLimit.pending.minutes} min` : 'none'} from ${value.sessionLimit.pending.from})`
            : ''
        }; daily time ${value.dailyTime.minutes ? `${value.dailyTime.minutes} min` : 'none'}${
          value.dailyTime.pending
            ? ` (${value.dailyTime.pending.minutes ? `${value.dailyTime.pending.minutes} min` : 'none'} from ${value.dailyTime.pending.from})`
            : ''
        }, ${value.dailyTime.playedMinutes} min signed in today`,
        ...value.limits
          .filter((l) => l.amount !== null || l.pending)
          .map(
            (l) =>
              `  ${l.kind} ${l.period}: ${minor(l.amount)}, used ${l.used}${
                l.pending
                  ? `; ${l.pending.amount === null ? 'removal' : `raise to ${l.pending.amount}`} from ${l.pending.from}`
                  : ''
              }`,
          ),
        ...exclusions.map(
          (e) =>
            `  ${e.kind} ${e.starts_at.toISOString()} to ${e.ends_at.toISOString()}${
              e.requested_by === member.id ? '' : ' (asked at another brand)'
            }`,
        ),
      ];
      if (lines.length === 1) lines.push('  no limits set, never excluded');
      return lines.join('\n');
    },

    /** Refuses a deposit request that would pass a deposit limit. */
    checkDeposit(member: Member, amount: bigint): Promise<void> {
      return check(deps.db, member.id, ['deposit'], amount);
    },

    /**
     * Refuses a stake that would pass a wager limit, or a loss limit were it lost. `db` is the
     * caller's transaction when it holds the member's wallet lock (the lottery's slips), so
     * slips are counted one at a time.
     */
    checkStake(member: Member, amount: bigint, db: Tx = deps.db): Promise<void> {
      return check(db, member.id, ['wager', 'loss'], amount);
    },
  };
}
export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;
