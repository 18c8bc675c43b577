import { z } from 'zod';
import { minorUnitsSchema } from './money.ts';

/**
 * Lottery and e-lottery (issue 6; spec 2 /lottery /vnlottery /elott, spec 3 game fields,
 * spec 7 "Lottery and home", spec 9 counts). Money is integer minor units; odds are decimal
 * strings for people and `oddsMilli` (odds × 1000, an integer) for arithmetic.
 */

/** Spec 9: popular lottery count 20; regional numbers count 100. */
export const POPULAR_LOTTERY_COUNT = 20;
export const OPENED_NUMEROS_COUNT = 100;
/** Bets one slip may carry. */
export const MAX_BETS_PER_SLIP = 50;

/** Vendors (vassalage / accountTypeName of spec 3): the regional lottery and the e-lottery vendor. */
export const lotteryVendors = ['TCG_LOTTO_VN', 'TCG_SEA'] as const;
export type LotteryVendor = (typeof lotteryVendors)[number];

/**
 * Prize modes of spec 6. Lott: official Vietnamese regional draws; ZY: the in-house (自营)
 * games the engine draws (fast VN lottery and e-lottery); Elott: the e-lottery games (5-digit
 * and three dice); SEA: every game of the TCG_SEA vendor.
 */
export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export const prizeModeSchema = z.enum(prizeModes);
export type PrizeMode = z.infer<typeof prizeModeSchema>;

export const lotteryFamilies = ['vn', 'ssc', 'k3'] as const;
export type LotteryFamily = (typeof lotteryFamilies)[number];
/** Result structures of the regional lottery: the North's 27 numbers, or 18 in the South and Centre. */
export const vnStructures = ['north', 'south'] as const;
export type VnStructure = (typeof vnStructures)[number];
export const vnRegions = ['north', 'centre', 'south'] as const;
export type VnRegion = (typeof vnRegions)[number];
/** Odds tables are kept per group: the three regions and the two e-lottery games. */
export const oddsGroups = ['north', 'centre', 'south', 'ssc', 'k3'] as const;
export type OddsGroup = (typeof oddsGroups)[number];

/**
 * Bet types. Regional lottery: bao lô 2/3/4 digits, đề (special, last 2), đầu and đuôi
 * (first and last digit of the special's last 2), 3 càng (special, last 3), xiên 2/3/4.
 * 5-digit (SSC): exact digit per position, big/small/odd/even per position and of the sum.
 * Three dice (K3): sum, any triple, a specific triple, a pair, big/small (triples lose).
 */
export const vnBetTypes = [
  'lo2',
  'lo3',
  'lo4',
  'de',
  'dau',
  'duoi',
  'cang3',
  'xien2',
  'xien3',
  'xien4',
] as const;
export const sscBetTypes = ['ssc_digit', 'ssc_bsoe', 'ssc_sum'] as const;
export const k3BetTypes = ['k3_sum', 'k3_any_triple', 'k3_triple', 'k3_pair', 'k3_bs'] as const;
export const betTypes = [...vnBetTypes, ...sscBetTypes, ...k3BetTypes] as const;
export const betTypeSchema = z.enum(betTypes);
export type BetType = z.infer<typeof betTypeSchema>;

/** Lifecycle of a draw, one stored state per step of the engine. */
export const drawStatuses = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export const drawStatusSchema = z.enum(drawStatuses);
export type DrawStatus = z.infer<typeof drawStatusSchema>;

/** A bet as the player sees it: open until settled as won or lost, or cancelled (refunded). */
export const lotteryBetStatuses = ['open', 'won', 'lost', 'cancelled', 'void'] as const;
export const lotteryBetStatusSchema = z.enum(lotteryBetStatuses);
export type LotteryBetStatus = z.infer<typeof lotteryBetStatusSchema>;

const idSchema = z.string().regex(/^\d{1,18}$/, 'An id is a number');
const gameCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{2,32}$/, 'Unknown game code');

// Results ---------------------------------------------------------------------

export const vnTierNames = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
] as const;
export type VnTierName = (typeof vnTierNames)[number];

/** A regional result: prize numbers by tier, as digit strings (leading zeros kept). */
export const vnResultSchema = z.object({
  kind: z.literal('vn'),
  structure: z.enum(vnStructures),
  tiers: z.partialRecord(z.enum(vnTierNames), z.array(z.string().regex(/^\d{2,6}$/))),
});
export const sscResultSchema = z.object({
  kind: z.literal('ssc'),
  digits: z.array(z.number().int().min(0).max(9)).length(5),
});
export const k3ResultSchema = z.object({
  kind: z.literal('k3'),
  dice: z.array(z.number().int().min(1).max(6)).length(3),
});
export const drawResultSchema = z.discriminatedUnion('kind', [
  vnResultSchema,
  sscResultSchema,
  k3ResultSchema,
]);
export type VnResult = z.infer<typeof vnResultSchema>;
export type SscResult = z.infer<typeof sscResultSchema>;
export type K3Result = z.infer<typeof k3ResultSchema>;
export type DrawResult = z.infer<typeof drawResultSchema>;

// Catalogue ----------------------------------------------------------------------

/** A lottery game card: the spec-3 game fields plus what a lottery lobby needs. */
export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  code: z.string(),
  gameName: z.string(),
  vendor: z.enum(lotteryVendors),
  vassalage: z.enum(lotteryVendors),
  accountTypeName: z.enum(lotteryVendors),
  gameType: z.enum(['LOTT', 'ELOTT']),
  family: z.enum(lotteryFamilies),
  structure: z.enum(vnStructures).nullable(),
  region: z.enum(vnRegions).nullable(),
  prizeModes: z.array(prizeModeSchema),
  /** 'official': results imported by the operator; 'engine': drawn in-house, provably fair. */
  source: z.enum(['official', 'engine']),
  /** Seconds between draws for the fast games; null for the daily regional draws. */
  cadenceSeconds: z.number().int().nullable(),
  /** Local draw time (HH:mm, Asia/Ho_Chi_Minh) and weekdays (0 Sunday … 6 Saturday) of a daily draw. */
  drawTime: z.string().nullable(),
  drawDays: z.array(z.number().int().min(0).max(6)).nullable(),
  timeZone: z.string(),
  /** Betting closes this many seconds before the draw. */
  closeSeconds: z.number().int(),
  defaultPlayType: betTypeSchema,
  playTypes: z.array(betTypeSchema),
  minBet: minorUnitsSchema,
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** Where the web app shows the game (spec 2 and 4: /vnlottery, /lottery, /elott). */
  route: z.string(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

const deviceSchema = z.enum(['WEB', 'H5', 'APP']).default('WEB');
const languageSchema = z.string().trim().max(10).optional();
/** The site the page was loaded from, as on /wps/system/status (else the Host header). */
const siteUrlSchema = z.string().max(300).optional();

export const gameMenuQuerySchema = z
  .object({
    prizeMode: prizeModeSchema.optional(),
    device: deviceSchema,
    language: languageSchema,
    url: siteUrlSchema,
  })
  .strict();
export const gameMenuValueSchema = z.object({
  serverTime: z.string(),
  list: z.array(
    z.object({
      menuCode: z.string(),
      menuName: z.string(),
      /** True for the regional menus: games of that region drawing today come first. */
      games: z.array(lotteryGameSchema.extend({ drawsToday: z.boolean() })),
    }),
  ),
});

export const recentGamesValueSchema = z.object({
  list: z.array(lotteryGameSchema.extend({ lastBetAt: z.string() })),
});

export const popularQuerySchema = z
  .object({
    count: z.coerce.number().int().min(1).max(50).default(POPULAR_LOTTERY_COUNT),
    prizeMode: prizeModeSchema.optional(),
    device: deviceSchema,
    language: languageSchema,
    url: siteUrlSchema,
  })
  .strict();
export const popularValueSchema = z.object({
  list: z.array(lotteryGameSchema.extend({ betCount: z.number().int() })),
});

// Draws ---------------------------------------------------------------------------

export const drawSchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  /** The issue number: yyyyMMdd for a daily draw, yyyyMMdd-NNNN for a fast one (local date). */
  numero: z.string(),
  status: drawStatusSchema,
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** Provably fair (engine draws): SHA-256 of the server seed, published when the draw opens. */
  seedHash: z.string().nullable(),
  /** Revealed once drawn; with clientSeed and nonce it reproduces the result. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string().nullable(),
  nonce: z.number().int().nullable(),
  result: drawResultSchema.nullable(),
  drawnAt: z.string().nullable(),
  settledAt: z.string().nullable(),
});
export type Draw = z.infer<typeof drawSchema>;

export const openedNumerosQuerySchema = z
  .object({
    /** One game's results; without it, the latest results of every game. */
    gameCode: gameCodeSchema.optional(),
    count: z.coerce.number().int().min(1).max(OPENED_NUMEROS_COUNT).default(OPENED_NUMEROS_COUNT),
    /** Paging back through one game: only draws with a numero before this one. */
    before: z
      .string()
      .regex(/^\d{8}(-\d{4})?$/)
      .optional(),
  })
  .strict()
  .refine((q) => !q.before || q.gameCode, { path: ['before'], message: 'before pages through one gameCode' });
export const openedNumerosValueSchema = z.object({
  gameCode: z.string().nullable(),
  list: z.array(drawSchema),
});

export const openedNumeroQuerySchema = z.object({ gameCode: gameCodeSchema }).strict();
/** The draw taking bets (else the next one) and the last drawn, with the server clock for a countdown. */
export const openedNumeroValueSchema = z.object({
  serverTime: z.string(),
  gameCode: z.string(),
  current: drawSchema.nullable(),
  last: drawSchema.nullable(),
});

export const verifyDrawQuerySchema = z.object({ drawId: idSchema }).strict();
export const verifyDrawValueSchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  seedHash: z.string(),
  serverSeed: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** SHA-256(serverSeed) equals the hash published when the draw opened. */
  hashMatches: z.boolean(),
  /** The result recomputed from the seeds equals the stored one. */
  resultMatches: z.boolean(),
  result: drawResultSchema,
});

// Odds ---------------------------------------------------------------------------

export const oddsQuerySchema = z.object({ gameCode: gameCodeSchema, url: siteUrlSchema }).strict();
export const oddsEntrySchema = z.object({
  betType: betTypeSchema,
  /** Null for the bet type's odds; a selection where it pays differently (three-dice sums). */
  selection: z.string().nullable(),
  /** Paid per unit stake per hit: the payout is unitStake × odds × hits (the stake is not returned on top). */
  odds: z.string(),
  oddsMilli: z.number().int(),
  /** The stake is unitStake × multiplier (bao lô: how many prize numbers have enough digits). */
  multiplier: z.number().int(),
  minStake: minorUnitsSchema,
  maxStake: minorUnitsSchema,
  /** What a selection looks like, e.g. '27', '12,34', '3:big'. */
  selectionHint: z.string(),
});
export const oddsValueSchema = z.object({
  gameCode: z.string(),
  oddsGroup: z.enum(oddsGroups),
  oddsVersion: z.number().int(),
  /** The merchant's currency: its code, its symbol and its number of minor-unit digits (as in the balance). */
  currency: z.string(),
  currencySymbol: z.string(),
  exponent: z.number().int().min(0).max(4),
  /** A member's total stake on one draw may not pass this. */
  maxStakePerDraw: minorUnitsSchema,
  list: z.array(oddsEntrySchema),
});
export type OddsValue = z.infer<typeof oddsValueSchema>;

// Bets ----------------------------------------------------------------------------

export const betLineSchema = z
  .object({
    betType: betTypeSchema,
    /** Canonical or loose: '7' for lo2 is refused, '07' accepted; '34,12' becomes '12,34'. */
    selection: z.string().trim().min(1).max(32),
    /** Stake per unit in minor units; the bet costs unitStake × multiplier. */
    unitStake: z
      .number()
      .int('Stakes are whole minor units')
      .positive('The stake must be above zero')
      .max(Number.MAX_SAFE_INTEGER),
  })
  .strict();
export type BetLine = z.infer<typeof betLineSchema>;

export const placeBetsBodySchema = z
  .object({
    drawId: idSchema,
    /** The odds version the player saw; a changed table refuses the slip with ODDS_CHANGED. */
    oddsVersion: z.number().int().positive(),
    requestId: z.string().uuid(),
    bets: z.array(betLineSchema).min(1).max(MAX_BETS_PER_SLIP),
  })
  .strict();
export type PlaceBetsBody = z.infer<typeof placeBetsBodySchema>;

export const lotteryBetSchema = z.object({
  betId: z.string(),
  slipId: z.string(),
  drawId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  betType: betTypeSchema,
  selection: z.string(),
  unitStake: minorUnitsSchema,
  multiplier: z.number().int(),
  stake: minorUnitsSchema,
  odds: z.string(),
  oddsVersion: z.number().int(),
  status: lotteryBetStatusSchema,
  payout: minorUnitsSchema,
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const placeBetsValueSchema = z.object({
  slipId: z.string(),
  /** True when this requestId was already placed: the first slip, nothing debited again. */
  replayed: z.boolean(),
  drawId: z.string(),
  numero: z.string(),
  totalStake: minorUnitsSchema,
  sumBalance: minorUnitsSchema,
  bets: z.array(lotteryBetSchema),
});

export const cancelBetBodySchema = z.object({ betId: idSchema }).strict();
export const cancelBetValueSchema = z.object({
  bet: lotteryBetSchema,
  /** False when the bet was already cancelled before: refunded then, not again. */
  refunded: z.boolean(),
  sumBalance: minorUnitsSchema,
});

export const myBetsQuerySchema = z
  .object({
    gameCode: gameCodeSchema.optional(),
    drawId: idSchema.optional(),
    status: lotteryBetStatusSchema.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const myBetsValueSchema = z.object({
  list: z.array(lotteryBetSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

// Launch (spec 7 "E-lottery lobby launch") ---------------------------------------

export const lotteryLaunchQuerySchema = z
  .object({
    lottoArea: z.literal('VN').default('VN'),
    launchMode: z.literal('LOTT').default('LOTT'),
    prizeMode: prizeModeSchema.optional(),
    gameCode: gameCodeSchema.optional(),
    view: z.enum(['betting', 'lobby']).default('lobby'),
    device: deviceSchema,
    backUrl: z
      .string()
      .max(500)
      .regex(/^\/(?!\/)/, 'backUrl is a path on this site')
      .optional(),
    language: languageSchema,
  })
  .strict();
/** Where the web app goes: its own lottery pages (the lottery is in-house, no vendor iframe). */
export const lotteryLaunchValueSchema = z.object({
  game_url: z.string(),
  gameCode: z.string().nullable(),
  playType: betTypeSchema.nullable(),
  view: z.enum(['betting', 'lobby']),
});

// WebSocket ---------------------------------------------------------------------

/** Sent to every connected member when a draw has its result and is settled. */
export const drawResultEventValueSchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  result: drawResultSchema,
  drawnAt: z.string(),
});
export type DrawResultEventValue = z.infer<typeof drawResultEventValueSchema>;

/** Odds as a decimal string from odds × 1000: 9500 → '9.5'. */
export function formatOddsMilli(oddsMilli: number): string {
  const whole = Math.trunc(oddsMilli / 1000);
  const frac = (oddsMilli % 1000).toString().padStart(3, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}
