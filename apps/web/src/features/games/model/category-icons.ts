import type { GameCategory } from '@portal/contracts/games';
import type { IconName } from '../../../components/ui/icon.tsx';

/** The icon of each game category in the side menu and on the home page. */
export const categoryIcon: Record<GameCategory, IconName> = {
  ELOTT: 'ticket',
  LOTT: 'ticket',
  LIVE: 'dealer',
  SPORTS: 'ball',
  FISH: 'fish',
  RNG: 'reels',
  PVP: 'cards',
  ESPORTS: 'gamepad',
  INHOUSE: 'star',
};
