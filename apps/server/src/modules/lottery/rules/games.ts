import type {
  BetType,
  LotteryFamily,
  LotteryVendor,
  OddsGroup,
  PrizeMode,
  VnRegion,
  VnStructure,
} from '@portal/contracts/lottery';
import { betTypesOf } from './bet-types.ts';
import { type Province, provinces, regionDrawTime, regionStructure, VN_TIME_ZONE } from './vn-schedule.ts';

/**
 * The lottery catalogue. Official regional draws (one game per province, results imported
 * by the operator), in-house fast versions of the regional lottery with the same result
 * structures, and the e-lottery: a 5-digit game and three dice every 1, 3 and 5 minutes. The
 * engine draws the in-house games, provably fair.
 */
export type GameDef = {
  code: string;
  name: string;
  vendor: LotteryVendor;
  gameType: 'LOTT' | 'ELOTT';
  family: LotteryFamily;
  structure: VnStructure | null;
  region: VnRegion | null;
  oddsGroup: OddsGroup;
  prizeModes: PrizeMode[];
  source: 'official' | 'engine';
  cadenceSeconds: number | null;
  /** Official draws: local time and weekdays. */
  drawTime: { hour: number; minute: number } | null;
  drawDays: number[] | null;
  province: Province | null;
  closeSeconds: number;
  defaultPlayType: BetType;
  playTypes: readonly BetType[];
  isHot: boolean;
};

export const LOTTERY_TIME_ZONE = VN_TIME_ZONE;
/** Official draws stop taking bets this long before the draw. */
export const OFFICIAL_CLOSE_SECONDS = 900;

const official = (p: Province): GameDef => ({
  code: `VN_${p.code}`,
  name: p.region === 'north' ? 'Xổ số Miền Bắc' : `Xổ số ${p.name}`,
  vendor: 'TCG_LOTTO_VN',
  gameType: 'LOTT',
  family: 'vn',
  structure: regionStructure[p.region],
  region: p.region,
  oddsGroup: p.region,
  prizeModes: ['Lott'],
  source: 'official',
  cadenceSeconds: null,
  drawTime: regionDrawTime[p.region],
  drawDays: p.days,
  province: p,
  closeSeconds: OFFICIAL_CLOSE_SECONDS,
  defaultPlayType: 'lo2',
  playTypes: betTypesOf('vn'),
  isHot: p.code === 'MB' || p.code === 'HCM',
});

const closeFor = (cadence: number) => (cadence <= 60 ? 10 : 30);

const fastVn = (structure: VnStructure, minutes: number): GameDef => ({
  code: `VNF_${structure === 'north' ? 'MB' : 'MN'}_${minutes}`,
  name: `Fast ${structure === 'north' ? 'North' : 'South'} ${minutes}'`,
  vendor: 'TCG_LOTTO_VN',
  gameType: 'LOTT',
  family: 'vn',
  structure,
  region: structure,
  oddsGroup: structure,
  prizeModes: ['ZY'],
  source: 'engine',
  cadenceSeconds: minutes * 60,
  drawTime: null,
  drawDays: null,
  province: null,
  closeSeconds: closeFor(minutes * 60),
  defaultPlayType: 'lo2',
  playTypes: betTypesOf('vn'),
  isHot: minutes === 1,
});

const elott = (family: 'ssc' | 'k3', minutes: number): GameDef => ({
  code: `${family.toUpperCase()}_${minutes}`,
  name: `${family === 'ssc' ? '5D Lotto' : 'Fast 3 Dice'} ${minutes}'`,
  vendor: 'TCG_SEA',
  gameType: 'ELOTT',
  family,
  structure: null,
  region: null,
  oddsGroup: family,
  prizeModes: ['Elott', 'ZY', 'SEA'],
  source: 'engine',
  cadenceSeconds: minutes * 60,
  drawTime: null,
  drawDays: null,
  province: null,
  closeSeconds: closeFor(minutes * 60),
  defaultPlayType: family === 'ssc' ? 'ssc_bsoe' : 'k3_sum',
  playTypes: betTypesOf(family),
  isHot: minutes === 1,
});

export const games: GameDef[] = [
  ...provinces.map(official),
  fastVn('north', 1),
  fastVn('north', 5),
  fastVn('south', 3),
  elott('ssc', 1),
  elott('ssc', 3),
  elott('ssc', 5),
  elott('k3', 1),
  elott('k3', 3),
  elott('k3', 5),
];

const byCode = new Map(games.map((g) => [g.code, g]));
export const gameByCode = (code: string): GameDef | undefined => byCode.get(code);

/**
 * The in-house games' names as the lottery pages give them (the web's `lottery.gameNames`, which
 * rules.test checks these against), `{m}` the minutes between draws.
 */
const displayNames = {
  en: {
    ssc: '5D Lotto · {m} min',
    k3: 'Fast 3 Dice · {m} min',
    fastNorth: 'Fast North · {m} min',
    fastSouth: 'Fast South · {m} min',
  },
  vi: {
    ssc: 'Xổ số 5D · {m} phút',
    k3: 'Xúc xắc nhanh 3 · {m} phút',
    fastNorth: 'Miền Bắc nhanh · {m} phút',
    fastSouth: 'Miền Nam nhanh · {m} phút',
  },
} as const;

/**
 * A game's name in a language as the lottery pages show it: an in-house game by kind and cadence
 * ("5D Lotto · 1 min", "Xổ số 5D · 1 phút"), an official draw by its province's own name ("Xổ số
 * Đà Lạt") in every language. Vietnamese for `vi`, English for any other language or none, as
 * the lobby's game names (`gameNameIn`).
 */
export function displayNameOf(g: GameDef, language: string | undefined): string {
  if (g.source !== 'engine' || !g.cadenceSeconds) return g.name;
  const names = language === 'vi' ? displayNames.vi : displayNames.en;
  const kind =
    g.family === 'ssc' || g.family === 'k3' ? g.family : g.structure === 'north' ? 'fastNorth' : 'fastSouth';
  return names[kind].replace('{m}', String(Math.round(g.cadenceSeconds / 60)));
}

/** Spec 2 /lottery: `gameCode` and `playType` are added only when both a game code and a play type exist. */
export const lotteryPage = (gameCode: string | null, playType: string | null) =>
  gameCode && playType ? `/lottery?gameCode=${gameCode}&playType=${playType}` : '/lottery';

/** The web route of spec 2/4: regional games on /vnlottery, e-lottery on /lottery (with a play type). */
export const routeOf = (g: GameDef) =>
  g.vendor === 'TCG_LOTTO_VN' ? `/vnlottery?gameCode=${g.code}` : lotteryPage(g.code, g.defaultPlayType);

/**
 * The screen a launch without a game opens for a prize mode (spec 6 modes, spec 2 routes, spec 4
 * "LOTT/ELOTT go to the lottery screen; TCG_LOTTO_VN goes to the regional lottery screen"):
 * Elott is the e-lottery (/elott). Lott, ZY and SEA are lottery modes: the lottery screen
 * (/lottery, where the player picks a game), except Lott, which holds only the official
 * Vietnamese regional draws (every game TCG_LOTTO_VN), whose screen is /vnlottery. No mode:
 * every game, so the lottery screen.
 */
export const prizeModeLobby: Record<PrizeMode, string> = {
  Lott: '/vnlottery',
  ZY: '/lottery',
  SEA: '/lottery',
  Elott: '/elott',
};

/**
 * Where the lottery launch (spec 7) sends the player: a game's betting view is its route; a
 * game's lobby is its vendor's lobby (/vnlottery for the regional lottery, /elott for the
 * e-lottery); without a game, the prize mode's screen.
 */
export function launchRouteOf(
  g: GameDef | null,
  prizeMode: PrizeMode | undefined,
  view: 'betting' | 'lobby',
): string {
  if (!g) return prizeMode ? prizeModeLobby[prizeMode] : lotteryPage(null, null);
  if (view === 'betting') return routeOf(g);
  return g.vendor === 'TCG_LOTTO_VN' ? '/vnlottery' : '/elott';
}

/** Close seconds with the configured override for engine games (never the whole cadence). */
export function closeSecondsOf(g: GameDef, override?: number | undefined): number {
  if (g.source !== 'engine' || override === undefined || !g.cadenceSeconds) return g.closeSeconds;
  return Math.max(0, Math.min(override, g.cadenceSeconds - 5));
}
