import type { GameCategory } from '@portal/contracts/games';
import { iconPath } from '../../../components/ui/icon.tsx';
import { categoryIcon } from './category-icons.ts';

/** The default game icon (spec 8: shown when a game's image is missing or fails). */
export const DEFAULT_GAME_ICON = '/games/default-game.svg';

const defaults = new Map<GameCategory, string>();

/**
 * The default icon drawn for a category: its menu icon in gold on the brand gradient, so a live
 * table without a picture does not look like a slot. Slots use the default game icon itself.
 */
export function defaultGameIcon(category: GameCategory): string {
  if (category === 'RNG' || category === 'INHOUSE') return DEFAULT_GAME_ICON;
  let url = defaults.get(category);
  if (!url) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6b4ce0"/><stop offset="1" stop-color="#2b1d6e"/></linearGradient></defs><rect width="240" height="240" fill="url(#g)"/><path d="${iconPath(categoryIcon[category])}" transform="translate(60 60) scale(5)" fill="none" stroke="#ffd65c" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
    url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    defaults.set(category, url);
  }
  return url;
}
