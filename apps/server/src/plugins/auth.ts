import { AppError } from '@portal/contracts/errors';
import { MemberType } from '@portal/contracts/identity';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db, MemberRow } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { SessionService, Site } from '../modules/identity/session.service.ts';
import type { DailyTimeService } from '../modules/responsible-gaming/daily-time.service.ts';
import { sessionEndsAt, sessionLimitError } from '../modules/responsible-gaming/session-limit.ts';
import type { SystemService } from '../modules/system/system.service.ts';
import { hostOf } from './request-origin.ts';

/**
 * Who is calling: the member, the site the session is for, its token's hash, when it logged in
 * and when its play reaches the daily time limit (null: no limit).
 */
export type Actor = {
  member: MemberRow;
  site: Site;
  tokenHash: string;
  startedAt: Date;
  playEndsAt: Date | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const bearerToken = (req: FastifyRequest) => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

type ResolvedSession = NonNullable<Awaited<ReturnType<SessionService['resolveMember']>>>;

/**
 * When a member-site session has lasted the member's session-time limit, it is over: ended here
 * (once), answered with `SESSION_LIMIT` so the app can say why. The agent site has no games and
 * is not limited.
 */
function sessionLimitEnd(session: ResolvedSession, now: Date) {
  if (session.site !== 'member') return null;
  const endsAt = sessionEndsAt(session.member, session.startedAt, now);
  return endsAt && endsAt <= now ? endsAt : null;
}

/**
 * Token to actor. `allowTrial: false` keeps free-play (type 4) accounts out of member
 * features with 'in_need_true_account' (spec 6).
 */
export function createAuth(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  system: Pick<SystemService, 'settingsFor'>;
  dailyTime: Pick<DailyTimeService, 'recheck'>;
}) {
  return function requireMember(
    options: { allowTrial: boolean } = { allowTrial: true },
  ): preHandlerAsyncHookHandler {
    return async (req) => {
      const token = bearerToken(req);
      const session = token ? await deps.sessions.resolveMember(token) : null;
      if (!session) throw new AppError('UNAUTHORIZED', 'Please log in', 401);
      const member = session.member;
      const merchant = await deps.system.settingsFor(hostOf(req));
      // A token is only good on its own merchant's sites.
      if (member?.status !== 'active' || member.merchant_id !== merchant.id)
        throw new AppError('UNAUTHORIZED', 'Please log in', 401);
      const ended = sessionLimitEnd(session, deps.clock.now());
      if (ended) {
        await deps.sessions.revoke(session.tokenHash);
        const minutes = Math.round((ended.getTime() - session.startedAt.getTime()) / 60_000);
        throw sessionLimitError(minutes, session.startedAt, ended);
      }
      let playEndsAt = session.playEndsAt;
      // The stored end of the day's play has come: worked out again, the session goes on (a
      // limit raised, a new day) or ends with DAILY_TIME_LIMIT.
      if (session.site === 'member' && playEndsAt && playEndsAt <= deps.clock.now()) {
        playEndsAt = await deps.dailyTime.recheck(member, merchant.info.brand.timeZone, () =>
          deps.sessions.revoke(session.tokenHash),
        );
      }
      if (!options.allowTrial && member.type === MemberType.Trial) {
        throw new AppError('TRIAL_ACCOUNT', 'Please register an account first', 403);
      }
      req.actor = {
        member,
        site: session.site,
        tokenHash: session.tokenHash,
        startedAt: session.startedAt,
        playEndsAt,
      };
    };
  };
}
export type RequireMember = ReturnType<typeof createAuth>;

/**
 * For public calls that show a member more than a visitor: the active member behind a valid
 * token of this merchant, or null. A missing, stale or foreign token reads as a visitor.
 */
export function createViewerOf(deps: {
  clock: Clock;
  sessions: SessionService;
  system: Pick<SystemService, 'settingsFor'>;
}) {
  return async function viewerOf(
    req: FastifyRequest,
  ): Promise<{ member: MemberRow; merchantId: string } | { member: null; merchantId: string }> {
    const merchant = await deps.system.settingsFor(hostOf(req));
    const token = bearerToken(req);
    const session = token ? await deps.sessions.resolveMember(token) : null;
    const member = session?.member;
    if (
      !session ||
      member?.status !== 'active' ||
      member.merchant_id !== merchant.id ||
      sessionLimitEnd(session, deps.clock.now())
    )
      return { member: null, merchantId: merchant.id };
    return { member, merchantId: merchant.id };
  };
}
export type ViewerOf = ReturnType<typeof createViewerOf>;

export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new AppError('UNAUTHORIZED', 'Please log in', 401);
  return req.actor;
}
