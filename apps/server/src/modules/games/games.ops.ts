import { AppError } from '@portal/contracts/errors';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import { idSchema, merchantSchema } from '../admin/ops-flags.ts';
import * as repo from './games.repo.ts';

/**
 * The operator's catalogue commands (`npm run ops -- vendor ...|game ...`): a vendor's state
 * (active, maintenance, disabled) and a game's hot flag and visibility. A launch reads the vendor
 * afresh, so maintenance refuses new launches at once; lobby pages are cached for 30 s per node
 * and the browser keeps the vendor menu for its session.
 */

export function createGameOps(deps: { db: Db }) {
  return {
    async vendors(merchantId: string): Promise<string> {
      const rows = await repo.vendorsWithCounts(deps.db, merchantId);
      if (rows.length === 0) return 'no vendors';
      return rows
        .map((v) => {
          const wallet = v.in_house
            ? 'in-house studio'
            : v.launch_url
              ? `launches at ${v.launch_url}`
              : 'not connected';
          return `${v.code}  ${v.status}  "${v.name}"  ${v.shown} of ${v.games} games shown  ${wallet}`;
        })
        .join('\n');
    },

    async setVendorStatus(merchantId: string, code: string, status: 'active' | 'maintenance' | 'disabled') {
      if (!(await repo.setVendorStatus(deps.db, merchantId, code, status)))
        throw new AppError('NOT_FOUND', `No vendor ${code}`, 404);
      const what = {
        active: 'its games launch again',
        maintenance: 'its games show as under maintenance and launching one offers others of its category',
        disabled: 'its games are left out of the lobbies and menus',
      }[status];
      return `vendor ${code} ${status}: ${what}`;
    },

    async games(
      merchantId: string,
      filter: { vendor: string | null; search: string | null },
    ): Promise<string> {
      const rows = await repo.gamesForOperator(deps.db, merchantId, filter);
      if (rows.length === 0) return 'no games found';
      return rows
        .map(
          (g) =>
            `${g.id}  ${g.vendor_code}  ${g.game_type}  ${g.code}  "${g.name_en}"${g.name_vi ? ` / "${g.name_vi}"` : ''}  ${g.enabled ? 'shown' : 'hidden'}${g.is_hot ? '  hot' : ''}`,
        )
        .join('\n');
    },

    async setGame(merchantId: string, id: string, flags: { is_hot?: boolean; enabled?: boolean }) {
      if (!(await repo.setGameFlags(deps.db, merchantId, id, flags)))
        throw new AppError('NOT_FOUND', `No game ${id}`, 404);
      if (flags.is_hot !== undefined) return `game ${id} ${flags.is_hot ? 'is' : 'is no longer'} a hot game`;
      return `game ${id} ${flags.enabled ? 'shown' : 'hidden'} in the lobbies`;
    },
  };
}
export type GameOps = ReturnType<typeof createGameOps>;

const vendorCodeSchema = z.string().regex(/^[A-Za-z0-9_]{1,32}$/, 'A vendor code is letters, digits or _');
const gameId = idSchema('A game');
const base = { kind: z.literal('catalogue'), merchant: merchantSchema };

const catalogueCommandSchema = z.discriminatedUnion('action', [
  z.object({ ...base, action: z.literal('vendors') }).strict(),
  z
    .object({
      ...base,
      action: z.literal('vendor_status'),
      code: vendorCodeSchema,
      status: z.enum(['active', 'maintenance', 'disabled']),
    })
    .strict(),
  z
    .object({
      ...base,
      action: z.literal('games'),
      vendor: vendorCodeSchema.nullable(),
      search: z.string().trim().min(1).max(64).nullable(),
    })
    .strict(),
  z.object({ ...base, action: z.literal('game_hot'), id: gameId, on: z.boolean() }).strict(),
  z.object({ ...base, action: z.literal('game_shown'), id: gameId, on: z.boolean() }).strict(),
]);

export const gameOpsSchemas = [catalogueCommandSchema] as const;
export type GameOpsCommand = z.infer<typeof catalogueCommandSchema>;

export const gameOpsUsage = `  vendor list                                       the game vendors, their state and games
  vendor status CODE active|maintenance|disabled    maintenance: launches refused, others suggested
  game list [--vendor CODE] [--search TEXT]         the catalogue, 100 at most, with each game's id
  game hot ID on|off | game hide ID | game show ID`;

/** `vendor ...|game ...` words and flags into a command (the schema then checks it), or null. */
export function gameOpsOf(words: readonly string[], flags: Map<string, string>, merchant: string): unknown {
  const [topic, action, target, value] = words;
  const command = { kind: 'catalogue', merchant };
  if (topic === 'vendor' && action === 'list' && words.length === 2) return { ...command, action: 'vendors' };
  if (topic === 'vendor' && action === 'status' && target && value && words.length === 4)
    return { ...command, action: 'vendor_status', code: target, status: value };
  if (topic !== 'game') return null;
  if (action === 'list' && words.length === 2)
    return {
      ...command,
      action: 'games',
      vendor: flags.get('vendor') ?? null,
      search: flags.get('search') ?? null,
    };
  if (action === 'hot' && target && (value === 'on' || value === 'off') && words.length === 4)
    return { ...command, action: 'game_hot', id: target, on: value === 'on' };
  if ((action === 'hide' || action === 'show') && target && words.length === 3)
    return { ...command, action: 'game_shown', id: target, on: action === 'show' };
  return null;
}

export function applyGameCommand(
  games: GameOps,
  merchantId: string,
  command: GameOpsCommand,
): Promise<string> {
  switch (command.action) {
    case 'vendors':
      return games.vendors(merchantId);
    case 'vendor_status':
      return games.setVendorStatus(merchantId, command.code, command.status);
    case 'games':
      return games.games(merchantId, { vendor: command.vendor, search: command.search });
    case 'game_hot':
      return games.setGame(merchantId, command.id, { is_hot: command.on });
    case 'game_shown':
      return games.setGame(merchantId, command.id, { enabled: command.on });
  }
}
