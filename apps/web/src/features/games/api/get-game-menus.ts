import type { GameMenus } from '@portal/contracts/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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

/** Vendor display names by code, across every category (cards show the name, not the code). */
export function useVendorNames(): ReadonlyMap<string, string> {
  const { data } = useGameMenus();
  return useMemo(
    () => new Map(data?.list.flatMap((entry) => entry.vendors.map((v) => [v.vassalage, v.name] as const))),
    [data],
  );
}
