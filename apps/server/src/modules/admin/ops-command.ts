import { readFileSync } from 'node:fs';
import {
  CONTRACT_MAX_RATE_BP,
  checkContractTiers,
  contractKindSchema,
  contractPeriodSchema,
  contractTiersSchema,
} from '@portal/contracts/agent-contracts';
import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementAudiences,
  announcementTypes,
} from '@portal/contracts/announcements';
import { CHAT_TEXT_MAX } from '@portal/contracts/chat';
import { AppError } from '@portal/contracts/errors';
import { MISSION_MAX_POINTS, missionKinds } from '@portal/contracts/missions';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import { type AgentOps, memberTypeNames } from '../agent/agent.service.ts';
import type { AgentContractsOps } from '../agent-contracts/agent-contracts.service.ts';
import type { ContractSettlement } from '../agent-contracts/contract-settlement.ts';
import type { AnnouncementsService } from '../announcements/announcements.service.ts';
import type { CashierService } from '../cashier/cashier.service.ts';
import type { WithdrawalDesk } from '../cashier/withdrawal.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { FeedbackService } from '../feedback/feedback.service.ts';
import { applyHelpCommand, helpOpsOf, helpOpsSchema, helpOpsUsage } from '../help/help.ops.ts';
import type { HelpService } from '../help/help.service.ts';
import { type AuditReport, auditLedger } from '../ledger/ledger.service.ts';
import type { LotteryOps } from '../lottery/lottery.ops.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import { applyMissionCommand } from '../missions/missions.ops.ts';
import type { MissionsService } from '../missions/missions.service.ts';
import type { PointsOps } from '../points/points.service.ts';
import {
  applyPromotionCommand,
  promotionOpsOf,
  promotionOpsSchema,
  promotionOpsUsage,
} from '../promotions/promotions.ops.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import type { RebateService } from '../rebate/rebate.service.ts';
import type { ReferralService } from '../referral/referral.service.ts';
import type { ResponsibleGamingService } from '../responsible-gaming/rg.service.ts';
import type { SystemService } from '../system/system.service.ts';

/** Operator commands, sent by `npm run ops` to the admin endpoint or applied directly. */
export const opsCommandSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('lottery_import'),
      format: z.enum(['json', 'csv']),
      file: z.string().max(1000),
      content: z.string().max(900_000),
    })
    .strict(),
  z
    .object({
      kind: z.literal('lottery_cancel'),
      drawId: z.string().regex(/^\d{1,18}$/, 'A draw id is a number'),
    })
    .strict(),
  z.object({ kind: z.literal('audit') }).strict(),
  z
    .object({
      kind: z.literal('deposit'),
      id: z.string().regex(/^\d{1,18}$/, 'A deposit id is a number'),
      decision: z.enum(['approve', 'reject']),
      note: z.string().max(500).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('withdrawal'),
      id: z.string().regex(/^\d{1,18}$/, 'A withdrawal id is a number'),
      decision: z.enum(['approve', 'reject', 'paid']),
      note: z.string().max(500).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('withdrawal_payout'),
      merchant: z.string().min(1).max(64),
      account: z.string().min(1).max(64),
    })
    .strict(),
  z
    .object({
      kind: z.literal('message'),
      merchant: z.string().min(1).max(64),
      /** An account name, or null for every member of the merchant. */
      account: z.string().min(1).max(64).nullable(),
      title: z.string().trim().min(1, 'A message needs a title').max(200),
      text: z.string().trim().min(1, 'A message needs a text').max(5000),
    })
    .strict(),
  z
    .object({
      kind: z.literal('announcement_add'),
      merchant: z.string().min(1).max(64),
      type: z.enum(announcementTypes, {
        error: `An announcement type is one of: ${announcementTypes.join(', ')}`,
      }),
      audience: z.enum(announcementAudiences, {
        error: `An audience is one of: ${announcementAudiences.join(', ')}`,
      }),
      title: z.string().trim().min(1, 'An announcement needs a title').max(ANNOUNCEMENT_TITLE_MAX),
      text: z.string().trim().min(1, 'An announcement needs a text').max(ANNOUNCEMENT_CONTENT_MAX),
      from: z.iso.datetime({ offset: true }).nullable(),
      until: z.iso.datetime({ offset: true }).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('announcement_end'),
      merchant: z.string().min(1).max(64),
      id: z.string().regex(/^\d{1,18}$/, 'An announcement id is a number'),
    })
    .strict(),
  z.object({ kind: z.literal('announcement_list'), merchant: z.string().min(1).max(64) }).strict(),
  z
    .object({
      kind: z.literal('rebate_rate'),
      merchant: z.string().min(1).max(64),
      product: z.enum(['game', 'lottery'], { error: 'A product is game or lottery' }),
      /** Percent with at most two decimals, 0 to 3. */
      percent: z
        .string()
        .regex(/^\d{1,2}(\.\d{1,2})?$/, 'A rate is a percent such as 0.8')
        .refine((text) => Number(text) <= 3, 'A rate is at most 3%'),
    })
    .strict(),
  z
    .object({ kind: z.literal('feedback_list'), merchant: z.string().min(1).max(64), all: z.boolean() })
    .strict(),
  z
    .object({
      kind: z.literal('feedback_answer'),
      merchant: z.string().min(1).max(64),
      id: z.string().regex(/^\d{1,18}$/, 'A feedback id is a number'),
      title: z.string().trim().min(1, 'An answer needs a title').max(200),
      text: z.string().trim().min(1, 'An answer needs a text').max(5000),
    })
    .strict(),
  z
    .object({
      kind: z.literal('member_type'),
      merchant: z.string().min(1).max(64),
      account: z.string().min(1).max(64),
      type: z.enum(memberTypeNames, { error: `A member type is one of: ${memberTypeNames.join(', ')}` }),
    })
    .strict(),
  z
    .object({
      kind: z.literal('contract_setting'),
      merchant: z.string().min(1).max(64),
      contract: contractKindSchema,
      enabled: z.boolean(),
      period: contractPeriodSchema.nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('contract_set'),
      merchant: z.string().min(1).max(64),
      account: z.string().min(1).max(64),
      contract: contractKindSchema,
      tiers: contractTiersSchema,
    })
    .strict()
    .superRefine((c, ctx) => {
      checkContractTiers(c.contract, c.tiers, ctx, ['tiers']);
      const max = CONTRACT_MAX_RATE_BP[c.contract];
      if (c.tiers.some((t) => t.rateBp > max || (t.lossRateBp ?? 0) > max))
        ctx.addIssue({
          code: 'custom',
          message: `The ${c.contract} rate is at most ${CONTRACT_MAX_RATE_BP[c.contract] / 100}%`,
        });
    }),
  z
    .object({
      kind: z.literal('contract_settle'),
      merchant: z.string().min(1).max(64),
      /** Also settle the running periods of the merchant up to this instant; null: ended periods only. */
      until: z.iso.datetime({ offset: true }).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('referral'),
      merchant: z.string().min(1).max(64),
      enabled: z.boolean(),
      /** Minor units; null keeps what is set. */
      reward: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable(),
      minDeposit: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('points_setting'),
      merchant: z.string().min(1).max(64),
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
      merchant: z.string().min(1).max(64),
      name: z.string().trim().min(1, 'A reward needs a name').max(100),
      text: z.string().trim().max(500),
      cost: z.number().int().min(1, 'A reward costs at least 1 point').max(1_000_000_000),
      cash: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable(),
      quantity: z.number().int().min(0).max(1_000_000).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('points_reward'),
      merchant: z.string().min(1).max(64),
      action: z.enum(['list', 'end']),
      id: z
        .string()
        .regex(/^\d{1,18}$/, 'A reward id is a number')
        .nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('points_redeem'),
      merchant: z.string().min(1).max(64),
      action: z.enum(['list', 'approve', 'reject']),
      id: z
        .string()
        .regex(/^\d{1,18}$/, 'A redeem id is a number')
        .nullable(),
      note: z.string().max(500).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('rg_show'),
      merchant: z.string().min(1).max(64),
      account: z.string().min(1).max(64),
    })
    .strict(),
  z
    .object({
      kind: z.literal('chat'),
      merchant: z.string().min(1).max(64),
      action: z.enum(['list', 'show', 'reply']),
      account: z.string().min(1).max(64).nullable(),
      text: z.string().trim().min(1, 'An answer needs a text').max(CHAT_TEXT_MAX).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('mission_add'),
      merchant: z.string().min(1).max(64),
      missionKind: z.enum(missionKinds, { error: `A mission kind is one of: ${missionKinds.join(', ')}` }),
      period: z.enum(['daily', 'weekly'], { error: 'A period is daily or weekly' }),
      target: z.number().int().positive('A target is above zero').max(Number.MAX_SAFE_INTEGER),
      reward: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
      points: z.number().int().nonnegative().max(MISSION_MAX_POINTS),
      sort: z.number().int().nonnegative().max(1_000_000),
    })
    .strict(),
  z.object({ kind: z.literal('mission_list'), merchant: z.string().min(1).max(64) }).strict(),
  z
    .object({ kind: z.literal('promo'), merchant: z.string().min(1).max(64), command: promotionOpsSchema })
    .strict(),
  z.object({ kind: z.literal('help'), merchant: z.string().min(1).max(64), command: helpOpsSchema }).strict(),
  z
    .object({
      kind: z.literal('mission_state'),
      merchant: z.string().min(1).max(64),
      id: z.string().regex(/^\d{1,18}$/, 'A mission id is a number'),
      active: z.boolean(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('maintenance'),
      merchant: z.string().min(1).max(64),
      on: z.boolean(),
      until: z.iso.datetime({ offset: true }).nullable(),
      info: z.string().max(2000).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('region'),
      merchant: z.string().min(1).max(64),
      country: z.string(),
      blocked: z.boolean(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('ip'),
      merchant: z.string().min(1).max(64),
      cidr: z.string().max(64),
      blocked: z.boolean(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('welcome_bonus'),
      merchant: z.string().min(1).max(64),
      amount: z.number().int().min(0).max(999_999_999_999),
    })
    .strict(),
]);
export type OpsCommand = z.infer<typeof opsCommandSchema>;

const contractKinds = contractKindSchema.options.join('|');

export const opsUsage = `Usage: npm run ops -- <command> [--merchant CODE]
  maintenance on [--until ISO-TIME] [--info TEXT]
  maintenance off
  region block COUNTRY | region unblock COUNTRY
  ip block CIDR | ip unblock CIDR
  register bonus MINOR                              the welcome bonus paid into each account a visitor
                                                    registers (once a day per address); 0 stops it
  deposit approve ID | deposit reject ID [--note TEXT]
  withdrawal approve ID | withdrawal reject ID | withdrawal paid ID [--note TEXT]
  withdrawal payout ACCOUNT                         a self-excluded member's whole balance to their
                                                    bank card, then approved and paid as any withdrawal
  lottery result import FILE [--format json|csv]   official regional results, then settlement
  lottery draw cancel ID                            a draw without a result: refund its bets
  message send ACCOUNT --title TEXT --text TEXT     a notice in one member's platform information
  message broadcast --title TEXT --text TEXT        the same notice to every member
  announcement add --type PL|B|PU|PR --title TEXT --text TEXT [--audience everyone|members|agents]
                   [--from ISO-TIME] [--until ISO-TIME]   PL list, B home line, PU popup, PR promotions
  announcement end ID | announcement list
  rebate rate game|lottery PERCENT                  the manual rebate's rate, e.g. 0.8 (0 stops it)
  feedback list [--all yes]                         the newest 50 without an answer (or all)
  feedback answer ID --title TEXT --text TEXT       answer a member's feedback in its platform information
  member type ACCOUNT agent|master-agent|sub-agent|affiliate|player   make an account an agent (or a player again)
  contract enable ${contractKinds} [--period ${contractPeriodSchema.options.join('|')}]
                   a salary runs on its own period (dailySalary D, hourSalary HR, realtimeSalary RT:
                   every 5 minutes), a dividend on the one chosen
  contract disable ${contractKinds}
  contract set ACCOUNT ${contractKinds} --tiers VALIDBET:ACTIVE:PERCENT[,...]
                   the house's contract of a top agent; VALIDBET in minor units, e.g. 0:0:1,5000000:3:1.5
  contract set ACCOUNT realtimeSalary --tiers SINGLEBET:PROFIT%:LOSS%[,...]
                   per settled bet whose stake reaches SINGLEBET (minor units): PROFIT% of the stake when
                   the player won or tied, LOSS% when the player lost, e.g. 1000:0.2:0.4,100000:0.3:0.6
  contract settle [--until ISO-TIME]                settle the agent contracts' ended periods now; with --until
                   (at most now) the running period too, up to then; the rest of it is settled later
  points on [--earn-unit MINOR --earn-points N --ratio-points N --ratio-amount MINOR] | points off
  points reward add --name TEXT --cost POINTS [--text TEXT] [--cash MINOR] [--quantity N]
  points reward list | points reward end ID
  points redeem list | points redeem approve ID | points redeem reject ID [--note TEXT]
  chat list | chat show ACCOUNT | chat reply ACCOUNT --text TEXT   customer service in the chat room
  mission add daily|weekly deposit|wager|lottery_wager|bets --target N --reward MINOR [--points N] [--sort N]
                   a mission; target in minor units (a count for bets), reward paid on claim
  mission list | mission stop ID | mission start ID
${promotionOpsUsage}
${helpOpsUsage}
  rg show ACCOUNT   a member's responsible-gaming limits, reality check and exclusions
  referral on [--reward MINOR] [--min-deposit MINOR] | referral off
                   invite friends: the reward per friend whose approved deposit reaches the minimum
  audit`;

/** Parses `maintenance on --until 2026-12-01T00:00:00Z` style arguments. */
export function parseOpsArgs(argv: readonly string[], defaultMerchant: string): OpsCommand {
  const flags = new Map<string, string>();
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new AppError('VALIDATION_FAILED', `${arg} needs a value`);
      flags.set(arg.slice(2), value);
      i++;
    } else words.push(arg);
  }
  const merchant = flags.get('merchant') ?? defaultMerchant;
  const [topic, action, target] = words;
  const onOff = (a: string | undefined, yes: string, no: string) => {
    if (a === yes) return true;
    if (a === no) return false;
    throw new AppError('VALIDATION_FAILED', opsUsage);
  };
  let command: unknown;
  if (topic === 'lottery' && action === 'result' && target === 'import' && words[3] && words.length === 4) {
    const file = words[3];
    const format = flags.get('format') ?? (file.toLowerCase().endsWith('.csv') ? 'csv' : 'json');
    let content: string;
    try {
      content = readFileSync(file, 'utf8');
    } catch (error) {
      throw new AppError('VALIDATION_FAILED', `Cannot read ${file}: ${(error as Error).message}`);
    }
    command = { kind: 'lottery_import', format, file, content };
  } else if (
    topic === 'lottery' &&
    action === 'draw' &&
    target === 'cancel' &&
    words[3] &&
    words.length === 4
  ) {
    command = { kind: 'lottery_cancel', drawId: words[3] };
  } else if (
    topic === 'message' &&
    ((action === 'send' && target && words.length === 3) || (action === 'broadcast' && words.length === 2))
  ) {
    command = {
      kind: 'message',
      merchant,
      account: action === 'send' ? target : null,
      title: flags.get('title') ?? '',
      text: flags.get('text') ?? '',
    };
  } else if (topic === 'announcement' && action === 'add' && words.length === 2) {
    command = {
      kind: 'announcement_add',
      merchant,
      type: flags.get('type') ?? '',
      audience: flags.get('audience') ?? 'everyone',
      title: flags.get('title') ?? '',
      text: flags.get('text') ?? '',
      from: flags.get('from') ?? null,
      until: flags.get('until') ?? null,
    };
  } else if (topic === 'announcement' && action === 'end' && target && words.length === 3) {
    command = { kind: 'announcement_end', merchant, id: target };
  } else if (topic === 'announcement' && action === 'list' && words.length === 2) {
    command = { kind: 'announcement_list', merchant };
  } else if (topic === 'rebate' && action === 'rate' && target && words[3] && words.length === 4) {
    command = { kind: 'rebate_rate', merchant, product: target, percent: words[3] };
  } else if (topic === 'feedback' && action === 'list' && words.length === 2) {
    command = { kind: 'feedback_list', merchant, all: flags.get('all') === 'yes' };
  } else if (topic === 'feedback' && action === 'answer' && target && words.length === 3) {
    command = {
      kind: 'feedback_answer',
      merchant,
      id: target,
      title: flags.get('title') ?? '',
      text: flags.get('text') ?? '',
    };
  } else if (topic === 'member' && action === 'type' && target && words[3] && words.length === 4) {
    command = { kind: 'member_type', merchant, account: target, type: words[3] };
  } else if (
    topic === 'contract' &&
    (action === 'enable' || action === 'disable') &&
    target &&
    words.length === 3
  ) {
    command = {
      kind: 'contract_setting',
      merchant,
      contract: target,
      enabled: action === 'enable',
      period: flags.get('period') ?? null,
    };
  } else if (topic === 'contract' && action === 'set' && target && words[3] && words.length === 4) {
    command = {
      kind: 'contract_set',
      merchant,
      account: target,
      contract: words[3],
      tiers:
        words[3] === 'realtimeSalary'
          ? parseRealtimeTiers(flags.get('tiers') ?? '')
          : parseTiers(flags.get('tiers') ?? ''),
    };
  } else if (topic === 'contract' && action === 'settle' && words.length === 2) {
    command = { kind: 'contract_settle', merchant, until: flags.get('until') ?? null };
  } else if (topic === 'points' && (action === 'on' || action === 'off') && words.length === 2) {
    command = {
      kind: 'points_setting',
      merchant,
      enabled: action === 'on',
      earnUnit: wholeFlag(flags, 'earn-unit'),
      earnPoints: wholeFlag(flags, 'earn-points'),
      ratioPoints: wholeFlag(flags, 'ratio-points'),
      ratioAmount: wholeFlag(flags, 'ratio-amount'),
    };
  } else if (topic === 'points' && action === 'reward' && target === 'add' && words.length === 3) {
    command = {
      kind: 'points_reward_add',
      merchant,
      name: flags.get('name') ?? '',
      text: flags.get('text') ?? '',
      cost: wholeFlag(flags, 'cost') ?? 0,
      cash: wholeFlag(flags, 'cash'),
      quantity: wholeFlag(flags, 'quantity'),
    };
  } else if (topic === 'points' && action === 'reward' && (target === 'list' || target === 'end')) {
    if (words.length !== (target === 'end' ? 4 : 3)) throw new AppError('VALIDATION_FAILED', opsUsage);
    command = { kind: 'points_reward', merchant, action: target, id: words[3] ?? null };
  } else if (
    topic === 'points' &&
    action === 'redeem' &&
    (target === 'list' || target === 'approve' || target === 'reject')
  ) {
    if (words.length !== (target === 'list' ? 3 : 4)) throw new AppError('VALIDATION_FAILED', opsUsage);
    command = {
      kind: 'points_redeem',
      merchant,
      action: target,
      id: words[3] ?? null,
      note: flags.get('note') ?? null,
    };
  } else if (topic === 'mission' && action === 'add' && target && words[3] && words.length === 4) {
    command = {
      kind: 'mission_add',
      merchant,
      period: target,
      missionKind: words[3],
      target: wholeFlag(flags, 'target') ?? 0,
      reward: wholeFlag(flags, 'reward') ?? 0,
      points: wholeFlag(flags, 'points') ?? 0,
      sort: wholeFlag(flags, 'sort') ?? 0,
    };
  } else if (topic === 'help' && helpOpsOf(words.slice(1), flags) !== null) {
    command = { kind: 'help', merchant, command: helpOpsOf(words.slice(1), flags) };
  } else if (topic === 'promo' && promotionOpsOf(words.slice(1), flags) !== null) {
    command = { kind: 'promo', merchant, command: promotionOpsOf(words.slice(1), flags) };
  } else if (topic === 'mission' && action === 'list' && words.length === 2) {
    command = { kind: 'mission_list', merchant };
  } else if (
    topic === 'mission' &&
    (action === 'stop' || action === 'start') &&
    target &&
    words.length === 3
  ) {
    command = { kind: 'mission_state', merchant, id: target, active: action === 'start' };
  } else if (topic === 'rg' && action === 'show' && target && words.length === 3) {
    command = { kind: 'rg_show', merchant, account: target };
  } else if (topic === 'chat' && action === 'list' && words.length === 2) {
    command = { kind: 'chat', merchant, action, account: null, text: null };
  } else if (topic === 'chat' && (action === 'show' || action === 'reply') && target && words.length === 3) {
    command = {
      kind: 'chat',
      merchant,
      action,
      account: target,
      text: action === 'reply' ? (flags.get('text') ?? '') : null,
    };
  } else if (topic === 'referral' && (action === 'on' || action === 'off') && words.length === 2) {
    const minor = (name: string) => {
      const text = flags.get(name);
      if (text === undefined) return null;
      if (!/^\d{1,15}$/.test(text))
        throw new AppError('VALIDATION_FAILED', `--${name} is an amount in minor units`);
      return Number(text);
    };
    command = {
      kind: 'referral',
      merchant,
      enabled: action === 'on',
      reward: minor('reward'),
      minDeposit: minor('min-deposit'),
    };
  } else if (topic === 'audit' && words.length === 1) {
    command = { kind: 'audit' };
  } else if (topic === 'deposit' && target && (action === 'approve' || action === 'reject')) {
    command = { kind: 'deposit', id: target, decision: action, note: flags.get('note') ?? null };
  } else if (topic === 'withdrawal' && action === 'payout' && target && words.length === 3) {
    command = { kind: 'withdrawal_payout', merchant, account: target };
  } else if (
    topic === 'withdrawal' &&
    target &&
    (action === 'approve' || action === 'reject' || action === 'paid')
  ) {
    command = { kind: 'withdrawal', id: target, decision: action, note: flags.get('note') ?? null };
  } else if (topic === 'maintenance') {
    const on = onOff(action, 'on', 'off');
    command = {
      kind: 'maintenance',
      merchant,
      on,
      until: flags.get('until') ?? null,
      info: flags.get('info') ?? null,
    };
  } else if (topic === 'region' && target) {
    command = { kind: 'region', merchant, country: target, blocked: onOff(action, 'block', 'unblock') };
  } else if (topic === 'register' && action === 'bonus' && target && words.length === 3) {
    if (!/^\d{1,12}$/.test(target))
      throw new AppError(
        'VALIDATION_FAILED',
        'A welcome bonus is a whole number of minor units (0 stops it)',
      );
    command = { kind: 'welcome_bonus', merchant, amount: Number(target) };
  } else if (topic === 'ip' && target) {
    command = { kind: 'ip', merchant, cidr: target, blocked: onOff(action, 'block', 'unblock') };
  } else {
    throw new AppError('VALIDATION_FAILED', opsUsage);
  }
  const parsed = opsCommandSchema.safeParse(command);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', `${parsed.error.issues[0]?.message ?? 'Invalid'}\n${opsUsage}`);
  return parsed.data;
}

/** A whole number given as `--name N` (an amount in minor units, a count), or null when absent. */
function wholeFlag(flags: Map<string, string>, name: string): number | null {
  const text = flags.get(name);
  if (text === undefined) return null;
  if (!/^\d{1,15}$/.test(text)) throw new AppError('VALIDATION_FAILED', `--${name} is a whole number`);
  return Number(text);
}

/** `0:0:1,5000000:3:1.5` -> tiers; the schema then checks them. */
function parseTiers(text: string) {
  return text.split(',').map((part) => {
    const [validBet = '', active = '', percent = ''] = part.trim().split(':');
    if (!/^\d{1,15}$/.test(validBet) || !/^\d{1,6}$/.test(active) || !/^\d{1,2}(\.\d{1,2})?$/.test(percent))
      throw new AppError(
        'VALIDATION_FAILED',
        `A tier is VALIDBET:ACTIVE:PERCENT, such as 5000000:3:1.5 (got '${part}')\n${opsUsage}`,
      );
    return { minValidBet: Number(validBet), minActiveMembers: Number(active), rateBp: percentToBp(percent) };
  });
}

/** `1000:0.2:0.4,100000:0.3:0.6` (SINGLEBET:PROFIT%:LOSS%) -> real-time salary tiers; the schema then checks them. */
function parseRealtimeTiers(text: string) {
  const percent = /^\d{1,2}(\.\d{1,2})?$/;
  return text.split(',').map((part) => {
    const [singleBet = '', profit = '', loss = ''] = part.trim().split(':');
    if (!/^\d{1,15}$/.test(singleBet) || !percent.test(profit) || !percent.test(loss))
      throw new AppError(
        'VALIDATION_FAILED',
        `A real-time salary tier is SINGLEBET:PROFIT%:LOSS%, such as 100000:0.3:0.6 (got '${part}')\n${opsUsage}`,
      );
    return {
      minValidBet: Number(singleBet),
      minActiveMembers: 0,
      rateBp: percentToBp(profit),
      lossRateBp: percentToBp(loss),
    };
  });
}

/** Basis points from a percent's text, without floating point: "0.8" -> 80. */
function percentToBp(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export type OpsResult = { ok: boolean; message: string };

export type OpsDeps = {
  system: SystemService;
  db: Db;
  cashier: Pick<CashierService, 'decide'>;
  withdrawals: WithdrawalDesk;
  messages: Pick<MessagesService, 'sendNotice' | 'broadcastNotice'>;
  /** Absent where announcements are not wired (then their commands are refused). */
  announcements?: Pick<AnnouncementsService, 'publish' | 'end' | 'current'>;
  /** Absent where rebates are not wired (then their command is refused). */
  rebate?: Pick<RebateService, 'setRate'>;
  /** Absent where feedback is not wired (then its commands are refused). */
  feedback?: Pick<FeedbackService, 'list' | 'answer'>;
  /** Absent where the agent system is not wired (then its commands are refused). */
  agents?: Pick<AgentOps, 'setMemberType'>;
  /** Absent where agent contracts are not wired (then their commands are refused). */
  agentContracts?: Pick<AgentContractsOps, 'setSetting' | 'setHouseContract'>;
  contractSettlement?: Pick<ContractSettlement, 'tick' | 'settleUntil'>;
  /** Absent where the points mall is not wired (then its commands are refused). */
  points?: PointsOps;
  /** Absent where the chat room is not wired (then its commands are refused). */
  chat?: Pick<ChatService, 'waiting' | 'show' | 'reply'>;
  rg?: Pick<ResponsibleGamingService, 'describe'>;
  /** Absent where missions are not wired (then their commands are refused). */
  missions?: Pick<MissionsService, 'list' | 'add' | 'setActive'>;
  /** Absent where promotions are not wired (then their commands are refused). */
  promotions?: Pick<PromotionsService, 'add' | 'listAll' | 'end' | 'queue' | 'review' | 'draw'>;
  /** Absent where the help centre is not wired (then its commands are refused). */
  help?: Pick<HelpService, 'set' | 'remove' | 'list'>;
  /** Absent where invite friends is not wired (then its command is refused). */
  referral?: Pick<ReferralService, 'setSettings'>;
  /** Absent where the lottery is not wired (then its commands are refused). */
  lottery?: LotteryOps;
};

export async function applyOpsCommand(deps: OpsDeps, command: OpsCommand): Promise<OpsResult> {
  if (command.kind === 'deposit') {
    const deposit = await deps.cashier.decide(command.id, command.decision, command.note);
    return {
      ok: true,
      message: `deposit ${deposit.id} (${deposit.reference}, ${deposit.amount} minor units) ${deposit.status}`,
    };
  }
  if (command.kind === 'withdrawal') {
    const w = await deps.withdrawals.decide(command.id, command.decision, command.note);
    return { ok: true, message: `withdrawal ${w.id} (${w.amount} minor units) ${w.status}` };
  }
  if (command.kind === 'withdrawal_payout') {
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    const payout = await deps.withdrawals.payOutExcluded(merchantId, command.account);
    return {
      ok: true,
      message: payout
        ? `withdrawal ${payout.withdrawalId}: ${payout.amount} ${payout.currency} minor units of ${payout.account} to ${payout.card}, pending: approve and pay it as any withdrawal`
        : `${command.account} has no balance to pay out`,
    };
  }
  if (command.kind === 'lottery_import' || command.kind === 'lottery_cancel') {
    if (!deps.lottery) throw new AppError('FEATURE_DISABLED', 'The lottery is not available here');
    return command.kind === 'lottery_import'
      ? deps.lottery.importResults(command.content, command.format)
      : deps.lottery.cancelDraw(command.drawId);
  }
  if (command.kind === 'message') {
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    const notice = { title: command.title, content: command.text };
    if (command.account === null) {
      const count = await deps.messages.broadcastNotice(merchantId, notice);
      return { ok: true, message: `notice sent to ${count} members` };
    }
    const id = await deps.messages.sendNotice(merchantId, command.account, notice);
    return { ok: true, message: `notice ${id} sent to ${command.account}` };
  }
  if (
    command.kind === 'announcement_add' ||
    command.kind === 'announcement_end' ||
    command.kind === 'announcement_list'
  ) {
    if (!deps.announcements) throw new AppError('FEATURE_DISABLED', 'Announcements are not available here');
    return { ok: true, message: await applyAnnouncementCommand(deps.announcements, deps.system, command) };
  }
  if (command.kind === 'rebate_rate') {
    if (!deps.rebate) throw new AppError('FEATURE_DISABLED', 'Rebates are not available here');
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    await deps.rebate.setRate(merchantId, command.product, percentToBp(command.percent));
    return { ok: true, message: `rebate rate for ${command.product}: ${command.percent}%` };
  }
  if (command.kind === 'feedback_list' || command.kind === 'feedback_answer') {
    if (!deps.feedback) throw new AppError('FEATURE_DISABLED', 'Feedback is not available here');
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    if (command.kind === 'feedback_answer') {
      await deps.feedback.answer(merchantId, command.id, { title: command.title, content: command.text });
      return { ok: true, message: `feedback ${command.id} answered` };
    }
    return { ok: true, message: formatFeedback(await deps.feedback.list(merchantId, !command.all)) };
  }
  if (command.kind === 'member_type') {
    if (!deps.agents) throw new AppError('FEATURE_DISABLED', 'Member types cannot be changed here');
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    return { ok: true, message: await deps.agents.setMemberType(merchantId, command.account, command.type) };
  }
  if (command.kind === 'contract_setting' || command.kind === 'contract_set') {
    if (!deps.agentContracts)
      throw new AppError('FEATURE_DISABLED', 'Agent contracts are not available here');
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    const message =
      command.kind === 'contract_setting'
        ? await deps.agentContracts.setSetting(merchantId, command.contract, command.enabled, command.period)
        : await deps.agentContracts.setHouseContract(
            merchantId,
            command.account,
            command.contract,
            command.tiers,
          );
    return { ok: true, message };
  }
  if (
    command.kind === 'points_setting' ||
    command.kind === 'points_reward_add' ||
    command.kind === 'points_reward' ||
    command.kind === 'points_redeem'
  ) {
    if (!deps.points) throw new AppError('FEATURE_DISABLED', 'The points mall is not available here');
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    return { ok: true, message: await applyPointsCommand(deps.points, merchantId, command) };
  }
  if (command.kind === 'mission_add' || command.kind === 'mission_list' || command.kind === 'mission_state') {
    if (!deps.missions) throw new AppError('FEATURE_DISABLED', 'Missions are not available here');
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    return { ok: true, message: await applyMissionCommand(deps.missions, merchantId, command) };
  }
  if (command.kind === 'promo') {
    if (!deps.promotions) throw new AppError('FEATURE_DISABLED', 'Promotions are not available here');
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    return { ok: true, message: await applyPromotionCommand(deps.promotions, merchantId, command.command) };
  }
  if (command.kind === 'help') {
    if (!deps.help) throw new AppError('FEATURE_DISABLED', 'The help centre is not available here');
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    return { ok: true, message: await applyHelpCommand(deps.help, merchantId, command.command) };
  }
  if (command.kind === 'rg_show') {
    if (!deps.rg) throw new AppError('FEATURE_DISABLED', 'Player protection is not available here');
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    return { ok: true, message: await deps.rg.describe(merchantId, command.account) };
  }
  if (command.kind === 'chat') {
    if (!deps.chat) throw new AppError('FEATURE_DISABLED', 'The chat room is not available here');
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    if (command.action === 'list') return { ok: true, message: await deps.chat.waiting(merchantId) };
    const account = command.account ?? '';
    if (command.action === 'show') return { ok: true, message: await deps.chat.show(merchantId, account) };
    if (!command.text) throw new AppError('VALIDATION_FAILED', `An answer needs --text\n${opsUsage}`);
    return { ok: true, message: await deps.chat.reply(merchantId, account, command.text) };
  }
  if (command.kind === 'referral') {
    if (!deps.referral) throw new AppError('FEATURE_DISABLED', 'Invite friends is not available here');
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    const message = await deps.referral.setSettings(
      merchantId,
      command.enabled,
      command.reward,
      command.minDeposit,
    );
    return { ok: true, message };
  }
  if (command.kind === 'contract_settle') {
    if (!deps.contractSettlement)
      throw new AppError('FEATURE_DISABLED', 'Agent contracts are not available here');
    if (command.until === null) {
      const settled = await deps.contractSettlement.tick();
      return { ok: true, message: `${settled} contract period(s) settled` };
    }
    const merchantId = await deps.system.merchantIdByCode(command.merchant);
    const until = new Date(command.until);
    const settled = await deps.contractSettlement.settleUntil(merchantId, until);
    return { ok: true, message: `${settled} contract window(s) settled, up to ${until.toISOString()}` };
  }
  if (command.kind === 'audit') {
    const report = await auditLedger(deps.db);
    return { ok: report.ok, message: formatAudit(report) };
  }
  return { ok: true, message: await applySettingCommand(deps.system, command) };
}

function applyPointsCommand(
  points: PointsOps,
  merchantId: string,
  command: Extract<
    OpsCommand,
    { kind: 'points_setting' | 'points_reward_add' | 'points_reward' | 'points_redeem' }
  >,
): Promise<string> {
  switch (command.kind) {
    case 'points_setting':
      return points.setSettings(merchantId, command.enabled, command);
    case 'points_reward_add':
      return points.addReward(merchantId, command);
    case 'points_reward':
      if (command.action === 'list') return points.listRewards(merchantId);
      return points.endReward(merchantId, command.id ?? '');
    case 'points_redeem':
      if (command.action === 'list') return points.listRedeems(merchantId);
      return points.decide(merchantId, command.id ?? '', command.action, command.note);
  }
}

async function applyAnnouncementCommand(
  announcements: NonNullable<OpsDeps['announcements']>,
  system: SystemService,
  command: Extract<OpsCommand, { kind: 'announcement_add' | 'announcement_end' | 'announcement_list' }>,
): Promise<string> {
  const merchantId = await system.merchantIdByCode(command.merchant);
  if (command.kind === 'announcement_add') {
    const id = await announcements.publish(merchantId, {
      type: command.type,
      audience: command.audience,
      title: command.title,
      content: command.text,
      startsAt: command.from ? new Date(command.from) : null,
      endsAt: command.until ? new Date(command.until) : null,
    });
    return `announcement ${id} (${command.type}, ${command.audience}) published`;
  }
  if (command.kind === 'announcement_end') {
    await announcements.end(merchantId, command.id);
    return `announcement ${command.id} ended`;
  }
  const rows = await announcements.current(merchantId);
  if (rows.length === 0) return 'no announcements showing or scheduled';
  const at = (ms: number | null) => (ms === null ? 'open-ended' : new Date(ms).toISOString());
  return rows
    .map((a) => `${a.id}  ${a.type}  ${a.audience}  ${at(a.date)} to ${at(a.endsAt)}  ${a.title}`)
    .join('\n');
}

/** Each one as a heading line (id, time, category, sender, images, answered) and its text. */
function formatFeedback(rows: Awaited<ReturnType<FeedbackService['list']>>): string {
  if (rows.length === 0) return 'no feedback';
  return rows
    .map((f) => {
      const head = [
        f.id,
        f.created_at.toISOString(),
        f.category,
        f.account ?? 'visitor',
        `${f.images.length} image${f.images.length === 1 ? '' : 's'}`,
        f.answered_at ? 'answered' : 'open',
      ].join('  ');
      return [
        head,
        `  ${f.content.replace(/\n/g, '\n  ')}`,
        ...(f.remark ? [`  remark: ${f.remark}`] : []),
        ...(f.images.length > 0 ? [`  images (under DATA_DIR/feedback): ${f.images.join(' ')}`] : []),
      ].join('\n');
    })
    .join('\n');
}

/** One line a person can read, then the differences if there are any. */
export function formatAudit(report: AuditReport): string {
  const head = `ledger audit ${report.ok ? 'passed' : 'FAILED'}: ${report.accounts} accounts, ${report.entries} entries, grand total ${report.grandTotal}`;
  if (report.ok) return head;
  return [
    head,
    ...report.accountsOutOfBalance.map(
      (a) => `  account ${a.id}: balance ${a.balance}, entries say ${a.computed}`,
    ),
    ...report.unbalancedTransfers.map(
      (t) => `  transfer ${t.transfer_id}: entries sum to ${t.total} over ${t.entries} entries`,
    ),
    ...report.duplicateKeys.map((d) => `  key ${d.idempotency_key} applied ${d.n} times`),
    ...(report.negativeMemberBalances > 0
      ? [`  ${report.negativeMemberBalances} member balances below zero`]
      : []),
  ].join('\n');
}

async function applySettingCommand(
  system: SystemService,
  command: Exclude<
    OpsCommand,
    | { kind: 'audit' }
    | { kind: 'message' }
    | { kind: 'member_type' }
    | { kind: 'contract_setting' }
    | { kind: 'contract_set' }
    | { kind: 'contract_settle' }
    | { kind: 'referral' }
    | { kind: 'chat' }
    | { kind: 'rg_show' }
    | { kind: 'mission_add' }
    | { kind: 'mission_list' }
    | { kind: 'mission_state' }
    | { kind: 'promo' }
    | { kind: 'help' }
    | { kind: 'points_setting' }
    | { kind: 'points_reward_add' }
    | { kind: 'points_reward' }
    | { kind: 'points_redeem' }
    | { kind: 'announcement_add' }
    | { kind: 'announcement_end' }
    | { kind: 'announcement_list' }
    | { kind: 'rebate_rate' }
    | { kind: 'feedback_list' }
    | { kind: 'feedback_answer' }
    | { kind: 'deposit' }
    | { kind: 'withdrawal' }
    | { kind: 'withdrawal_payout' }
    | { kind: 'lottery_import' }
    | { kind: 'lottery_cancel' }
  >,
): Promise<string> {
  switch (command.kind) {
    case 'maintenance': {
      const until = command.until ? new Date(command.until) : null;
      await system.setMaintenance(command.merchant, { on: command.on, until, info: command.info });
      return command.on ? `maintenance on${until ? ` until ${until.toISOString()}` : ''}` : 'maintenance off';
    }
    case 'region':
      await system.setCountryBlocked(command.merchant, command.country, command.blocked);
      return `region ${command.country.toUpperCase()} ${command.blocked ? 'blocked' : 'unblocked'}`;
    case 'ip':
      await system.setIpBlocked(command.merchant, command.cidr, command.blocked);
      return `ip ${command.cidr} ${command.blocked ? 'blocked' : 'unblocked'}`;
    case 'welcome_bonus':
      await system.setWelcomeBonus(command.merchant, command.amount);
      return command.amount > 0
        ? `welcome bonus ${command.amount} minor units for each new account (once a day per address)`
        : 'welcome bonus off';
  }
}
