import { randomBytes } from 'node:crypto';

/**
 * A game session as the studio keeps it. The platform's session token never reaches the
 * browser: the page holds only the opaque studio id, which is worthless anywhere else.
 */
export interface StudioSession {
  id: string;
  sessionToken: string;
  playerId: string;
  nickname: string;
  currency: string;
  exponent: number;
  language: string;
  gameCode: string;
  lobbyUrl: string | null;
  /**
   * The last balance the platform told us, minor units; in fun mode (`playMoney`), the play
   * money the studio keeps for the session itself.
   */
  balance: number;
  /** A free-play account: spins move play money here and never reach the wallet. */
  playMoney: boolean;
  lastUsed: number;
}

export interface SessionStore {
  open(session: Omit<StudioSession, 'id' | 'lastUsed'>): StudioSession;
  /** The live session of this id, renewed by the use; undefined when unknown or idle too long. */
  get(id: string): StudioSession | undefined;
  end(id: string): void;
  /** Drops sessions idle past the limit; the studio runs it on a timer. */
  sweep(): void;
}

/** The platform's vendor sessions last 12 hours from their last use; ours follow it. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

export function createSessionStore(now: () => number, idleMs = SESSION_IDLE_MS): SessionStore {
  const sessions = new Map<string, StudioSession>();
  const expired = (s: StudioSession) => now() - s.lastUsed > idleMs;
  return {
    open(fields) {
      const session = { ...fields, id: randomBytes(24).toString('base64url'), lastUsed: now() };
      sessions.set(session.id, session);
      return session;
    },
    get(id) {
      const session = sessions.get(id);
      if (!session) return undefined;
      if (expired(session)) {
        sessions.delete(id);
        return undefined;
      }
      session.lastUsed = now();
      return session;
    },
    end(id) {
      sessions.delete(id);
    },
    sweep() {
      for (const [id, session] of sessions) if (expired(session)) sessions.delete(id);
    },
  };
}
