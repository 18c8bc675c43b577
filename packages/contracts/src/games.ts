import { z } from 'zod';
import { minorUnitsSchema } from './money.ts';

/** Game categories of spec 3, plus the in-house studio's own. */
export const gameCategories = [
  'ELOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'LOTT',
  'INHOUSE',
] as const;
export const gameCategorySchema = z.enum(gameCategories);
export type GameCategory = z.infer<typeof gameCategorySchema>;

/** SPORTS vendors that are really e-sports providers are listed under ESPORTS (spec 3). */
export const ESPORTS_PROVIDERS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];

/** Lobby query defaults (spec 9): page size 42 from page 1. */
export const LOBBY_PAGE_SIZE = 42;

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  accountTypeName: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  status: z.enum(['active', 'maintenance']),
  isNew: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const gameMenusValueSchema = z.object({
  list: z.array(z.object({ gameCategory: gameCategorySchema, vendors: z.array(vendorCardSchema) })),
});
export type GameMenus = z.infer<typeof gameMenusValueSchema>;

export const gameSchema = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  vendor: z.string(),
  accountTypeName: z.string(),
  gameType: gameCategorySchema,
  gameName: z.string(),
  gameClassify: z.string().nullable(),
  minBet: minorUnitsSchema,
  minLineNum: z.number().int().nonnegative(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  gameId: z.string().nullable(),
  roomId: z.string().nullable(),
  code: z.string(),
  gameCode: z.string(),
  icon: z.string().nullable(),
  isGame: z.string().nullable(),
});
export type Game = z.infer<typeof gameSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A query parameter sent empty (spec 9 defaults: gameClassify and minBet empty) means "any". */
const emptyAsUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? undefined : v), schema.optional());

/** GCSGAME_gameList (spec 7): every filter is optional; empty strings mean "any". */
export const gameListQuerySchema = z.object({
  gameType: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(gameCategorySchema.optional()),
  vassalage: optionalText(32),
  gameClassify: optionalText(32),
  gameName: optionalText(64),
  minBet: emptyAsUndefined(z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)),
  minLineNum: emptyAsUndefined(z.coerce.number().int().nonnegative().max(1000)),
  language: optionalText(8),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LOBBY_PAGE_SIZE),
  clientType: z.string().optional(),
  platform: z.string().optional(),
  channel: z.string().optional(),
  merchant: z.string().optional(),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;
export const gameListValueSchema = z.object({ games: z.array(gameSchema), totalPages: z.number().int() });
export const hotGamesValueSchema = z.object({ list: z.array(gameSchema) });
export const recentGamesValueSchema = z.object({ list: z.array(gameSchema), totalPages: z.number().int() });
export const favouriteIdsValueSchema = z.object({ list: z.array(z.string()) });
export const favouriteGamesValueSchema = z.object({
  content: z.array(gameSchema),
  totalPages: z.number().int(),
});
export const favouriteBodySchema = z
  .object({
    nodeId: z.string().regex(/^\d{1,18}$/),
    vendor: z.string().max(32).optional(),
    gameType: z.string().max(16).optional(),
  })
  .strict();
export const gameClassifiesValueSchema = z.object({ list: z.array(z.string()) });
export const vendorListValueSchema = z.object({ list: z.array(vendorCardSchema) });

/** The launch payload of spec 3. */
export const launchQuerySchema = z.object({
  nodeId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  gameId: z.string().max(64).optional(),
  roomId: z.string().max(64).optional(),
  vassalage: z.string().max(32).optional(),
  accountType: z.coerce.number().int().optional(),
  confirmTrans: z.coerce.number().int().optional(),
  launchMode: z.string().max(16).optional(),
  platform: z.string().max(32).optional(),
  clientType: z.coerce.number().int().optional(),
  language: z.string().max(8).optional(),
  username: z.string().max(64).optional(),
  merchantCode: z.string().max(64).optional(),
});
export type LaunchQuery = z.infer<typeof launchQuerySchema>;
export const launchV2BodySchema = z.object({ entities: launchQuerySchema }).strict();
export const launchValueSchema = z.object({ game_url: z.string(), game_url2: z.string().nullable() });
export type LaunchValue = z.infer<typeof launchValueSchema>;
/** 'Game under maintenance' carries other games of the category to offer instead. */
export const maintenanceSuggestionsSchema = z.object({ suggestions: z.array(gameSchema) });
