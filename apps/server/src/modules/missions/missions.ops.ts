import { AppError } from '@portal/contracts/errors';
import { MISSION_LEADERBOARD_SIZE, MISSION_MAX_POINTS, missionKinds } from '@portal/contracts/missions';
import { z } from 'zod';
import type { MerchantMissionRow } from '../../db/schema.ts';
import { idSchema, merchantSchema, wholeFlag } from '../admin/ops-flags.ts';
import type { MissionPrizes } from './mission-prizes.ts';
import type { MissionsService } from './missions.service.ts';

/** The operator's mission commands (`npm run ops -- mission ...`). */

export const missionOpsSchemas = [
  z
    .object({
      kind: z.literal('mission_add'),
      merchant: merchantSchema,
      missionKind: z.enum(missionKinds, { error: `A mission kind is one of: ${missionKinds.join(', ')}` }),
      period: z.enum(['daily', 'weekly'], { error: 'A period is daily or weekly' }),
      target: z.number().int().positive('A target is above zero').max(Number.MAX_SAFE_INTEGER),
      reward: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
      points: z.number().int().nonnegative().max(MISSION_MAX_POINTS),
      sort: z.number().int().nonnegative().max(1_000_000),
    })
    .strict(),
  z.object({ kind: z.literal('mission_list'), merchant: merchantSchema }).strict(),
  z
    .object({
      kind: z.literal('mission_state'),
      merchant: merchantSchema,
      id: idSchema('A mission'),
      active: z.boolean(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('mission_prizes'),
      merchant: merchantSchema,
      /** First place first; null shows them, an empty list stops them. */
      amounts: z
        .array(
          z
            .string()
            .regex(/^\d{1,15}$/, 'A prize is a whole number of minor units, such as 1000000')
            .refine((a) => !/^\d+$/.test(a) || BigInt(a) > 0n, 'A prize is above zero'),
        )
        .max(MISSION_LEADERBOARD_SIZE, `Prizes go to the top ${MISSION_LEADERBOARD_SIZE} places at most`)
        .nullable(),
    })
    .strict(),
] as const;
export type MissionOpsCommand = z.infer<(typeof missionOpsSchemas)[number]>;

export const missionOpsUsage = `  mission add daily|weekly deposit|wager|lottery_wager|bets --target N --reward MINOR [--points N] [--sort N]
                   a mission; target in minor units (a count for bets), reward paid on claim
  mission list | mission stop ID | mission start ID
  mission prizes [MINOR,MINOR,... | none]           the leaderboard's prizes from first place down,
                                                    paid when a week ends; none stops them`;

/** `mission ...` words and flags into a command (the schema then checks it), or null. */
export function missionOpsOf(
  words: readonly string[],
  flags: Map<string, string>,
  merchant: string,
): unknown {
  const [topic, action, target] = words;
  if (topic !== 'mission') return null;
  if (action === 'add' && target && words[3] && words.length === 4)
    return {
      kind: 'mission_add',
      merchant,
      period: target,
      missionKind: words[3],
      target: wholeFlag(flags, 'target') ?? 0,
      reward: wholeFlag(flags, 'reward') ?? 0,
      points: wholeFlag(flags, 'points') ?? 0,
      sort: wholeFlag(flags, 'sort') ?? 0,
    };
  if (action === 'list' && words.length === 2) return { kind: 'mission_list', merchant };
  if (action === 'prizes' && words.length <= 3)
    return {
      kind: 'mission_prizes',
      merchant,
      amounts: target === undefined ? null : target === 'none' ? [] : target.split(','),
    };
  if ((action === 'stop' || action === 'start') && target && words.length === 3)
    return { kind: 'mission_state', merchant, id: target, active: action === 'start' };
  return null;
}

const line = (m: MerchantMissionRow) =>
  `${m.id}  ${m.active ? 'running' : 'stopped'}  ${m.period} ${m.kind}  target ${m.target}  reward ${m.reward}  points ${m.points}  sort ${m.sort}`;

export async function applyMissionCommand(
  missions: Pick<MissionsService, 'list' | 'add' | 'setActive'>,
  merchantId: string,
  command: Exclude<MissionOpsCommand, { kind: 'mission_prizes' }>,
): Promise<string> {
  switch (command.kind) {
    case 'mission_list': {
      const rows = await missions.list(merchantId);
      return rows.length === 0 ? 'no missions' : rows.map(line).join('\n');
    }
    case 'mission_add': {
      const row = await missions.add({
        merchant_id: merchantId,
        kind: command.missionKind,
        period: command.period,
        target: String(command.target),
        reward: String(command.reward),
        points: command.points,
        sort: command.sort,
      });
      return `mission added: ${line(row)}`;
    }
    case 'mission_state': {
      const row = await missions.setActive(merchantId, command.id, command.active);
      if (!row) throw new AppError('NOT_FOUND', `No mission ${command.id}`, 404);
      return `mission ${row.id} ${row.active ? 'running' : 'stopped'}`;
    }
  }
}

/** `mission prizes`: shows the prizes, or replaces them (none stops them). */
export async function applyMissionPrizesCommand(
  prizes: Pick<MissionPrizes, 'amounts' | 'set'>,
  merchantId: string,
  command: Extract<MissionOpsCommand, { kind: 'mission_prizes' }>,
): Promise<string> {
  if (command.amounts !== null) await prizes.set(merchantId, command.amounts.map(BigInt));
  const amounts = await prizes.amounts(merchantId);
  if (amounts.length === 0) return 'no leaderboard prizes';
  return `leaderboard prizes, paid when a week ends: ${amounts.map((a, i) => `${i + 1}. ${a}`).join(', ')} minor units`;
}
