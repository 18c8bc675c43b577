import { AppError } from '@portal/contracts/errors';
import type { SessionLimit, SessionLimitErrorValue } from '@portal/contracts/responsible-gaming';
import type { MemberRow } from '../../db/schema.ts';

/** The member's session-limit columns (the session read returns them with the member). */
export type SessionLimitColumns = Pick<
  MemberRow,
  'session_limit_minutes' | 'session_limit_pending' | 'session_limit_pending_from'
>;

const MINUTE_MS = 60_000;
const dueBy = (from: Date | string | null, now: Date) => from !== null && new Date(from) <= now;

/** The limit in force at `now`, in minutes (null: none): a waiting change applies once its time has come. */
export function sessionLimitInForce(member: SessionLimitColumns, now: Date): number | null {
  return dueBy(member.session_limit_pending_from, now)
    ? member.session_limit_pending
    : member.session_limit_minutes;
}

/**
 * When a session that started at `startedAt` ends by the limit in force at `now`; null when
 * there is none. A limit shortened during a session applies to it at once.
 */
export function sessionEndsAt(member: SessionLimitColumns, startedAt: Date, now: Date): Date | null {
  const minutes = sessionLimitInForce(member, now);
  return minutes === null ? null : new Date(startedAt.getTime() + minutes * MINUTE_MS);
}

/** The page's view: the limit in force and a longer one (or a removal) still waiting. */
export function sessionLimitView(member: SessionLimitColumns, now: Date): SessionLimit {
  const from = member.session_limit_pending_from;
  const waiting = from !== null && !dueBy(from, now);
  return {
    minutes: sessionLimitInForce(member, now),
    pending: waiting ? { minutes: member.session_limit_pending, from: new Date(from).toISOString() } : null,
  };
}

export function sessionLimitError(minutes: number, startedAt: Date, endedAt: Date): AppError {
  const value: SessionLimitErrorValue = {
    minutes,
    startedAt: startedAt.toISOString(),
    endedAt: endedAt.toISOString(),
  };
  return new AppError(
    'SESSION_LIMIT',
    `Your session limit of ${minutes} minutes has been reached; the session has ended`,
    401,
    value,
  );
}
