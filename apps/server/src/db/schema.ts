import type {
  ContractKind,
  ContractPeriod,
  ContractStatus,
  ContractTier,
} from '@portal/contracts/agent-contracts';
import type { AnnouncementAudience, AnnouncementType } from '@portal/contracts/announcements';
import type { FeedbackCategory } from '@portal/contracts/feedback';
import type { MessageKind } from '@portal/contracts/messages';
import type { MissionKind, MissionPeriod } from '@portal/contracts/missions';
import type { PointsEntryKind, RedeemStatus, RewardKind } from '@portal/contracts/points';
import type { ApplicationStatus, PromotionAction, PromotionCategory } from '@portal/contracts/promotions';
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint ids arrive as strings from both drivers; we keep them as strings in code. */
type Id = Generated<string>;

export interface MerchantTable {
  id: Id;
  code: string;
  name: string;
  currency: string;
  currency_exponent: number;
  currency_symbol: string;
  time_zone: string;
  default_language: string;
  login_required: Generated<boolean>;
  gtag_id: string | null;
  register_options: ColumnType<unknown, string, string>;
  maintenance_on: Generated<boolean>;
  maintenance_until: Date | null;
  maintenance_info: string | null;
  maintenance_contact_url: string | null;
  is_default: Generated<boolean>;
  two_factor_methods: ColumnType<string[], string | undefined, string>;
  password_max_age_days: Generated<number>;
  updated_at: Timestamp;
  created_at: Timestamp;
}

export interface MerchantDomainTable {
  merchant_id: string;
  domain: string;
  is_route: boolean;
  sort: number;
  /** False on a domain whose side menu leaves out the app download (migration 0031). */
  app_download: Generated<boolean>;
}

export interface MerchantLanguageTable {
  merchant_id: string;
  code: string;
  name: string;
  sort: number;
}

export interface MerchantFeatureTable {
  merchant_id: string;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort: number;
}

export interface MerchantResourceTable {
  merchant_id: string;
  resource_type: string;
  url: string;
  qr_code_url: string | null;
  label_name_en: string;
  sort: number;
}

export interface MerchantCdnTable {
  merchant_id: string;
  kind: 'image' | 'launch';
  url: string;
  sort: number;
}

export interface MerchantServiceLinkTable {
  merchant_id: string;
  type: number;
  path: string;
}

export interface MerchantRegisterRuleTable {
  merchant_id: string;
  field: string;
  enabled: boolean;
  required: boolean;
  min_length: number;
  max_length: number;
  accepted_pattern: string;
  pattern_id: string;
}

export interface MerchantBlockedCountryTable {
  merchant_id: string;
  country: string;
  created_at: Timestamp;
}

export interface MerchantBlockedIpTable {
  merchant_id: string;
  cidr: string;
  created_at: Timestamp;
}

export interface BannerTable {
  id: Id;
  merchant_id: string;
  group_name: string;
  title: string;
  image_url: string;
  linkage_type: 'NONE' | 'URL' | 'ROUTE';
  link_target: string | null;
  sort: number;
  active: Generated<boolean>;
}

/** A banner's artwork and text alternative in a language other than its own (migration 0033). */
export interface BannerTextTable {
  banner_id: string;
  language: string;
  title: string;
  image_url: string;
}

export interface Database extends LotteryTables, IdentityTables, LedgerTables, CashierTables, GameTables {
  merchant: MerchantTable;
  merchant_domain: MerchantDomainTable;
  merchant_language: MerchantLanguageTable;
  merchant_feature: MerchantFeatureTable;
  merchant_resource: MerchantResourceTable;
  merchant_cdn: MerchantCdnTable;
  merchant_service_link: MerchantServiceLinkTable;
  merchant_register_rule: MerchantRegisterRuleTable;
  merchant_blocked_country: MerchantBlockedCountryTable;
  merchant_blocked_ip: MerchantBlockedIpTable;
  banner: BannerTable;
  banner_text: BannerTextTable;
  announcement: AnnouncementTable;
  feedback: FeedbackTable;
  merchant_rebate_rate: MerchantRebateRateTable;
  rebate_claim: RebateClaimTable;
  agent_contract_setting: AgentContractSettingTable;
  agent_contract: AgentContractTable;
  agent_settlement: AgentSettlementTable;
  agent_payout: AgentPayoutTable;
  merchant_referral: MerchantReferralTable;
  referral_reward: ReferralRewardTable;
  merchant_points: MerchantPointsTable;
  points_account: PointsAccountTable;
  points_entry: PointsEntryTable;
  points_reward: PointsRewardTable;
  points_redeem: PointsRedeemTable;
  points_convert: PointsConvertTable;
  chat_message: ChatMessageTable;
  chat_read: ChatReadTable;
  player_limit: PlayerLimitTable;
  player_exclusion: PlayerExclusionTable;
  merchant_club_level: MerchantClubLevelTable;
  club_level_bonus: ClubLevelBonusTable;
  merchant_mission: MerchantMissionTable;
  mission_claim: MissionClaimTable;
  mission_prize: MissionPrizeTable;
  mission_prize_award: MissionPrizeAwardTable;
  promotion: PromotionTable;
  promotion_application: PromotionApplicationTable;
  raffle_entry: RaffleEntryTable;
  promotion_checkin: PromotionCheckinTable;
  promotion_match: PromotionMatchTable;
  help_topic: HelpTopicTable;
  help_text: HelpTextTable;
  welcome_bonus: WelcomeBonusTable;
  announcement_text: AnnouncementTextTable;
  promotion_text: PromotionTextTable;
  points_reward_text: PointsRewardTextTable;
}

export interface AnnouncementTable {
  id: Id;
  merchant_id: string;
  type: AnnouncementType;
  audience: AnnouncementAudience;
  title: string;
  content: string;
  starts_at: Timestamp;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}
export type AnnouncementRow = Selectable<AnnouncementTable>;

export interface FeedbackTable {
  id: Id;
  merchant_id: string;
  member_id: string | null;
  category: FeedbackCategory;
  content: string;
  remark: string | null;
  /** File names under DATA_DIR/feedback. */
  images: ColumnType<string[], string | undefined, string>;
  ip: string | null;
  created_at: Timestamp;
  answer: string | null;
  answered_at: Date | null;
}
export type FeedbackRow = Selectable<FeedbackTable>;

export interface MerchantRebateRateTable {
  merchant_id: string;
  product: 'game' | 'lottery';
  rate_bp: number;
}

export interface RebateClaimTable {
  id: Id;
  merchant_id: string;
  member_id: string;
  request_id: string;
  currency: string;
  amount: ColumnType<string, string, string>;
  bets: number;
  valid_bets: ColumnType<string, string, string>;
  created_at: Timestamp;
}
export type RebateClaimRow = Selectable<RebateClaimTable>;

export interface AgentContractSettingTable {
  merchant_id: string;
  kind: ContractKind;
  enabled: boolean;
  period: ContractPeriod;
}

export interface AgentContractTable {
  id: Id;
  merchant_id: string;
  member_id: string;
  /** The upline that offered it; null when the operator set it. */
  offered_by: string | null;
  kind: ContractKind;
  status: ContractStatus;
  tiers: ColumnType<ContractTier[], string, string>;
  offered_at: ColumnType<Date, Date, Date>;
  accepted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type AgentContractRow = Selectable<AgentContractTable>;

export interface AgentSettlementTable {
  id: Id;
  merchant_id: string;
  kind: ContractKind;
  period_start: ColumnType<Date, Date, Date>;
  period_end: ColumnType<Date, Date, Date>;
  settled_at: ColumnType<Date, Date, Date>;
}

export interface AgentPayoutTable {
  id: Id;
  settlement_id: string;
  contract_id: string;
  member_id: string;
  kind: ContractKind;
  period_start: ColumnType<Date, Date, Date>;
  period_end: ColumnType<Date, Date, Date>;
  currency: string;
  valid_bet: ColumnType<string, string, string>;
  net_loss: ColumnType<string, string, string>;
  active_members: number;
  rate_bp: number;
  share: ColumnType<string, string, string>;
  downline_shares: ColumnType<string, string, string>;
  amount: ColumnType<string, string, string>;
  settled_at: ColumnType<Date, Date, Date>;
}
export type AgentPayoutRow = Selectable<AgentPayoutTable>;

export interface MerchantReferralTable {
  merchant_id: string;
  enabled: boolean;
  reward: ColumnType<string, string, string>;
  min_deposit: ColumnType<string, string, string>;
}

export interface ReferralRewardTable {
  friend_id: string;
  referrer_id: string;
  deposit_id: string;
  currency: string;
  amount: ColumnType<string, string, string>;
  created_at: ColumnType<Date, Date, Date>;
}

export type Db = Kysely<Database>;
export type Tx = Transaction<Database> | Kysely<Database>;
export type MerchantRow = Selectable<MerchantTable>;
export type NewMerchant = Insertable<MerchantTable>;

export interface MemberTable {
  id: Id;
  merchant_id: string;
  account: string;
  nickname: string | null;
  type: number;
  upline_id: string | null;
  affiliate_code: string | null;
  referral_code: string | null;
  /** The member's own invite code, made the first time it is asked for. */
  invite_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The member whose invite code this one registered with. */
  referred_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The end of the time-out or self-exclusion in force, if any (responsible gaming). */
  excluded_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  excluded_kind: ColumnType<'timeout' | 'self_exclusion' | null, string | null | undefined, string | null>;
  /** Minutes between reality checks; null when off. */
  reality_check_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  session_limit_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  session_limit_pending: ColumnType<number | null, number | null | undefined, number | null>;
  session_limit_pending_from: ColumnType<Date | null, Date | null | undefined, Date | null>;
  daily_time_minutes: ColumnType<number | null, number | null | undefined, number | null>;
  daily_time_pending: ColumnType<number | null, number | null | undefined, number | null>;
  daily_time_pending_from: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The VIP club level reached (0: none), raised by approved deposits and never lowered. */
  club_rank: ColumnType<number, number | undefined, number>;
  /** Credits before this are owed no turnover (the operator waived it). */
  turnover_waived_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string | null;
  birthday: ColumnType<Date | null, string | null | undefined, string | null>;
  contacts: ColumnType<Record<string, string>, string | undefined, string>;
  password_hash: string | null;
  password_changed_at: Timestamp;
  payment_password_hash: string | null;
  totp_secret: string | null;
  language: string | null;
  avatar: string | null;
  status: Generated<'active' | 'disabled'>;
  failed_logins: Generated<number>;
  locked_until: Date | null;
  register_ip: string | null;
  register_domain: string | null;
  first_login_at: Date | null;
  last_login_at: Date | null;
  created_at: Timestamp;
}

export interface SessionTable {
  token_hash: string;
  member_id: string;
  site: 'member' | 'agent';
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
  /** When this session's play reaches the member's daily time limit if it goes on (null: none). */
  play_ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface MemberKnownIpTable {
  member_id: string;
  ip: string;
  first_seen_at: Timestamp;
}

export interface VerificationCodeTable {
  id: Id;
  merchant_id: string;
  purpose: string;
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface PasswordResetTable {
  token_hash: string;
  member_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface LoginChallengeTable {
  id_hash: string;
  member_id: string;
  site: 'member' | 'agent';
  ip: string;
  options: ColumnType<string[], string, string>;
  weak_password: Generated<boolean>;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Date | null;
}

export interface SocialIdentityTable {
  provider: string;
  subject: string;
  member_id: string;
  email: string | null;
  created_at: Timestamp;
}

export interface ServerKeyTable {
  name: string;
  key_id: string;
  public_key: string;
  private_key: string;
  created_at: Timestamp;
}

export interface IdentityTables {
  member: MemberTable;
  session: SessionTable;
  member_known_ip: MemberKnownIpTable;
  verification_code: VerificationCodeTable;
  password_reset: PasswordResetTable;
  login_challenge: LoginChallengeTable;
  social_identity: SocialIdentityTable;
  server_key: ServerKeyTable;
}
export type MemberRow = Selectable<MemberTable>;

export interface LedgerAccountTable {
  id: Id;
  merchant_id: string;
  member_id: string | null;
  kind: string;
  currency: string;
  shard: Generated<number>;
  balance: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface LedgerTransferTable {
  id: Id;
  merchant_id: string;
  idempotency_key: string;
  type: string;
  member_id: string | null;
  memo: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface LedgerEntryTable {
  id: Id;
  transfer_id: string;
  account_id: string;
  amount: string;
  balance_after: string;
  created_at: Timestamp;
}

export interface LedgerTables {
  ledger_account: LedgerAccountTable;
  ledger_transfer: LedgerTransferTable;
  ledger_entry: LedgerEntryTable;
}

export interface PaymentChannelTable {
  id: Id;
  merchant_id: string;
  code: string;
  kind: 'bank_transfer' | 'gateway';
  name: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  min_amount: ColumnType<string, string, string>;
  max_amount: ColumnType<string, string, string>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  gateway_url: string | null;
  gateway_secret: string | null;
}

/** A channel's name in a language other than the one it was set up in (migration 0032). */
export interface PaymentChannelTextTable {
  channel_id: string;
  language: string;
  name: string;
}

export interface DepositTable {
  id: Id;
  merchant_id: string;
  member_id: string;
  channel_code: string;
  amount: ColumnType<string, string, string>;
  currency: string;
  reference: string;
  request_id: string;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  proof_file: string | null;
  note: string | null;
  transfer_id: string | null;
  created_at: Timestamp;
  decided_at: Date | null;
  gateway_trade_id: string | null;
}

export interface MerchantCashierTable {
  merchant_id: string;
  withdraw_min: ColumnType<string, string, string>;
  withdraw_max: ColumnType<string, string, string>;
  withdraw_daily_count: number;
  force_receive_minutes: number;
  transfer_wallets: ColumnType<string[], string, string>;
  deposit_turnover_pct: Generated<number>;
  bonus_turnover_pct: Generated<number>;
}

export interface BankCardTable {
  id: Id;
  member_id: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  removed: Generated<boolean>;
  created_at: Timestamp;
}

export type WithdrawalStatus = 'pending' | 'approved' | 'paid' | 'rejected';
export type WithdrawalConfirmation = 'received' | 'not_received' | 'partially_received' | 'force_received';
export interface WithdrawalTable {
  id: Id;
  merchant_id: string;
  member_id: string;
  bank_card_id: string;
  amount: ColumnType<string, string, string>;
  currency: string;
  request_id: string;
  status: Generated<WithdrawalStatus>;
  confirmation: WithdrawalConfirmation | null;
  received_amount: string | null;
  proof_file: string | null;
  note: string | null;
  created_at: Timestamp;
  decided_at: Date | null;
  paid_at: Date | null;
  confirmed_at: Date | null;
  force_receive_at: Date | null;
}

export interface BetTable {
  id: Id;
  merchant_id: string;
  member_id: string;
  product: 'game' | 'lottery';
  vendor: string;
  game_code: string;
  game_name: string;
  round_id: string;
  currency: string;
  stake: ColumnType<string, string, string>;
  payout: ColumnType<string, string | undefined, string>;
  status: Generated<'open' | 'settled' | 'cancelled' | 'rolled_back'>;
  placed_at: Timestamp;
  settled_at: Date | null;
  /** The rebate claim that counted this bet; null until one does. */
  rebate_claim_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GameVendorTable {
  id: Id;
  merchant_id: string;
  code: string;
  account_type_name: string;
  name: string;
  icon: string | null;
  status: Generated<'active' | 'maintenance' | 'disabled'>;
  in_house: Generated<boolean>;
  is_new: Generated<boolean>;
  launch_url: string | null;
  wallet_secret: string | null;
  sort: Generated<number>;
}

export interface GameTable {
  id: Id;
  merchant_id: string;
  vendor_code: string;
  game_type: string;
  code: string;
  game_id: string | null;
  room_id: string | null;
  name_en: string;
  name_vi: string | null;
  search_text: string;
  classify: string | null;
  min_bet: ColumnType<string, string | undefined, string>;
  min_line_num: Generated<number>;
  is_hot: Generated<boolean>;
  is_game: string | null;
  icon: string | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created_at: Timestamp;
}

export interface GameFavouriteTable {
  member_id: string;
  game_id: string;
  created_at: Timestamp;
}

export interface GameRecentTable {
  member_id: string;
  game_id: string;
  played_at: Date;
}

export interface GameLaunchTable {
  token_hash: string;
  merchant_id: string;
  member_id: string;
  game_id: string;
  vendor_code: string;
  language: string;
  lobby_url: string | null;
  expires_at: Date;
  used_at: Date | null;
  /** The end of the portal session's time limit, when it has one. */
  ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface VendorSessionTable {
  token_hash: string;
  merchant_id: string;
  member_id: string;
  vendor_code: string;
  game_code: string;
  expires_at: Date;
  /** Never renewed past this (the launching session's time limit). */
  ends_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface VendorTransactionTable {
  id: Id;
  merchant_id: string;
  vendor_code: string;
  transaction_id: string;
  kind: 'debit' | 'credit' | 'rollback';
  member_id: string;
  round_id: string;
  amount: ColumnType<string, string, string>;
  fingerprint: string;
  rolled_back: Generated<boolean>;
  created_at: Timestamp;
}

export interface GameTables {
  game_vendor: GameVendorTable;
  game: GameTable;
  game_favourite: GameFavouriteTable;
  game_recent: GameRecentTable;
  game_launch: GameLaunchTable;
  vendor_session: VendorSessionTable;
  vendor_transaction: VendorTransactionTable;
}

export interface MemberMessageTable {
  id: Id;
  member_id: string;
  kind: MessageKind;
  title: string | null;
  content: string | null;
  reference: string | null;
  amount: ColumnType<string | null, string | null | undefined, string | null>;
  currency: string | null;
  note: string | null;
  created_at: Timestamp;
  read_at: Date | null;
}
export type MemberMessageRow = Selectable<MemberMessageTable>;
export type NewMemberMessage = Insertable<MemberMessageTable>;

export interface CashierTables {
  payment_channel: PaymentChannelTable;
  payment_channel_text: PaymentChannelTextTable;
  deposit: DepositTable;
  merchant_cashier: MerchantCashierTable;
  bank_card: BankCardTable;
  withdrawal: WithdrawalTable;
  bet: BetTable;
  member_message: MemberMessageTable;
}

// Lottery (issue 6, migration 0008) -------------------------------------------------------

export type LotteryDrawStatus = 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled';
export interface LotteryDrawTable {
  id: Id;
  game_code: string;
  numero: string;
  source: 'engine' | 'official';
  status: Generated<LotteryDrawStatus>;
  opens_at: Timestamp;
  closes_at: Timestamp;
  draw_at: Timestamp;
  server_seed: string | null;
  seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  drawn_at: Date | null;
  settle_planned_at: Date | null;
  settled_at: Date | null;
  notified_at: Date | null;
  bet_count: number | null;
  stake_total: string | null;
  payout_total: string | null;
  created_at: Timestamp;
}

export interface LotteryOddsTable {
  merchant_id: string;
  version: number;
  odds: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

export interface LotterySlipTable {
  id: Id;
  merchant_id: string;
  member_id: string;
  draw_id: string;
  request_id: string;
  fingerprint: string;
  total_stake: ColumnType<string, string, string>;
  bet_count: number;
  transfer_id: string;
  created_at: Timestamp;
}

export interface LotteryBetTable {
  bet_id: string;
  merchant_id: string;
  member_id: string;
  draw_id: string;
  slip_id: string | null;
  game_code: string;
  bet_type: string;
  selection: string;
  unit_stake: ColumnType<string, string, string>;
  multiplier: number;
  odds_milli: ColumnType<string, string, string>;
  odds_version: number;
  placed_at: Timestamp;
}

export interface LotterySettleChunkTable {
  draw_id: string;
  chunk_no: number;
  member_from: string;
  member_to: string;
  status: Generated<'pending' | 'done'>;
  bets: number | null;
  stake: string | null;
  payout: string | null;
  transfer_id: string | null;
  done_at: Date | null;
}

export interface LotteryTables {
  lottery_draw: LotteryDrawTable;
  lottery_odds: LotteryOddsTable;
  lottery_slip: LotterySlipTable;
  lottery_bet: LotteryBetTable;
  lottery_settle_chunk: LotterySettleChunkTable;
}
export type LotteryDrawRow = Selectable<LotteryDrawTable>;

export interface MerchantPointsTable {
  merchant_id: string;
  enabled: boolean;
  earn_unit: ColumnType<string, string, string>;
  earn_points: number;
  ratio_points: number;
  ratio_amount: ColumnType<string, string, string>;
}

export interface PointsAccountTable {
  member_id: string;
  balance: ColumnType<string, string, string>;
  pending: ColumnType<string, string | undefined, string>;
}

export interface PointsEntryTable {
  id: Id;
  member_id: string;
  kind: PointsEntryKind;
  change: ColumnType<string, string, string>;
  balance_after: ColumnType<string, string, string>;
  reference: string;
  created_at: ColumnType<Date, Date, Date>;
}

export interface PointsRewardTable {
  id: Id;
  merchant_id: string;
  name: string;
  description: string;
  kind: RewardKind;
  cash_amount: ColumnType<string | null, string | null | undefined, string | null>;
  cost: number;
  available: ColumnType<number | null, number | null | undefined, number | null>;
  active: Generated<boolean>;
}
export type PointsRewardRow = Selectable<PointsRewardTable>;

export interface PointsRedeemTable {
  id: Id;
  merchant_id: string;
  member_id: string;
  reward_id: string;
  request_id: string;
  quantity: number;
  points: ColumnType<string, string, string>;
  status: RedeemStatus;
  remark: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date, Date>;
  decided_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type PointsRedeemRow = Selectable<PointsRedeemTable>;

export interface PointsConvertTable {
  id: Id;
  member_id: string;
  request_id: string;
  points: ColumnType<string, string, string>;
  amount: ColumnType<string, string, string>;
  created_at: ColumnType<Date, Date, Date>;
}

export interface ChatMessageTable {
  id: Id;
  merchant_id: string;
  member_id: string;
  sender: 'member' | 'service';
  text: string;
  request_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date, Date>;
}
export type ChatMessageRow = Selectable<ChatMessageTable>;

export interface ChatReadTable {
  member_id: string;
  member_seen: ColumnType<string, string | undefined, string>;
  service_seen: ColumnType<string, string | undefined, string>;
}

export interface PlayerLimitTable {
  member_id: string;
  kind: 'deposit' | 'wager' | 'loss';
  period: 'day' | 'week' | 'month';
  amount: ColumnType<string | null, string | null, string | null>;
  pending_amount: ColumnType<string | null, string | null, string | null>;
  pending_from: Date | null;
  updated_at: ColumnType<Date, Date, Date>;
}
export type PlayerLimitRow = Selectable<PlayerLimitTable>;

export interface PlayerExclusionTable {
  id: Id;
  merchant_id: string;
  member_id: string;
  kind: 'timeout' | 'self_exclusion';
  starts_at: ColumnType<Date, Date, Date>;
  ends_at: ColumnType<Date, Date, Date>;
  requested_by: string;
}

export interface MerchantClubLevelTable {
  merchant_id: string;
  rank: number;
  name: string;
  color: string;
  color2: string;
  min_deposit: ColumnType<string, string, string>;
  upgrade_bonus: ColumnType<string, string | undefined, string>;
  /** Basis points the level adds to each rebate rate the merchant pays. */
  rebate_bonus_bp: ColumnType<number, number | undefined, number>;
  /** The largest single withdrawal at this level; null keeps the level below's (or the merchant's). */
  withdraw_max: ColumnType<string | null, string | null | undefined, string | null>;
  /** Withdrawals a day at this level; null keeps the level below's (or the merchant's). */
  withdraw_daily_count: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A VIP level-up bonus paid: one per member and rank. */
export interface ClubLevelBonusTable {
  member_id: string;
  rank: number;
  amount: ColumnType<string, string, never>;
  paid_at: Date;
}

export interface MerchantMissionTable {
  id: Id;
  merchant_id: string;
  kind: MissionKind;
  period: MissionPeriod;
  /** Minor units for money kinds, a count for `bets`. */
  target: ColumnType<string, string, string>;
  reward: ColumnType<string, string, string>;
  points: number;
  sort: Generated<number>;
  active: Generated<boolean>;
  created_at: Timestamp;
}
export type MerchantMissionRow = Selectable<MerchantMissionTable>;

export interface MissionClaimTable {
  id: Id;
  merchant_id: string;
  mission_id: string;
  member_id: string;
  request_id: string;
  period_start: Date;
  currency: string;
  reward: ColumnType<string, string, string>;
  points: number;
  claimed_at: Timestamp;
}
export type MissionClaimRow = Selectable<MissionClaimTable>;

export interface MissionPrizeTable {
  merchant_id: string;
  place: number;
  amount: ColumnType<string, string, string>;
}

export interface MissionPrizeAwardTable {
  id: Id;
  merchant_id: string;
  week_start: Timestamp;
  place: number;
  member_id: string;
  points: number;
  amount: ColumnType<string, string, string>;
  paid_at: Date;
}

export interface PromotionTable {
  id: Id;
  merchant_id: string;
  category: PromotionCategory;
  action: PromotionAction;
  title: string;
  summary: string;
  content: string;
  /** Minor units; null when the operator set no ceiling. */
  bonus_max: ColumnType<string | null, string | null | undefined, string | null>;
  starts_at: Date;
  ends_at: Date | null;
  sort: Generated<number>;
  created_at: Timestamp;
  /** A raffle's prize per winner (minor units) and number of winners; null for the other kinds. */
  prize: ColumnType<string | null, string | null | undefined, string | null>;
  winners: ColumnType<number | null, number | null | undefined, number | null>;
  drawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A deposit match's share of the deposit (percent) and smallest deposit (minor units); null for the other kinds. */
  match_percent: ColumnType<number | null, number | null | undefined, number | null>;
  min_deposit: ColumnType<string | null, string | null | undefined, string | null>;
  /** The VIP club rank a member needs to take part (higher ranks too); null for every member. */
  min_club_rank: ColumnType<number | null, number | null | undefined, number | null>;
  /** A deposit match paid only by the member's first approved deposit. */
  first_deposit_only: ColumnType<boolean, boolean | undefined, boolean>;
  /** The image of its card and page: a path on the site or an https address; null for none. */
  image: ColumnType<string | null, string | null | undefined, string | null>;
}
export type PromotionRow = Selectable<PromotionTable>;

/** A member's join to a deposit match; the deposit, bonus and time are set together when it pays. */
export interface PromotionMatchTable {
  id: Id;
  merchant_id: string;
  promotion_id: string;
  member_id: string;
  joined_at: Date;
  deposit_id: ColumnType<string | null, string | null | undefined, string | null>;
  bonus: ColumnType<string | null, string | null | undefined, string | null>;
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type PromotionMatchRow = Selectable<PromotionMatchTable>;

export interface RaffleEntryTable {
  id: Id;
  merchant_id: string;
  promotion_id: string;
  member_id: string;
  joined_at: Date;
  won: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  claim_request_id: ColumnType<string | null, string | null | undefined, string | null>;
  claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type RaffleEntryRow = Selectable<RaffleEntryTable>;

export interface PromotionCheckinTable {
  id: Id;
  merchant_id: string;
  promotion_id: string;
  member_id: string;
  /** The merchant's local date, written as `YYYY-MM-DD`; read it as text (`day::text`), not as a Date. */
  day: ColumnType<Date, string, never>;
  reward: string;
  request_id: string;
  created_at: Date;
}
export type PromotionCheckinRow = Selectable<PromotionCheckinTable>;

/** A welcome bonus paid: one per member, and one per address and merchant-local day. */
export interface WelcomeBonusTable {
  member_id: string;
  merchant_id: string;
  ip: string;
  /** Written as `YYYY-MM-DD`. */
  day: ColumnType<Date, string, never>;
  amount: string;
  created_at: Date;
}

/** A help-centre topic of a merchant; its texts are in `help_text`, one per language. */
export interface HelpTopicTable {
  id: Id;
  merchant_id: string;
  slug: string;
  position: number;
}

export interface HelpTextTable {
  topic_id: string;
  language: string;
  title: string;
  /** Plain text; each line is a paragraph. */
  body: string;
  updated_at: Date;
}

export interface PromotionApplicationTable {
  id: Id;
  merchant_id: string;
  promotion_id: string;
  member_id: string;
  request_id: string;
  remark: string | null;
  /** File names under DATA_DIR/promotions. */
  images: ColumnType<string[], string | undefined, string>;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  currency: string;
  amount: ColumnType<string | null, string | null | undefined, string | null>;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}
export type PromotionApplicationRow = Selectable<PromotionApplicationTable>;

/**
 * Translations of operator content (migration 0030): the base row keeps the text it was
 * published with; these hold the same content in another language the merchant offers.
 */
export interface AnnouncementTextTable {
  announcement_id: string;
  language: string;
  title: string;
  content: string;
}

export interface PromotionTextTable {
  promotion_id: string;
  language: string;
  title: string;
  summary: string;
  content: string;
}

export interface PointsRewardTextTable {
  reward_id: string;
  language: string;
  name: string;
  description: string;
}
