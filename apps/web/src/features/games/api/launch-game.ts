import type { Game } from '@portal/contracts/games';
import { api } from '../../../lib/api-client.ts';
import { gamesContract } from './contracts.ts';

export type LaunchableGame = Pick<Game, 'nodeId' | 'vassalage' | 'accountTypeName' | 'gameId' | 'roomId'>;

/** The launch payload of spec 3 with the platform codes of spec 9; the answer holds the game's address. */
export const launchGame = (game: LaunchableGame, language: string) =>
  api.get('/wps/game/launchGame', () => gamesContract().then((m) => m.launchValueSchema), {
    query: {
      nodeId: game.nodeId,
      ...(game.roomId ? { roomId: game.roomId } : { gameId: game.gameId ?? undefined }),
      vassalage: game.accountTypeName || game.vassalage,
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language,
    },
  });
