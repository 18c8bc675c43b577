import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database, Tx } from '../../db/schema.ts';

/** SQL of the catalogue: vendors, games, favourites, recent games and launch tokens. */

/** Text matched literally by LIKE: its own %, _ and backslash escaped. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const gameColumns = [
  'g.id',
  'g.vendor_code',
  'g.game_type',
  'g.code',
  'g.game_id',
  'g.room_id',
  'g.name_en',
  'g.name_vi',
  'g.classify',
  'g.min_bet',
  'g.min_line_num',
  'g.is_hot',
  'g.is_game',
  'g.icon',
  'v.account_type_name',
  'v.status as vendor_status',
  'v.in_house',
] as const;

const visibleGames = (tx: Tx, merchantId: string) =>
  tx
    .selectFrom('game as g')
    .innerJoin('game_vendor as v', (j) =>
      j.onRef('v.merchant_id', '=', 'g.merchant_id').onRef('v.code', '=', 'g.vendor_code'),
    )
    .where('g.merchant_id', '=', merchantId)
    .where('g.enabled', '=', true)
    .where('v.status', '<>', 'disabled');

type GameQuery = SelectQueryBuilder<
  Database & { g: Database['game']; v: Database['game_vendor'] },
  'g' | 'v',
  object
>;
export type GameRow = Awaited<ReturnType<typeof findGameForLaunch>> & object;

/** The vendors of each category that has at least one visible game. */
export const vendorCategories = (tx: Tx, merchantId: string) =>
  visibleGames(tx, merchantId)
    .select([
      'v.code',
      'v.account_type_name',
      'v.name',
      'v.icon',
      'v.status',
      'v.is_new',
      'v.in_house',
      'v.sort',
      sql<string[]>`array_agg(distinct g.game_type)`.as('game_types'),
    ])
    .groupBy([
      'v.id',
      'v.code',
      'v.account_type_name',
      'v.name',
      'v.icon',
      'v.status',
      'v.is_new',
      'v.in_house',
      'v.sort',
    ])
    .orderBy('v.sort')
    .orderBy('v.code')
    .execute();

export type GameFilter = {
  merchantId: string;
  gameType?: string | undefined;
  inHouse?: boolean | undefined;
  vendors?: readonly string[] | undefined;
  excludeVendors?: readonly string[] | undefined;
  classify?: string | undefined;
  name?: string | undefined;
  minBet?: number | undefined;
  minLineNum?: number | undefined;
};

function filtered(tx: Tx, f: GameFilter) {
  let q = visibleGames(tx, f.merchantId) as unknown as GameQuery;
  if (f.inHouse) q = q.where('v.in_house', '=', true);
  else if (f.gameType) q = q.where('g.game_type', '=', f.gameType);
  if (f.vendors) q = q.where('g.vendor_code', 'in', f.vendors.length ? f.vendors : ['']);
  if (f.excludeVendors?.length) q = q.where('g.vendor_code', 'not in', f.excludeVendors);
  if (f.classify) q = q.where('g.classify', '=', f.classify);
  if (f.name) q = q.where('g.search_text', 'like', `%${escapeLike(f.name.toLowerCase())}%`);
  if (f.minBet !== undefined) q = q.where('g.min_bet', '>=', String(f.minBet));
  if (f.minLineNum !== undefined) q = q.where('g.min_line_num', '>=', f.minLineNum);
  return q;
}

export async function listGames(tx: Tx, f: GameFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(tx, f)
      .select(gameColumns)
      .orderBy('g.is_hot', 'desc')
      .orderBy('g.sort')
      .orderBy('g.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(tx, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export const hotGames = (tx: Tx, f: GameFilter, limit: number) =>
  filtered(tx, f)
    .where('g.is_hot', '=', true)
    .select(gameColumns)
    .orderBy('g.sort')
    .orderBy('g.id')
    .limit(limit)
    .execute();

export const classifies = (tx: Tx, f: GameFilter) =>
  filtered(tx, f)
    .where('g.classify', 'is not', null)
    .select('g.classify')
    .distinct()
    .orderBy('g.classify')
    .execute();

export const findGameForLaunch = (
  tx: Tx,
  merchantId: string,
  by: {
    nodeId?: string | undefined;
    vendor?: string | undefined;
    gameId?: string | undefined;
    roomId?: string | undefined;
  },
) => {
  let q = visibleGames(tx, merchantId).select([...gameColumns, 'v.launch_url']);
  if (by.nodeId) q = q.where('g.id', '=', by.nodeId);
  else if (by.vendor && by.gameId)
    q = q.where('g.vendor_code', '=', by.vendor).where('g.game_id', '=', by.gameId);
  else if (by.vendor && by.roomId)
    q = q.where('g.vendor_code', '=', by.vendor).where('g.room_id', '=', by.roomId);
  else return Promise.resolve(undefined);
  return q.executeTakeFirst();
};

/** Other playable games of a category, offered when one is under maintenance. */
export const suggestions = (
  tx: Tx,
  merchantId: string,
  gameType: string,
  excludeVendor: string,
  limit: number,
) =>
  visibleGames(tx, merchantId)
    .where('g.game_type', '=', gameType)
    .where('g.vendor_code', '<>', excludeVendor)
    .where('v.status', '=', 'active')
    .where((eb) => eb.or([eb('v.launch_url', 'is not', null), eb('v.in_house', '=', true)]))
    .select(gameColumns)
    .orderBy('g.is_hot', 'desc')
    .orderBy('g.sort')
    .limit(limit)
    .execute();

export async function recentGames(
  tx: Tx,
  merchantId: string,
  memberId: string,
  limit: number,
  offset: number,
) {
  const base = visibleGames(tx, merchantId)
    .innerJoin('game_recent as r', 'r.game_id', 'g.id')
    .where('r.member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base.select(gameColumns).orderBy('r.played_at', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export const favouriteIds = (tx: Tx, memberId: string) =>
  tx
    .selectFrom('game_favourite')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .execute();

export async function favouriteGames(
  tx: Tx,
  merchantId: string,
  memberId: string,
  gameType: string | undefined,
  limit: number,
  offset: number,
) {
  let base = visibleGames(tx, merchantId)
    .innerJoin('game_favourite as f', 'f.game_id', 'g.id')
    .where('f.member_id', '=', memberId);
  if (gameType) base = base.where('g.game_type', '=', gameType);
  const [rows, count] = await Promise.all([
    base.select(gameColumns).orderBy('f.created_at', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export const addFavourite = (tx: Tx, memberId: string, gameId: string) =>
  tx
    .insertInto('game_favourite')
    .values({ member_id: memberId, game_id: gameId })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();

export const removeFavourite = (tx: Tx, memberId: string, gameId: string) =>
  tx.deleteFrom('game_favourite').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();

export const insertLaunch = (
  tx: Tx,
  row: {
    token_hash: string;
    merchant_id: string;
    member_id: string;
    game_id: string;
    vendor_code: string;
    language: string;
    lobby_url: string | null;
    expires_at: Date;
    ends_at: Date | null;
  },
) => tx.insertInto('game_launch').values(row).execute();

export const insertVendor = (
  tx: Tx,
  row: {
    merchant_id: string;
    code: string;
    account_type_name: string;
    name: string;
    icon: string | null;
    in_house: boolean;
    wallet_secret: string | null;
    launch_url: string | null;
    sort: number;
  },
) =>
  tx
    .insertInto('game_vendor')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();

export const insertGame = (
  tx: Tx,
  row: {
    merchant_id: string;
    vendor_code: string;
    game_type: string;
    code: string;
    game_id: string | null;
    name_en: string;
    name_vi: string | null;
    search_text: string;
    classify: string | null;
    min_bet: string;
    min_line_num: number;
    is_hot: boolean;
    icon: string | null;
    sort: number;
  },
) =>
  tx
    .insertInto('game')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code', 'code']).doNothing())
    .execute();

// The operator's commands ---------------------------------------------------------------

/** Every vendor of the merchant, with how many of its games are shown and how many it has. */
export const vendorsWithCounts = (tx: Tx, merchantId: string) =>
  tx
    .selectFrom('game_vendor as v')
    .leftJoin('game as g', (j) =>
      j.onRef('g.merchant_id', '=', 'v.merchant_id').onRef('g.vendor_code', '=', 'v.code'),
    )
    .select(['v.code', 'v.name', 'v.status', 'v.in_house', 'v.launch_url', 'v.sort'])
    .select((eb) => [
      eb.fn.count<string>('g.id').as('games'),
      eb.fn.count<string>('g.id').filterWhere('g.enabled', '=', true).as('shown'),
    ])
    .where('v.merchant_id', '=', merchantId)
    .groupBy(['v.id', 'v.code', 'v.name', 'v.status', 'v.in_house', 'v.launch_url', 'v.sort'])
    .orderBy('v.sort')
    .orderBy('v.code')
    .execute();

/** Whether the merchant had that vendor. */
export const setVendorStatus = async (
  tx: Tx,
  merchantId: string,
  code: string,
  status: 'active' | 'maintenance' | 'disabled',
) =>
  (
    await tx
      .updateTable('game_vendor')
      .set({ status })
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

/** The merchant's games, shown or hidden, of one vendor or named like `search`; 100 at most. */
export const gamesForOperator = (
  tx: Tx,
  merchantId: string,
  filter: { vendor: string | null; search: string | null },
) => {
  let query = tx
    .selectFrom('game')
    .select(['id', 'vendor_code', 'game_type', 'code', 'name_en', 'name_vi', 'is_hot', 'enabled'])
    .where('merchant_id', '=', merchantId);
  if (filter.vendor) query = query.where('vendor_code', '=', filter.vendor);
  if (filter.search)
    query = query.where('search_text', 'like', `%${escapeLike(filter.search.toLowerCase())}%`);
  return query.orderBy('vendor_code').orderBy('sort').orderBy('id').limit(100).execute();
};

/** Whether the merchant had that game. */
export const setGameFlags = async (
  tx: Tx,
  merchantId: string,
  id: string,
  flags: { is_hot?: boolean; enabled?: boolean },
) =>
  (
    await tx
      .updateTable('game')
      .set(flags)
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;
