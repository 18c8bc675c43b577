import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { createCoalescer } from '../../lib/coalescer.ts';
import * as repo from './identity.repo.ts';
import { newToken, sha256 } from './secrets.ts';

export type Site = 'member' | 'agent';
export type SessionActor = { memberId: string; site: Site; tokenHash: string };

/**
 * Opaque 256-bit bearer tokens, stored only as SHA-256. A session lives `idleMinutes` after
 * its last use; several devices may hold sessions at once.
 */
export function createSessionService(deps: { db: Db; clock: Clock; idleMinutes: number }) {
  const expiry = () => new Date(deps.clock.now().getTime() + deps.idleMinutes * 60_000);
  type Found = Awaited<ReturnType<typeof repo.sessionsWithMembers>>[number];
  // Every authenticated request reads its session: concurrent ones share one read.
  const sessionReads = createCoalescer<{ tokenHash: string; now: Date }, Found | undefined>(
    async (asks) => {
      const rows = await repo.sessionsWithMembers(
        deps.db,
        asks.map((a) => a.tokenHash),
        asks.map((a) => a.now),
      );
      const byHash = new Map(rows.map((r) => [r.session_token_hash, r]));
      return asks.map((a) => ({ ok: true, value: byHash.get(a.tokenHash) }));
    },
    { maxInFlight: 1, maxBatch: 256 },
  );
  return {
    /**
     * A new session's token and the row to store for it; the login writes the row in the
     * same statement as the member's login facts (see repo.recordLogin).
     */
    draft(
      memberId: string,
      site: Site,
      ip: string,
      userAgent: string | null,
      playEndsAt: Date | null = null,
    ) {
      const token = newToken();
      const row: repo.SessionRow = {
        token_hash: sha256(token),
        member_id: memberId,
        site,
        ip,
        user_agent: userAgent?.slice(0, 512) ?? null,
        expires_at: expiry(),
        play_ends_at: playEndsAt,
      };
      return { token, row };
    },

    async resolve(token: string): Promise<SessionActor | null> {
      if (token.length < 20 || token.length > 100) return null;
      const tokenHash = sha256(token);
      const row = await repo.touchSession(deps.db, tokenHash, deps.clock.now(), expiry());
      return row ? { memberId: row.member_id, site: row.site, tokenHash } : null;
    },

    /**
     * Token to session and member in one read. The sliding expiry is written at most once a
     * minute per session, so a busy session is not one hot row written by every request.
     */
    async resolveMember(token: string) {
      if (token.length < 20 || token.length > 100) return null;
      const tokenHash = sha256(token);
      const now = deps.clock.now();
      const row = await sessionReads.submit({ tokenHash, now });
      if (!row) return null;
      const {
        session_site: site,
        session_last_seen_at: lastSeen,
        session_started_at: startedAt,
        session_play_ends_at: playEndsAt,
        session_token_hash: _,
        ...member
      } = row;
      if (now.getTime() - new Date(lastSeen).getTime() > 60_000)
        await repo.touchSession(deps.db, tokenHash, now, expiry());
      return {
        member,
        site: site as Site,
        tokenHash,
        startedAt: new Date(startedAt),
        playEndsAt: playEndsAt === null ? null : new Date(playEndsAt),
      };
    },

    async revoke(tokenHash: string): Promise<void> {
      await repo.revokeSession(deps.db, tokenHash, deps.clock.now());
    },

    /**
     * Ends every session of the member and the games they opened (a password change, a time-out
     * or self-exclusion, an account disabled): an open game takes no further bet.
     */
    async revokeAll(memberId: string): Promise<void> {
      const now = deps.clock.now();
      await deps.db.transaction().execute((tx) => repo.endEverySession(tx, memberId, now));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
