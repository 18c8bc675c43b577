import type { Game } from '@portal/contracts/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gamesContract } from './contracts.ts';
import { favouriteIdsQueryKey } from './get-favourite-ids.ts';

type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

/** Adds or removes a favourite (spec 4): the answer is the member's new list of node ids. */
export const setFavourite = (game: FavouriteGame, on: boolean) =>
  api.post(
    on ? '/wps/relay/MCSFE_addFavoriteGame' : '/wps/relay/MCSFE_removeFavoriteGame',
    { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
    () => gamesContract().then((m) => m.favouriteIdsValueSchema),
  );

export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, on }: { game: FavouriteGame; on: boolean }) => setFavourite(game, on),
    onSuccess: (value) => {
      queryClient.setQueryData(favouriteIdsQueryKey, value);
      void queryClient.invalidateQueries({ queryKey: ['games', 'member', 'favourites'] });
    },
  });
}
