import type { LotteryGame } from '@portal/contracts/lottery';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type GameFields = Pick<LotteryGame, 'gameName' | 'family' | 'source' | 'structure' | 'cadenceSeconds'>;

/**
 * A game's name in the page language: the in-house games are named by kind and cadence
 * ("5D Lotto · 1 min"); official regional draws keep the province's own name ("Xổ số Đà Lạt").
 */
export function gameLabel(game: GameFields, t: Translate): string {
  const minutes = game.cadenceSeconds ? Math.round(game.cadenceSeconds / 60) : 0;
  if (game.family === 'ssc') return t('lottery.gameNames.ssc', { minutes });
  if (game.family === 'k3') return t('lottery.gameNames.k3', { minutes });
  if (game.source === 'engine')
    return t(game.structure === 'north' ? 'lottery.gameNames.fastNorth' : 'lottery.gameNames.fastSouth', {
      minutes,
    });
  return game.gameName;
}

/**
 * The address of the one-game lottery screen (spec 2 /lottery): gameCode and playType are added
 * only when both exist; otherwise the plain route.
 */
export function lotteryHref(
  gameCode: string | null | undefined,
  playType: string | null | undefined,
): string {
  if (!gameCode || !playType) return '/lottery';
  return `/lottery?${new URLSearchParams({ gameCode, playType }).toString()}`;
}

/** Where a game is played: regional games on /vnlottery, e-lottery games in the /elott lobby. */
export function lobbyHref(game: Pick<LotteryGame, 'gameCode' | 'vendor'>): string {
  const base = game.vendor === 'TCG_LOTTO_VN' ? '/vnlottery' : '/elott';
  return `${base}?gameCode=${encodeURIComponent(game.gameCode)}`;
}

/** Favourites first, otherwise the server's order. */
export function favouritesFirst<T extends { gameCode: string }>(
  games: readonly T[],
  favourites: readonly string[],
) {
  const starred = new Set(favourites);
  return [...games.filter((g) => starred.has(g.gameCode)), ...games.filter((g) => !starred.has(g.gameCode))];
}
