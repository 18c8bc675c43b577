import type { MemberInfo, MemberTypeValue } from '@portal/contracts/identity';
import type { MemberRow } from '../../db/schema.ts';

export const DEFAULT_AVATAR = '/avatars/default.svg';

/**
 * The member as the web app sees it (spec 3 "Member info"). VIP levels arrive with the
 * promotions module; until then every member is at rank 0 with the standard label.
 */
export function toMemberInfo(member: MemberRow, uplineAccount: string | null): MemberInfo {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type as MemberTypeValue,
    toUpline: uplineAccount,
    clubLabel: clubLabelOf(member),
    memberLabel: [{ labelName: 'Standard' }],
    language: member.language,
    mobileNum: member.mobile_num ? maskMobile(member.mobile_num) : null,
    email: member.email ? maskEmail(member.email) : null,
    avatarUrl: member.avatar ?? DEFAULT_AVATAR,
    affiliateCode: member.affiliate_code,
  };
}

/** The member's club (VIP) label; every member is at rank 0 until VIP levels exist. */
export const clubLabelOf = (_member: MemberRow): MemberInfo['clubLabel'] => ({
  labelName: 'Standard',
  color: '#6b7280',
  color2: '#9ca3af',
  rankLevel: 0,
});

export const maskMobile = (mobile: string) =>
  mobile.length <= 4 ? '****' : `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}
