import { AppError } from '@portal/contracts/errors';
import {
  ESPORTS_PROVIDERS,
  type Game,
  type GameCategory,
  type GameListQuery,
  type GameMenus,
  gameCategories,
  gameListValueSchema,
  type LaunchQuery,
  type LaunchValue,
  type VendorCard,
} from '@portal/contracts/games';
import { MemberType } from '@portal/contracts/identity';
import { isWhitelabelOn } from '@portal/contracts/system';
import type { Db, MemberRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { newToken, sha256 } from '../identity/secrets.ts';
import { sessionEndsAt } from '../responsible-gaming/session-limit.ts';
import type { SystemService } from '../system/system.service.ts';
import { gameNameIn } from './game-name.ts';
import * as repo from './games.repo.ts';

/** The earlier of two ends, either of which may be absent. */
const earliest = (a: Date | null, b: Date | null | undefined): Date | null =>
  a && b ? (a < b ? a : b) : (a ?? b ?? null);

const LAUNCH_TOKEN_MS = 5 * 60_000;
const SUGGESTIONS = 6;
/** How long a lobby page may be a little stale after an operator changes the catalogue. */
const LOBBY_CACHE_MS = 30_000;

type Row = Awaited<ReturnType<typeof repo.hotGames>>[number];

const isCategory = (v: string): v is GameCategory => (gameCategories as readonly string[]).includes(v);

/** SPORTS games of the configured e-sports providers are listed under ESPORTS (spec 3). */
const categoryOf = (gameType: string, vendor: string): GameCategory => {
  if (gameType === 'SPORTS' && ESPORTS_PROVIDERS.includes(vendor)) return 'ESPORTS';
  return isCategory(gameType) ? gameType : 'RNG';
};

export const toGame = (row: Row, language: string | undefined): Game => ({
  nodeId: row.id,
  vassalage: row.vendor_code,
  vendor: row.vendor_code,
  accountTypeName: row.account_type_name,
  gameType: categoryOf(row.game_type, row.vendor_code),
  gameName: gameNameIn(language, { en: row.name_en, vi: row.name_vi }),
  gameClassify: row.classify,
  minBet: Number(row.min_bet),
  minLineNum: row.min_line_num,
  isHot: row.is_hot ? 1 : 0,
  gameId: row.game_id,
  roomId: row.room_id,
  code: row.code,
  gameCode: row.code,
  icon: row.icon,
  isGame: row.is_game,
});

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The catalogue, favourites, recent games and launching (spec 3, 4 and 7 "Games"). */
export function createGamesService(deps: {
  db: Db;
  clock: Clock;
  system: Pick<SystemService, 'settingsFor'>;
  /** Where browsers reach the in-house studio, for a request from `hostname`. */
  studioUrl: (hostname: string) => string;
}) {
  /** ESPORTS is a category of its own, and the in-house studio's vendors make INHOUSE. */
  function filterFor(
    merchantId: string,
    q: { gameType?: GameCategory | undefined; vassalage?: string | undefined },
  ) {
    const f: repo.GameFilter = { merchantId };
    if (q.gameType === 'INHOUSE') f.inHouse = true;
    else if (q.gameType === 'ESPORTS') {
      f.gameType = 'SPORTS';
      f.vendors = ESPORTS_PROVIDERS;
    } else if (q.gameType) f.gameType = q.gameType;
    if (q.gameType === 'SPORTS') f.excludeVendors = ESPORTS_PROVIDERS;
    if (q.vassalage) f.vendors = !f.vendors || f.vendors.includes(q.vassalage) ? [q.vassalage] : [];
    return f;
  }

  const lobbyPages = createTtlCache<string, { value: { games: Game[]; totalPages: number }; json: Buffer }>(
    LOBBY_CACHE_MS,
    deps.clock,
    5_000,
  );

  async function listUncached(merchantId: string, q: GameListQuery) {
    const f = {
      ...filterFor(merchantId, q),
      classify: q.gameClassify,
      name: q.gameName,
      minBet: q.minBet,
      minLineNum: q.minLineNum,
    };
    const { rows, total } = await repo.listGames(deps.db, f, q.pageSize, (q.page - 1) * q.pageSize);
    return { games: rows.map((r) => toGame(r, q.language)), totalPages: pages(total, q.pageSize) };
  }

  return {
    async menus(host: string | null): Promise<GameMenus> {
      const merchant = await deps.system.settingsFor(host);
      const rows = await repo.vendorCategories(deps.db, merchant.id);
      const byCategory = new Map<GameCategory, VendorCard[]>();
      for (const row of rows) {
        const card: VendorCard = {
          vassalage: row.code,
          accountTypeName: row.account_type_name,
          name: row.name,
          icon: row.icon,
          status: row.status === 'maintenance' ? 'maintenance' : 'active',
          isNew: row.is_new,
        };
        const categories = new Set(row.game_types.map((t) => categoryOf(t, row.code)));
        if (row.in_house) categories.add('INHOUSE');
        for (const category of categories) {
          const list = byCategory.get(category) ?? [];
          list.push(card);
          byCategory.set(category, list);
        }
      }
      return {
        list: gameCategories
          .filter((c) => byCategory.has(c))
          .map((gameCategory) => ({ gameCategory, vendors: byCategory.get(gameCategory) ?? [] })),
      };
    },

    /** The same for every visitor, so pages are cached briefly (the lobby is the busiest read). */
    async list(host: string | null, q: GameListQuery) {
      const merchant = await deps.system.settingsFor(host);
      const key = JSON.stringify([
        merchant.id,
        q.gameType,
        q.vassalage,
        q.gameClassify,
        q.gameName?.toLowerCase(),
        q.minBet,
        q.minLineNum,
        q.language === 'vi' ? 'vi' : 'en',
        q.page,
        q.pageSize,
      ]);
      return lobbyPages.get(key, async () => {
        const value = await listUncached(merchant.id, q);
        // Parsed through the schema once, so the cached text is the same whitelist the serializer
        // sends; kept as UTF-8 bytes so a request does not encode it again.
        const json = JSON.stringify({ success: true, value: gameListValueSchema.parse(value) });
        return { value, json: Buffer.from(json) };
      });
    },

    async hot(
      host: string | null,
      q: {
        vassalage?: string | undefined;
        gameType?: GameCategory | undefined;
        language?: string | undefined;
      },
    ) {
      const merchant = await deps.system.settingsFor(host);
      const rows = await repo.hotGames(deps.db, filterFor(merchant.id, q), 24);
      return { list: rows.map((r) => toGame(r, q.language)) };
    },

    async classifies(
      host: string | null,
      q: { vassalage?: string | undefined; gameType?: GameCategory | undefined },
    ) {
      const merchant = await deps.system.settingsFor(host);
      const rows = await repo.classifies(deps.db, filterFor(merchant.id, q));
      return { list: rows.map((r) => r.classify).filter((c): c is string => c !== null) };
    },

    async newVendors(host: string | null) {
      const menus = await this.menus(host);
      const seen = new Map<string, VendorCard>();
      for (const c of menus.list) for (const v of c.vendors) if (v.isNew) seen.set(v.vassalage, v);
      return { list: [...seen.values()] };
    },

    async rooms(host: string | null, language: string | undefined) {
      const merchant = await deps.system.settingsFor(host);
      const { rows } = await repo.listGames(deps.db, { merchantId: merchant.id, gameType: 'PVP' }, 100, 0);
      return { list: rows.filter((r) => r.room_id !== null).map((r) => toGame(r, language)) };
    },

    async recent(
      member: MemberRow,
      host: string | null,
      q: { page: number; pageSize: number; language?: string | undefined },
    ) {
      const merchant = await deps.system.settingsFor(host);
      const { rows, total } = await repo.recentGames(
        deps.db,
        merchant.id,
        member.id,
        q.pageSize,
        (q.page - 1) * q.pageSize,
      );
      return { list: rows.map((r) => toGame(r, q.language)), totalPages: pages(total, q.pageSize) };
    },

    async favouriteIds(member: MemberRow) {
      return { list: (await repo.favouriteIds(deps.db, member.id)).map((r) => r.game_id) };
    },

    async favouriteGames(
      member: MemberRow,
      host: string | null,
      q: { page: number; pageSize: number; gameType?: string | undefined; language?: string | undefined },
    ) {
      const merchant = await deps.system.settingsFor(host);
      const { rows, total } = await repo.favouriteGames(
        deps.db,
        merchant.id,
        member.id,
        q.gameType,
        q.pageSize,
        (q.page - 1) * q.pageSize,
      );
      return { content: rows.map((r) => toGame(r, q.language)), totalPages: pages(total, q.pageSize) };
    },

    async setFavourite(member: MemberRow, host: string | null, nodeId: string, on: boolean) {
      const merchant = await deps.system.settingsFor(host);
      const game = await repo.findGameForLaunch(deps.db, merchant.id, { nodeId });
      if (!game) throw new AppError('NOT_FOUND', 'No such game');
      if (on) await repo.addFavourite(deps.db, member.id, game.id);
      else await repo.removeFavourite(deps.db, member.id, game.id);
      return this.favouriteIds(member);
    },

    /**
     * A launch address for the member (spec 3 payload). An in-house game gets the studio's
     * page with a one-time launch token; a vendor that is not configured or is in
     * maintenance answers 'game under maintenance' with other games of its category. A session
     * with a time limit (its own length, or the day's time) hands the earlier end to the game's
     * session, which stops taking bets then.
     */
    async launch(
      actor: { member: MemberRow; site: string; startedAt: Date; playEndsAt?: Date | null },
      host: string | null,
      q: LaunchQuery,
    ): Promise<LaunchValue> {
      const { member } = actor;
      const merchant = await deps.system.settingsFor(host);
      if (member.type === MemberType.Trial && !isWhitelabelOn(merchant.info.whitelabel, 'FREEPLAY3'))
        throw new AppError('TRIAL_ACCOUNT', 'Please Register an Account first', 403);
      const game = await repo.findGameForLaunch(deps.db, merchant.id, {
        nodeId: q.nodeId,
        vendor: q.vassalage,
        gameId: q.gameId,
        roomId: q.roomId,
      });
      if (!game) throw new AppError('NOT_FOUND', 'This game is not available');
      const configured = game.in_house || game.launch_url !== null;
      if (game.vendor_status !== 'active' || !configured) {
        const others = await repo.suggestions(
          deps.db,
          merchant.id,
          game.game_type,
          game.vendor_code,
          SUGGESTIONS,
        );
        throw new AppError('GAME_MAINTENANCE', 'This game is under maintenance; try one of these', 503, {
          suggestions: others.map((r) => toGame(r, q.language)),
        });
      }
      const token = newToken();
      const language = q.language === 'vi' ? 'vi' : 'en';
      const now = deps.clock.now();
      await repo.insertLaunch(deps.db, {
        token_hash: sha256(token),
        merchant_id: merchant.id,
        member_id: member.id,
        game_id: game.id,
        vendor_code: game.vendor_code,
        language,
        lobby_url: null,
        expires_at: new Date(now.getTime() + LAUNCH_TOKEN_MS),
        ends_at:
          actor.site === 'member'
            ? earliest(sessionEndsAt(member, actor.startedAt, now), actor.playEndsAt)
            : null,
      });
      const base = game.in_house ? deps.studioUrl(host ?? 'localhost') : (game.launch_url as string);
      const url = new URL(`play/${encodeURIComponent(game.code)}`, base.endsWith('/') ? base : `${base}/`);
      url.searchParams.set('token', token);
      url.searchParams.set('lang', language);
      return { game_url: url.toString(), game_url2: null };
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;

/** The demo merchant's in-house studio and its slot; inserted when missing. */
export async function seedDemoGames(db: Db, merchantId: string, walletSecret: string): Promise<void> {
  await repo.insertVendor(db, {
    merchant_id: merchantId,
    code: 'IHS',
    account_type_name: 'IHS',
    name: 'Portal Studio',
    icon: null,
    in_house: true,
    wallet_secret: walletSecret,
    launch_url: null,
    sort: 0,
  });
  await repo.insertGame(db, {
    merchant_id: merchantId,
    vendor_code: 'IHS',
    game_type: 'RNG',
    code: 'lucky-reels',
    game_id: 'lucky-reels',
    name_en: 'Lucky Reels',
    name_vi: 'Vòng Quay May Mắn',
    search_text: 'lucky reels vòng quay may mắn',
    classify: 'SLOT',
    min_bet: '100',
    min_line_num: 20,
    is_hot: true,
    icon: null,
    sort: 0,
  });
}
