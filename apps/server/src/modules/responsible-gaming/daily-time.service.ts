import type { DailyTime } from '@portal/contracts/responsible-gaming';
import type { Db, MemberRow, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type DailyTimeColumns,
  dailyTimeError,
  dailyTimeInForce,
  dailyTimeView,
  localDay,
  playEndsAt,
  timeCovered,
} from './daily-time.ts';
import * as repo from './rg.repo.ts';

type Member = Pick<MemberRow, 'id'> & DailyTimeColumns;

/**
 * The daily time limit at work: the day's time signed in is added up from the member's sessions
 * only when needed (a login, a limit change, the page, the moment a session's stored end comes);
 * the session read compares its stored `play_ends_at` with the clock and reads nothing more.
 */
export function createDailyTime(deps: { db: Db; clock: Clock }) {
  /** Today's time signed in on the member site up to `now`, every device together. */
  async function playedToday(db: Tx, memberId: string, timeZone: string, now: Date) {
    const day = localDay(now, timeZone);
    const stretches = await repo.memberSiteStretches(db, memberId, day.from, now);
    return { day, played: timeCovered(stretches, { from: day.from, to: now }) };
  }

  /** When play from `now` on reaches the limit in force (null: none), and today's figures. */
  async function endOf(db: Tx, member: Member, timeZone: string, now: Date) {
    const limit = dailyTimeInForce(member, now);
    const { day, played } = await playedToday(db, member.id, timeZone, now);
    const endsAt = limit === null ? null : playEndsAt(limit, played, now, day.to);
    return { limit, day, played, endsAt };
  }

  return {
    /**
     * At login, before the session exists: refuses once today's minutes are used up
     * (`DAILY_TIME_LIMIT`, with when the day ends); otherwise when the new session's play ends.
     */
    async openingEnd(member: Member, timeZone: string): Promise<Date | null> {
      const now = deps.clock.now();
      if (dailyTimeInForce(member, now) === null) return null;
      const { limit, day, endsAt } = await endOf(deps.db, member, timeZone, now);
      if (limit !== null && endsAt !== null && endsAt <= now) throw dailyTimeError(limit, day.to);
      return endsAt;
    },

    /**
     * A session's stored end has come. Worked out again (a limit raised or removed since, a new
     * day, another device's session that lapsed earlier than counted): the new end is stored and
     * returned, or, when the time is really used up, every member-site session of the member
     * ends and `DAILY_TIME_LIMIT` is thrown.
     */
    async recheck(member: Member, timeZone: string, endSessions: () => Promise<void>): Promise<Date | null> {
      const now = deps.clock.now();
      const { limit, day, endsAt } = await endOf(deps.db, member, timeZone, now);
      if (limit === null || endsAt === null || endsAt > now) {
        await repo.setPlayEnds(deps.db, member.id, endsAt, now);
        return endsAt;
      }
      await endSessions();
      throw dailyTimeError(limit, day.to);
    },

    /**
     * After a change of the limit: the member's live sessions take the new end, and games open
     * now stop taking bets by it (a longer limit leaves them as they are: relaunching renews).
     */
    async applyChange(tx: Tx, member: Member, timeZone: string): Promise<void> {
      const now = deps.clock.now();
      const { endsAt } = await endOf(tx, member, timeZone, now);
      await repo.setPlayEnds(tx, member.id, endsAt, now);
      if (endsAt) await repo.shortenGameSessions(tx, member.id, endsAt, now);
    },

    /** The page's view of the limit and of today's use. */
    async view(member: Member, timeZone: string): Promise<DailyTime> {
      const now = deps.clock.now();
      const { day, played } = await playedToday(deps.db, member.id, timeZone, now);
      return dailyTimeView(member, played, now, day.to);
    },

    /** When the calling session ends by the limit if play goes on (the reality check's figure). */
    async currentEnd(member: Member, timeZone: string): Promise<Date | null> {
      const now = deps.clock.now();
      if (dailyTimeInForce(member, now) === null) return null;
      return (await endOf(deps.db, member, timeZone, now)).endsAt;
    },
  };
}
export type DailyTimeService = ReturnType<typeof createDailyTime>;
