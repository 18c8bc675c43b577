import { maskAccount } from '@portal/contracts/identity';
import type { WinnersValue } from '@portal/contracts/winners';
import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { SystemService } from '../system/system.service.ts';
import { recentWins } from './winners.repo.ts';

/** How long a node serves the board before reading it again: every visitor's home asks for it. */
const WINNERS_CACHE_MS = 30_000;

/** The winners board (spec 7 `GCSGAME_getRankList`): the merchant's biggest recent wins. */
export function createWinnersService(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsFor'>;
}) {
  const cache = createTtlCache<string, WinnersValue>(WINNERS_CACHE_MS, deps.clock, 1000);
  return {
    async board(host: string | null): Promise<WinnersValue> {
      const merchant = await deps.system.settingsFor(host);
      const currency = merchant.info.brand.currency;
      return cache.get(merchant.id, async () => ({
        currency,
        list: (await recentWins(deps.db, merchant.id, currency)).map((r) => {
          const stake = Number(r.stake);
          const payout = Number(r.payout);
          return {
            account: maskAccount(r.account),
            gameName: r.game_name,
            product: r.product,
            stake,
            payout,
            multiplier: Math.floor((payout * 100) / stake) / 100,
            wonAt: r.settled_at.toISOString(),
          };
        }),
      }));
    },
  };
}
export type WinnersService = ReturnType<typeof createWinnersService>;
