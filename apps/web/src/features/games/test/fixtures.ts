import type { Game, GameMenus, VendorCard } from '@portal/contracts/games';

export const vendorCard = (
  vassalage: string,
  name = vassalage,
  extra: Partial<VendorCard> = {},
): VendorCard => ({
  vassalage,
  accountTypeName: vassalage,
  name,
  icon: null,
  status: 'active',
  isNew: false,
  ...extra,
});

export const game = (nodeId: string, gameName: string, extra: Partial<Game> = {}): Game => ({
  nodeId,
  vassalage: 'IHS',
  vendor: 'IHS',
  accountTypeName: 'IHS',
  gameType: 'RNG',
  gameName,
  gameClassify: 'SLOT',
  minBet: 100,
  minLineNum: 20,
  isHot: 0,
  gameId: `g${nodeId}`,
  roomId: null,
  code: `g${nodeId}`,
  gameCode: `g${nodeId}`,
  icon: null,
  isGame: null,
  ...extra,
});

export const menus: GameMenus = {
  list: [
    { gameCategory: 'RNG', vendors: [vendorCard('IHS', 'Portal Studio'), vendorCard('PG', 'Pocket Games')] },
    { gameCategory: 'INHOUSE', vendors: [vendorCard('IHS', 'Portal Studio')] },
  ],
};
