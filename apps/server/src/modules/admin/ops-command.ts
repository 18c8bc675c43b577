import { AppError } from '@portal/contracts/errors';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import { agentOpsOf, agentOpsSchemas, agentOpsUsage, applyAgentCommand } from '../agent/agent.ops.ts';
import type { AgentOps } from '../agent/agent.service.ts';
import {
  applyContractCommand,
  applyContractSettle,
  contractOpsOf,
  contractOpsSchemas,
  contractOpsUsage,
} from '../agent-contracts/agent-contracts.ops.ts';
import type { AgentContractsOps } from '../agent-contracts/agent-contracts.service.ts';
import type { ContractSettlement } from '../agent-contracts/contract-settlement.ts';
import {
  announcementOpsOf,
  announcementOpsSchemas,
  announcementOpsUsage,
  applyAnnouncementCommand,
} from '../announcements/announcements.ops.ts';
import type { AnnouncementsService } from '../announcements/announcements.service.ts';
import {
  applyCashierCommand,
  cashierOpsOf,
  cashierOpsSchemas,
  cashierOpsUsage,
} from '../cashier/cashier.ops.ts';
import type { CashierService } from '../cashier/cashier.service.ts';
import {
  applyChannelCommand,
  channelOpsOf,
  channelOpsSchemas,
  channelOpsUsage,
} from '../cashier/channels.ops.ts';
import type { ChannelOps } from '../cashier/channels.service.ts';
import {
  applyTurnoverCommand,
  type TurnoverOps,
  turnoverOpsOf,
  turnoverOpsSchemas,
  turnoverOpsUsage,
} from '../cashier/turnover.ops.ts';
import type { WithdrawalDesk } from '../cashier/withdrawal.service.ts';
import { applyChatCommand, chatOpsOf, chatOpsSchemas, chatOpsUsage } from '../chat/chat.ops.ts';
import type { ChatService } from '../chat/chat.service.ts';
import { applyClubCommand, type ClubOps, clubOpsOf, clubOpsSchemas, clubOpsUsage } from '../club/club.ops.ts';
import {
  applyFeedbackCommand,
  feedbackOpsOf,
  feedbackOpsSchemas,
  feedbackOpsUsage,
} from '../feedback/feedback.ops.ts';
import type { FeedbackService } from '../feedback/feedback.service.ts';
import {
  applyGameCommand,
  type GameOps,
  gameOpsOf,
  gameOpsSchemas,
  gameOpsUsage,
} from '../games/games.ops.ts';
import { applyHelpCommand, helpOpsOf, helpOpsSchema, helpOpsUsage } from '../help/help.ops.ts';
import type { HelpService } from '../help/help.service.ts';
import {
  applyMemberCommand,
  type MemberOps,
  memberOpsOf,
  memberOpsSchemas,
  memberOpsUsage,
} from '../identity/member.ops.ts';
import { applyAuditCommand, auditOpsOf, auditOpsSchemas, auditOpsUsage } from '../ledger/ledger.ops.ts';
import {
  applyLotteryCommand,
  applyOddsCommand,
  type LotteryOps,
  lotteryOpsOf,
  lotteryOpsSchemas,
  lotteryOpsUsage,
} from '../lottery/lottery.ops.ts';
import {
  applyMessageCommand,
  messageOpsOf,
  messageOpsSchemas,
  messageOpsUsage,
} from '../messages/messages.ops.ts';
import type { MessagesService } from '../messages/messages.service.ts';
import type { MissionPrizes } from '../missions/mission-prizes.ts';
import {
  applyMissionCommand,
  applyMissionPrizesCommand,
  missionOpsOf,
  missionOpsSchemas,
  missionOpsUsage,
} from '../missions/missions.ops.ts';
import type { MissionsService } from '../missions/missions.service.ts';
import { applyPointsCommand, pointsOpsOf, pointsOpsSchemas, pointsOpsUsage } from '../points/points.ops.ts';
import type { PointsOps } from '../points/points.service.ts';
import {
  applyPromotionCommand,
  type PromotionOps,
  promotionOpsOf,
  promotionOpsSchema,
  promotionOpsUsage,
} from '../promotions/promotions.ops.ts';
import { applyRebateCommand, rebateOpsOf, rebateOpsSchemas, rebateOpsUsage } from '../rebate/rebate.ops.ts';
import type { RebateService } from '../rebate/rebate.service.ts';
import {
  applyReportCommand,
  type ReportOps,
  reportOpsOf,
  reportOpsSchemas,
  reportOpsUsage,
} from '../records/report.ops.ts';
import {
  applyReferralCommand,
  referralOpsOf,
  referralOpsSchemas,
  referralOpsUsage,
} from '../referral/referral.ops.ts';
import type { ReferralService } from '../referral/referral.service.ts';
import { applyRgCommand, rgOpsOf, rgOpsSchemas, rgOpsUsage } from '../responsible-gaming/rg.ops.ts';
import type { ResponsibleGamingService } from '../responsible-gaming/rg.service.ts';
import { applyBannerCommand, bannerOpsOf, bannerOpsSchemas, bannerOpsUsage } from '../system/banners.ops.ts';
import type { BannerOps } from '../system/banners.service.ts';
import { applySystemCommand, systemOpsOf, systemOpsSchemas, systemOpsUsage } from '../system/system.ops.ts';
import type { SystemService } from '../system/system.service.ts';
import { merchantSchema } from './ops-flags.ts';

export { formatAudit } from '../ledger/ledger.ops.ts';

// The union keeps its options in their old order, mission_state after promo and help: the refusal of an
// unknown kind lists the kinds in that order.
const [missionAdd, missionList, missionState, missionPrizes] = missionOpsSchemas;

/**
 * Operator commands, sent by `npm run ops` to the admin endpoint or applied directly. Each module's
 * `<module>.ops.ts` holds its commands' schema, usage, reading and applying; this file puts them together.
 */
export const opsCommandSchema = z.discriminatedUnion('kind', [
  ...lotteryOpsSchemas,
  ...auditOpsSchemas,
  ...cashierOpsSchemas,
  ...channelOpsSchemas,
  ...turnoverOpsSchemas,
  ...messageOpsSchemas,
  ...announcementOpsSchemas,
  ...rebateOpsSchemas,
  ...feedbackOpsSchemas,
  ...agentOpsSchemas,
  ...contractOpsSchemas,
  ...referralOpsSchemas,
  ...pointsOpsSchemas,
  ...rgOpsSchemas,
  ...chatOpsSchemas,
  missionAdd,
  missionList,
  z.object({ kind: z.literal('promo'), merchant: merchantSchema, command: promotionOpsSchema }).strict(),
  z.object({ kind: z.literal('help'), merchant: merchantSchema, command: helpOpsSchema }).strict(),
  missionState,
  missionPrizes,
  ...systemOpsSchemas,
  ...bannerOpsSchemas,
  ...gameOpsSchemas,
  ...clubOpsSchemas,
  ...memberOpsSchemas,
  ...reportOpsSchemas,
]);
export type OpsCommand = z.infer<typeof opsCommandSchema>;

export const opsUsage = [
  'Usage: npm run ops -- <command> [--merchant CODE]',
  systemOpsUsage,
  bannerOpsUsage,
  gameOpsUsage,
  clubOpsUsage,
  memberOpsUsage,
  reportOpsUsage,
  cashierOpsUsage,
  turnoverOpsUsage,
  channelOpsUsage,
  lotteryOpsUsage,
  messageOpsUsage,
  announcementOpsUsage,
  rebateOpsUsage,
  feedbackOpsUsage,
  agentOpsUsage,
  contractOpsUsage,
  pointsOpsUsage,
  chatOpsUsage,
  missionOpsUsage,
  promotionOpsUsage,
  helpOpsUsage,
  rgOpsUsage,
  referralOpsUsage,
  auditOpsUsage,
].join('\n');

/**
 * A module's reader of its commands: the words (topic first) and flags into a command for the schema
 * to check, or null when they are none of its commands. `usage` is the whole usage text, which some
 * refusals end with.
 */
type OpsReader = (
  words: readonly string[],
  flags: Map<string, string>,
  merchant: string,
  usage: string,
) => unknown;

/** help and promo read the words after their topic into a command of their own, carried in `command`. */
const nested =
  (
    kind: 'help' | 'promo',
    read: (words: readonly string[], flags: Map<string, string>) => unknown,
  ): OpsReader =>
  (words, flags, merchant) => {
    if (words[0] !== kind) return null;
    const command = read(words.slice(1), flags);
    return command === null ? null : { kind, merchant, command };
  };

/** One reader for each module; each knows only its own topics, so at most one of them reads the words. */
const opsReaders: readonly OpsReader[] = [
  systemOpsOf,
  bannerOpsOf,
  gameOpsOf,
  clubOpsOf,
  memberOpsOf,
  reportOpsOf,
  cashierOpsOf,
  turnoverOpsOf,
  channelOpsOf,
  lotteryOpsOf,
  messageOpsOf,
  announcementOpsOf,
  rebateOpsOf,
  feedbackOpsOf,
  agentOpsOf,
  contractOpsOf,
  pointsOpsOf,
  chatOpsOf,
  missionOpsOf,
  nested('promo', promotionOpsOf),
  nested('help', helpOpsOf),
  rgOpsOf,
  referralOpsOf,
  auditOpsOf,
];

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
  let command: unknown = null;
  for (const read of opsReaders) {
    command = read(words, flags, merchant, opsUsage);
    if (command !== null) break;
  }
  if (command === null) throw new AppError('VALIDATION_FAILED', opsUsage);
  const parsed = opsCommandSchema.safeParse(command);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', `${parsed.error.issues[0]?.message ?? 'Invalid'}\n${opsUsage}`);
  return parsed.data;
}

export type OpsResult = { ok: boolean; message: string };

export type OpsDeps = {
  system: SystemService;
  db: Db;
  cashier: Pick<CashierService, 'decide' | 'queue'>;
  withdrawals: WithdrawalDesk;
  /** Absent where payment channels are not wired (then their commands are refused). */
  channels?: ChannelOps;
  /** Absent where turnover is not wired (then its commands are refused). */
  turnover?: TurnoverOps;
  /** Absent where banners are not wired (then their commands are refused). */
  banners?: BannerOps;
  /** Absent where the catalogue is not wired (then its commands are refused). */
  games?: GameOps;
  /** Absent where the VIP club is not wired (then its commands are refused). */
  club?: ClubOps;
  /** Absent where member accounts are not wired (then their commands are refused). */
  members?: MemberOps;
  /** Absent where the daily report is not wired (then its command is refused). */
  report?: ReportOps;
  messages: Pick<MessagesService, 'sendNotice' | 'broadcastNotice'>;
  /** Absent where announcements are not wired (then their commands are refused). */
  announcements?: Pick<AnnouncementsService, 'publish' | 'end' | 'current' | 'translate' | 'untranslate'>;
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
  missionPrizes?: Pick<MissionPrizes, 'amounts' | 'set'>;
  /** Absent where promotions are not wired (then their commands are refused). */
  promotions?: PromotionOps;
  /** Absent where the help centre is not wired (then its commands are refused). */
  help?: Pick<HelpService, 'set' | 'remove' | 'list'>;
  /** Absent where invite friends is not wired (then its command is refused). */
  referral?: Pick<ReferralService, 'setSettings'>;
  /** Absent where the lottery is not wired (then its commands are refused). */
  lottery?: LotteryOps;
};

/** Why a command is refused where its service is not wired (a process without that module). */
const refusals = {
  lottery: 'The lottery is not available here',
  report: 'The daily report is not available here',
  members: 'Member accounts are not available here',
  club: 'The VIP club is not available here',
  games: 'The game catalogue is not available here',
  banners: 'Banners are not available here',
  channels: 'Payment channels are not available here',
  turnover: 'Turnover is not available here',
  announcements: 'Announcements are not available here',
  rebate: 'Rebates are not available here',
  feedback: 'Feedback is not available here',
  agents: 'Member types cannot be changed here',
  agentContracts: 'Agent contracts are not available here',
  contractSettlement: 'Agent contracts are not available here',
  referral: 'Invite friends is not available here',
  points: 'The points mall is not available here',
  rg: 'Player protection is not available here',
  chat: 'The chat room is not available here',
  missions: 'Missions are not available here',
  missionPrizes: 'Missions are not available here',
  promotions: 'Promotions are not available here',
  help: 'The help centre is not available here',
} satisfies Partial<Record<keyof OpsDeps, string>>;

/** The service a command needs, or its refusal where this process does not wire that service. */
function wired<T>(service: T | undefined, refusal: string): T {
  if (!service) throw new AppError('FEATURE_DISABLED', refusal);
  return service;
}

/** Checks the service before it looks the merchant up, so an unwired feature is refused as such. */
export async function applyOpsCommand(deps: OpsDeps, command: OpsCommand): Promise<OpsResult> {
  const idOf = (code: string) => deps.system.merchantIdByCode(code);
  const done = (message: string): OpsResult => ({ ok: true, message });
  // The service is checked before the merchant is looked up, so an unwired feature is refused as such.
  const use = <K extends keyof typeof refusals>(key: K): NonNullable<OpsDeps[K]> =>
    wired(deps[key] as NonNullable<OpsDeps[K]> | undefined, refusals[key]);
  switch (command.kind) {
    case 'lottery_import':
    case 'lottery_draws':
    case 'lottery_cancel':
      return applyLotteryCommand(use('lottery'), command);
    case 'lottery_odds':
      return done(await applyOddsCommand(use('lottery'), await idOf(command.merchant), command));
    case 'audit':
      return applyAuditCommand(deps.db);
    case 'deposit':
    case 'deposit_list':
    case 'withdrawal':
    case 'withdrawal_list':
    case 'withdrawal_payout':
      return done(await applyCashierCommand(deps, command));
    case 'turnover_member':
    case 'turnover_set':
      return done(await applyTurnoverCommand(use('turnover'), await idOf(command.merchant), command));
    case 'report':
      return done(await applyReportCommand(use('report'), await idOf(command.merchant), command));
    case 'member_account':
      return done(await applyMemberCommand(use('members'), await idOf(command.merchant), command));
    case 'club':
      return done(await applyClubCommand(use('club'), await idOf(command.merchant), command));
    case 'catalogue':
      return done(await applyGameCommand(use('games'), await idOf(command.merchant), command));
    case 'banner':
      return done(await applyBannerCommand(use('banners'), await idOf(command.merchant), command));
    case 'channel':
      return done(await applyChannelCommand(use('channels'), await idOf(command.merchant), command));
    case 'message':
      return done(await applyMessageCommand(deps.messages, await idOf(command.merchant), command));
    case 'announcement_add':
    case 'announcement_end':
    case 'announcement_list':
    case 'announcement_translate':
    case 'announcement_untranslate':
      return done(
        await applyAnnouncementCommand(use('announcements'), await idOf(command.merchant), command),
      );
    case 'rebate_rate':
      return done(await applyRebateCommand(use('rebate'), await idOf(command.merchant), command));
    case 'feedback_list':
    case 'feedback_answer':
      return done(await applyFeedbackCommand(use('feedback'), await idOf(command.merchant), command));
    case 'member_type':
      return done(await applyAgentCommand(use('agents'), await idOf(command.merchant), command));
    case 'contract_setting':
    case 'contract_set':
      return done(await applyContractCommand(use('agentContracts'), await idOf(command.merchant), command));
    case 'contract_settle':
      return done(await applyContractSettle(use('contractSettlement'), deps.system, command));
    case 'referral':
      return done(await applyReferralCommand(use('referral'), await idOf(command.merchant), command));
    case 'points_setting':
    case 'points_reward_add':
    case 'points_reward':
    case 'points_redeem':
      return done(await applyPointsCommand(use('points'), await idOf(command.merchant), command));
    case 'rg_show':
      return done(await applyRgCommand(use('rg'), await idOf(command.merchant), command));
    case 'chat':
      return done(await applyChatCommand(use('chat'), await idOf(command.merchant), command, opsUsage));
    case 'mission_add':
    case 'mission_list':
    case 'mission_state':
      return done(await applyMissionCommand(use('missions'), await idOf(command.merchant), command));
    case 'mission_prizes':
      return done(
        await applyMissionPrizesCommand(use('missionPrizes'), await idOf(command.merchant), command),
      );
    case 'promo':
      return done(
        await applyPromotionCommand(use('promotions'), await idOf(command.merchant), command.command),
      );
    case 'help':
      return done(await applyHelpCommand(use('help'), await idOf(command.merchant), command.command));
    case 'maintenance':
    case 'region':
    case 'ip':
    case 'welcome_bonus':
    case 'domain_app_download':
      return done(await applySystemCommand(deps.system, command));
  }
}
