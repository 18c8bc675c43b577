import type { BannerGroup } from '../../features/content/api/get-banners.ts';

export type Region = 'header' | 'banner' | 'footer' | 'sideMenu';

/** One screen component per key; several paths may share one (the game lobbies do). */
export type PageKey =
  | 'home'
  | 'register'
  | 'pointMall'
  | 'lottery'
  | 'vnlottery'
  | 'elott'
  | 'lobby'
  | 'promotions'
  | 'promoDetail'
  | 'seamless'
  | 'help'
  | 'helpmc'
  | 'game'
  | 'login'
  | 'download'
  | 'agent'
  | 'notFound';

export type RouteEntry = {
  path: string;
  page: PageKey;
  regions: readonly Region[];
  /** The side menu starts icon-only here (spec 2: /seamless and /vnlottery). */
  miniSideMenu: boolean;
  bannerGroup: BannerGroup | null;
};

const ALL: readonly Region[] = ['header', 'banner', 'footer', 'sideMenu'];
const HEADER_ONLY: readonly Region[] = ['header'];

function entries(
  paths: readonly string[],
  page: PageKey,
  regions: readonly Region[],
  bannerGroup: (path: string) => BannerGroup | null = () => null,
  miniSideMenu = false,
): RouteEntry[] {
  return paths.map((path) => ({ path, page, regions, miniSideMenu, bannerGroup: bannerGroup(path) }));
}

export const lobbyPaths = ['/rng', '/pvp', '/live', '/fish', '/sports', '/esports', '/inhouse'] as const;
export type LobbyPath = (typeof lobbyPaths)[number];

/** The route table of spec 2, verbatim: every path with exactly its layout regions; and the agent site. */
export const routeTable: readonly RouteEntry[] = [
  ...entries(['/', '/index', '/index.html', '/home'], 'home', ALL, () => 'home'),
  ...entries(['/register', '/register.html'], 'register', ['header', 'banner'], () => 'register'),
  ...entries(['/pointMall'], 'pointMall', ['header', 'banner', 'footer'], () => 'pointMall'),
  ...entries(['/lottery'], 'lottery', HEADER_ONLY),
  ...entries(['/vnlottery'], 'vnlottery', ['header', 'sideMenu'], () => null, true),
  ...entries(['/elott'], 'elott', ALL, () => 'elott'),
  ...entries(lobbyPaths, 'lobby', ALL, (path) => path.slice(1) as BannerGroup),
  ...entries(['/promotions'], 'promotions', ['header', 'footer', 'sideMenu']),
  ...entries(['/promoDetail'], 'promoDetail', ['header', 'footer', 'sideMenu']),
  ...entries(['/seamless'], 'seamless', ['header', 'sideMenu'], () => null, true),
  ...entries(['/help'], 'help', ALL, () => 'help'),
  ...entries(['/helpmc'], 'helpmc', []),
  ...entries(['/game'], 'game', HEADER_ONLY),
  ...entries(['/login'], 'login', HEADER_ONLY),
  ...entries(['/download'], 'download', HEADER_ONLY),
  // The agent site (spec 6), beside the member site in the same app (docs/decisions.md).
  ...entries(['/agent'], 'agent', HEADER_ONLY),
];

/** Unknown paths: a friendly page that still lets the visitor find the way home. */
export const notFoundEntry: RouteEntry = {
  path: '*',
  page: 'notFound',
  regions: ['header', 'footer'],
  miniSideMenu: false,
  bannerGroup: null,
};

/**
 * Paths reachable without a session when the brand requires login (spec 2 guard), and the agent
 * login, which an agent needs to reach as much as a member needs /login.
 */
const PUBLIC_PATHS = new Set(['/login', '/register', '/register.html', '/helpmc', '/download', '/agent']);

export const mustLogIn = (pathname: string, loginRequired: boolean, hasToken: boolean): boolean =>
  loginRequired && !hasToken && !PUBLIC_PATHS.has(pathname);
