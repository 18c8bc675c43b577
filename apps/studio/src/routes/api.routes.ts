import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FairnessService, FairnessState } from '../fairness/fairness.service.ts';
import { verifyQuerySchema, verifySpin } from '../fairness/verify.ts';
import { betLevels, defaultBetOf, playMoneyStake } from '../games/lucky-reels/bets.ts';
import { luckyReels } from '../games/lucky-reels/definition.ts';
import { ok, StudioError } from '../http/studio-error.ts';
import type { PlatformClient } from '../platform/platform-client.ts';
import type { SpinService } from '../rounds/spin.service.ts';
import type { SessionStore, StudioSession } from '../sessions/session-store.ts';

/** What the page needs to run a session; the platform's session token is not in it. */
export interface SessionView {
  player: {
    nickname: string;
    currency: string;
    exponent: number;
    balance: number;
    language: string;
    /** Fun mode: the balance is play money, and no spin reaches the wallet. */
    playMoney: boolean;
  };
  game: { code: string; betLevels: number[]; defaultBet: number; lines: number };
  lobbyUrl: string | null;
  fairness: FairnessState;
}

export const SESSION_HEADER = 'x-studio-session';

export interface ApiDeps {
  platform: PlatformClient;
  sessions: SessionStore;
  spins: SpinService;
  fairness: FairnessService;
}

/** The studio's own API, used by the game page (and nothing else needs it). */
export function apiRoutes(deps: ApiDeps) {
  async function view(session: StudioSession): Promise<SessionView> {
    const levels = betLevels(session.currency, session.exponent);
    return {
      player: {
        nickname: session.nickname,
        currency: session.currency,
        exponent: session.exponent,
        balance: session.balance,
        language: session.language,
        playMoney: session.playMoney,
      },
      game: {
        code: session.gameCode,
        betLevels: levels,
        defaultBet: defaultBetOf(levels),
        lines: luckyReels.lines.length,
      },
      lobbyUrl: session.lobbyUrl,
      fairness: await deps.fairness.state(session.playerId),
    };
  }

  function sessionOf(req: FastifyRequest): StudioSession {
    const id = req.headers[SESSION_HEADER];
    const session = typeof id === 'string' ? deps.sessions.get(id) : undefined;
    if (!session)
      throw new StudioError('SESSION_EXPIRED', 'No live game session; open the game again from the lobby');
    return session;
  }

  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/sessions',
      {
        schema: {
          body: z.object({ launchToken: z.string().min(16).max(128), gameCode: z.string().max(64) }),
        },
      },
      async (req) => {
        if (req.body.gameCode !== luckyReels.code) throw new StudioError('NOT_FOUND', 'No such game');
        const answer = await deps.platform.authenticate({ launchToken: req.body.launchToken });
        if (!answer.ok) {
          if (answer.kind === 'unavailable') {
            req.log.warn({ detail: answer.detail }, 'authenticate got no answer');
            throw new StudioError('PLATFORM_UNAVAILABLE', 'The platform does not answer; try again');
          }
          if (answer.code === 'INVALID_TOKEN') {
            throw new StudioError('INVALID_LAUNCH', 'The launch token is unknown, used or expired');
          }
          // Anything else (a bad signature, say) is the operator's problem, not the player's link.
          req.log.error({ code: answer.code, message: answer.message }, 'authenticate refused');
          throw new StudioError('PLATFORM_UNAVAILABLE', `The platform refused the studio (${answer.code})`);
        }
        const player = answer.value;
        if (player.gameCode !== luckyReels.code) {
          throw new StudioError('WRONG_GAME', 'This launch token was issued for another game');
        }
        if (!betLevels(player.currency, player.exponent).length) {
          throw new StudioError('BET_REFUSED', `No bets are offered in ${player.currency}`);
        }
        const session = deps.sessions.open({
          sessionToken: player.sessionToken,
          playerId: player.playerId,
          nickname: player.nickname,
          currency: player.currency,
          exponent: player.exponent,
          language: player.language,
          gameCode: player.gameCode,
          lobbyUrl: player.lobbyUrl,
          balance: player.playMoney ? playMoneyStake(player.currency, player.exponent) : player.balance,
          playMoney: player.playMoney,
        });
        return ok({ sessionId: session.id, ...(await view(session)) });
      },
    );

    app.get('/api/session', async (req) => {
      const session = sessionOf(req);
      // Play money lives here only.
      if (session.playMoney) return ok(await view(session));
      // The player may have deposited or played elsewhere since: ask the platform.
      const answer = await deps.platform.balance({ sessionToken: session.sessionToken });
      if (answer.ok) session.balance = answer.value.balance;
      else if (answer.kind === 'refused' && answer.code === 'INVALID_TOKEN') {
        deps.sessions.end(session.id);
        throw new StudioError('SESSION_EXPIRED', 'The game session has expired');
      } else req.log.warn({ answer }, 'balance refresh failed; showing the last known balance');
      return ok(await view(session));
    });

    app.post(
      '/api/spin',
      { schema: { body: z.object({ bet: z.number().int().positive() }) } },
      async (req) => {
        const session = sessionOf(req);
        try {
          return ok(await deps.spins.spin(session, req.body.bet));
        } catch (error) {
          if (error instanceof StudioError && error.code === 'SESSION_EXPIRED') deps.sessions.end(session.id);
          throw error;
        }
      },
    );

    app.get('/api/fairness', async (req) => ok(await deps.fairness.state(sessionOf(req).playerId)));

    app.post(
      '/api/fairness/rotate',
      { schema: { body: z.object({ clientSeed: z.string().max(256).optional() }) } },
      async (req) => ok(await deps.fairness.rotate(sessionOf(req).playerId, req.body.clientSeed)),
    );

    app.get('/api/verify', { schema: { querystring: verifyQuerySchema } }, async (req) =>
      ok(verifySpin(req.query)),
    );
  };
}
