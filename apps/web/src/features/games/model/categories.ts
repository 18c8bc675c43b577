import type { GameCategory, GameMenus, VendorCard } from '@portal/contracts/games';

/** Side-menu order of spec 2, then the in-house studio's category. */
export const categoryOrder: readonly GameCategory[] = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'INHOUSE',
];

/** The screen of each category: the shared lobby (spec 2 routes) or the lottery screens. */
export const categoryPath: Record<GameCategory, string> = {
  ELOTT: '/elott',
  LOTT: '/lottery',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
  INHOUSE: '/inhouse',
};

/** The category of a lobby route ('/rng' -> 'RNG'); null for any other path. */
export function categoryOfPath(pathname: string): GameCategory | null {
  const found = categoryOrder.find((category) => categoryPath[category] === pathname);
  return found && found !== 'LOTT' && found !== 'ELOTT' ? found : null;
}

/** Categories with at least one vendor, in menu order (spec 2: empty categories are not shown). */
export function visibleCategories(menus: GameMenus | undefined) {
  const list = menus?.list ?? [];
  return categoryOrder.flatMap((category) => {
    const entry = list.find((item) => item.gameCategory === category);
    return entry && entry.vendors.length > 0 ? [entry] : [];
  });
}

export const vendorsOf = (menus: GameMenus | undefined, category: GameCategory): VendorCard[] =>
  menus?.list.find((item) => item.gameCategory === category)?.vendors ?? [];

/** Where the lobby filtered to one vendor lives: `?page=` names the vendor tab (spec 2). */
export const lobbyHref = (category: GameCategory, vassalage?: string) =>
  vassalage ? `${categoryPath[category]}?page=${encodeURIComponent(vassalage)}` : categoryPath[category];

/** Categories whose side-menu vendors open the lobby filtered to them (spec 4). */
const LOBBY_CATEGORIES: ReadonlySet<GameCategory> = new Set(['SPORTS', 'ESPORTS', 'FISH', 'PVP', 'LIVE']);

/** What choosing a vendor in the side menu does. */
export type VendorAction =
  | { kind: 'navigate'; to: string }
  /** Launch the vendor's game directly; when it has more than one, its lobby is opened instead. */
  | { kind: 'launch'; fallback: string };

/**
 * Spec 4's navigation rules for a side-menu vendor: LOTT and ELOTT go to the lottery screens,
 * TCG_LOTTO_VN to the regional lottery; SPORTS, ESPORTS, FISH, PVP and LIVE vendors open the
 * lobby filtered to the vendor; RNG vendors do too, as the vendor tab of /rng (spec 2, `?page=`);
 * other vendors launch directly.
 */
export function vendorAction(
  category: GameCategory,
  vendor: Pick<VendorCard, 'vassalage' | 'accountTypeName'>,
): VendorAction {
  if (vendor.accountTypeName === 'TCG_LOTTO_VN' || vendor.vassalage === 'TCG_LOTTO_VN')
    return { kind: 'navigate', to: '/vnlottery' };
  if (category === 'LOTT' || category === 'ELOTT') return { kind: 'navigate', to: categoryPath[category] };
  if (category === 'RNG' || LOBBY_CATEGORIES.has(category))
    return { kind: 'navigate', to: lobbyHref(category, vendor.vassalage) };
  return { kind: 'launch', fallback: lobbyHref(category, vendor.vassalage) };
}
