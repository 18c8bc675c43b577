import type { GameMenus } from '@portal/contracts/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { sessionStore, storageKeys } from '../../../lib/storage.ts';
import { gamesContract } from './contracts.ts';

export const getGameMenus = (signal?: AbortSignal) =>
  api.get('/lgw/games/game_menus', () => gamesContract().then((m) => m.gameMenusValueSchema), { signal });

type Cached = { language: string; value: GameMenus };

/** The vendor list kept in session storage (spec 4), for the language it was fetched in. */
function readCache(language: string): GameMenus | undefined {
  const text = sessionStore.get(storageKeys.gameMenus);
  if (!text) return undefined;
  try {
    const cached = JSON.parse(text) as Partial<Cached>;
    return cached.language === language && Array.isArray(cached.value?.list) ? cached.value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The categories and their vendors. Cached in session storage, so a reload or another tab of
 * the same visit draws the side menu at once; a change of language asks again (spec 4).
 */
export const gameMenusQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'menus', language],
    queryFn: async ({ signal }) => {
      const value = await getGameMenus(signal);
      sessionStore.set(storageKeys.gameMenus, JSON.stringify({ language, value } satisfies Cached));
      return value;
    },
    initialData: () => readCache(language),
    // The cached copy is shown at once and refreshed in the background once per visit of a page.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

export function useGameMenus() {
  const { i18n } = useTranslation();
  return useQuery(gameMenusQuery(i18n.language));
}
