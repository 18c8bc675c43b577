import type { MemberInfo, MemberTypeValue } from '@portal/contracts/identity';
import type { MemberRow } from '../../db/schema.ts';
import type { ClubLevel } from '../system/merchant-settings.ts';

export const DEFAULT_AVATAR = '/avatars/default.svg';

/** The member as the web app sees it (spec 3 "Member info"), with its VIP club label. */
export function toMemberInfo(
  member: MemberRow,
  uplineAccount: string | null,
  clubLevels: readonly ClubLevel[],
): MemberInfo {
  const clubLabel = clubLabelOf(member, clubLevels);
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type as MemberTypeValue,
    toUpline: uplineAccount,
    clubLabel,
    // Spec 3: the first member label names the member's customer service (spec 4 chat routing).
    memberLabel: [{ labelName: clubLabel.rankLevel > VIP_RANK_ABOVE ? 'VIP service' : 'Live chat' }],
    language: member.language,
    mobileNum: member.mobile_num ? maskMobile(member.mobile_num) : null,
    email: member.email ? maskEmail(member.email) : null,
    avatarUrl: member.avatar ?? DEFAULT_AVATAR,
    affiliateCode: member.affiliate_code,
  };
}

/** Spec 9: a club rank above 4 marks a VIP (VIP customer service in the chat room). */
export const VIP_RANK_ABOVE = 4;

const STANDARD = { labelName: 'Standard', color: '#6b7280', color2: '#9ca3af', rankLevel: 0 };

/** The member's club (VIP) label: the level of its rank, or the standard one below the first. */
export function clubLabelOf(
  member: Pick<MemberRow, 'club_rank'>,
  levels: readonly ClubLevel[],
): MemberInfo['clubLabel'] {
  const level = levels.find((l) => l.rank === member.club_rank);
  return level
    ? { labelName: level.name, color: level.color, color2: level.color2, rankLevel: level.rank }
    : STANDARD;
}

/** The highest rank whose minimum `deposited` reaches (0 below the first). */
export const rankFor = (
  levels: readonly Pick<ClubLevel, 'rank' | 'minDeposit'>[],
  deposited: bigint,
): number => levels.reduce((rank, l) => (deposited >= l.minDeposit && l.rank > rank ? l.rank : rank), 0);

export const maskMobile = (mobile: string) =>
  mobile.length <= 4 ? '****' : `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}
