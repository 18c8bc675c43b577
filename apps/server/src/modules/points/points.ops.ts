import { languageCodeSchema } from '@portal/contracts/system';
import { z } from 'zod';
import { idSchema, merchantSchema, wholeFlag } from '../admin/ops-flags.ts';
import { type PointsOps, REWARD_NAME_MAX, REWARD_TEXT_MAX } from './points.service.ts';

/** The operator's points mall commands (`npm run ops -- points ...`). */

const rewardNameSchema = z.string().trim().min(1, 'A reward needs a name').max(REWARD_NAME_MAX);
const rewardTextSchema = z.string().trim().max(REWARD_TEXT_MAX);
const rewardIdSchema = idSchema('A reward');

/** `points reward list|end|translate|untranslate`: one kind, told apart by `action`. */
const rewardCommandSchema = z.discriminatedUnion('action', [
  z
    .object({
      kind: z.literal('points_reward'),
      merchant: merchantSchema,
      action: z.enum(['list', 'end']),
      id: rewardIdSchema.nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('points_reward'),
      merchant: merchantSchema,
      action: z.literal('translate'),
      id: rewardIdSchema,
      language: languageCodeSchema,
      name: rewardNameSchema,
      text: rewardTextSchema,
    })
    .strict(),
  z
    .object({
      kind: z.literal('points_reward'),
      merchant: merchantSchema,
      action: z.literal('untranslate'),
      id: rewardIdSchema,
      language: languageCodeSchema,
    })
    .strict(),
]);

export const pointsOpsSchemas = [
  z
    .object({
      kind: z.literal('points_setting'),
      merchant: merchantSchema,
      enabled: z.boolean(),
      earnUnit: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable(),
      earnPoints: z.number().int().min(1).max(1_000_000).nullable(),
      ratioPoints: z.number().int().min(1).max(1_000_000).nullable(),
      ratioAmount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('points_reward_add'),
      merchant: merchantSchema,
      name: rewardNameSchema,
      text: rewardTextSchema,
      cost: z.number().int().min(1, 'A reward costs at least 1 point').max(1_000_000_000),
      cash: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable(),
      quantity: z.number().int().min(0).max(1_000_000).nullable(),
    })
    .strict(),
  rewardCommandSchema,
  z
    .object({
      kind: z.literal('points_redeem'),
      merchant: merchantSchema,
      action: z.enum(['list', 'approve', 'reject']),
      id: idSchema('A redeem').nullable(),
      note: z.string().max(500).nullable(),
    })
    .strict(),
] as const;
export type PointsOpsCommand = z.infer<(typeof pointsOpsSchemas)[number]>;

export const pointsOpsUsage = `  points on [--earn-unit MINOR --earn-points N --ratio-points N --ratio-amount MINOR] | points off
  points reward add --name TEXT --cost POINTS [--text TEXT] [--cash MINOR] [--quantity N]
  points reward list | points reward end ID
  points reward translate ID --language CODE --name TEXT [--text TEXT]
                   the reward's name and text for visitors reading CODE (without --text: the
                   text it has, or the one as written)
  points reward untranslate ID --language CODE      back to the text as written for CODE
  points redeem list | points redeem approve ID | points redeem reject ID [--note TEXT]`;

/** `points ...` words and flags into a command (the schema then checks it), or null. */
export function pointsOpsOf(words: readonly string[], flags: Map<string, string>, merchant: string): unknown {
  const [topic, action, target] = words;
  if (topic !== 'points') return null;
  if ((action === 'on' || action === 'off') && words.length === 2)
    return {
      kind: 'points_setting',
      merchant,
      enabled: action === 'on',
      earnUnit: wholeFlag(flags, 'earn-unit'),
      earnPoints: wholeFlag(flags, 'earn-points'),
      ratioPoints: wholeFlag(flags, 'ratio-points'),
      ratioAmount: wholeFlag(flags, 'ratio-amount'),
    };
  if (action === 'reward' && target === 'add' && words.length === 3)
    return {
      kind: 'points_reward_add',
      merchant,
      name: flags.get('name') ?? '',
      text: flags.get('text') ?? '',
      cost: wholeFlag(flags, 'cost') ?? 0,
      cash: wholeFlag(flags, 'cash'),
      quantity: wholeFlag(flags, 'quantity'),
    };
  if (action === 'reward' && (target === 'list' || target === 'end')) {
    if (words.length !== (target === 'end' ? 4 : 3)) return null;
    return { kind: 'points_reward', merchant, action: target, id: words[3] ?? null };
  }
  if (action === 'reward' && (target === 'translate' || target === 'untranslate') && words.length === 4)
    return rewardTextCommand(target, words[3] as string, flags, merchant);
  if (action === 'redeem' && (target === 'list' || target === 'approve' || target === 'reject')) {
    if (words.length !== (target === 'list' ? 3 : 4)) return null;
    return {
      kind: 'points_redeem',
      merchant,
      action: target,
      id: words[3] ?? null,
      note: flags.get('note') ?? null,
    };
  }
  return null;
}

/** `points reward translate|untranslate ID --language CODE ...` */
function rewardTextCommand(
  action: 'translate' | 'untranslate',
  id: string,
  flags: Map<string, string>,
  merchant: string,
) {
  const target = { kind: 'points_reward', merchant, action, id, language: flags.get('language') ?? '' };
  if (action === 'untranslate') return target;
  return { ...target, name: flags.get('name') ?? '', text: flags.get('text') ?? '' };
}

export function applyPointsCommand(
  points: PointsOps,
  merchantId: string,
  command: PointsOpsCommand,
): Promise<string> {
  switch (command.kind) {
    case 'points_setting':
      return points.setSettings(merchantId, command.enabled, command);
    case 'points_reward_add':
      return points.addReward(merchantId, command);
    case 'points_reward':
      return applyRewardCommand(points, merchantId, command);
    case 'points_redeem':
      if (command.action === 'list') return points.listRedeems(merchantId);
      return points.decide(merchantId, command.id ?? '', command.action, command.note);
  }
}

function applyRewardCommand(
  points: PointsOps,
  merchantId: string,
  command: Extract<PointsOpsCommand, { kind: 'points_reward' }>,
): Promise<string> {
  switch (command.action) {
    case 'list':
      return points.listRewards(merchantId);
    case 'end':
      return points.endReward(merchantId, command.id ?? '');
    case 'translate':
      return points.translateReward(merchantId, command.id, {
        language: command.language,
        name: command.name,
        description: command.text,
      });
    case 'untranslate':
      return points.untranslateReward(merchantId, command.id, command.language);
  }
}
