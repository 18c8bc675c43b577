/**
 * The member centre is opened by the address: `?mc=<page>` (spec 2 page names). So a reload
 * keeps it open on the same page, and a payment gateway can send the player back to it.
 */
export const MEMBER_CENTRE_PARAM = 'mc';

/** The pages of this issue, in menu order; later issues add theirs (spec 2 "Member centre"). */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  // bonusDetails, rewardCenter, referral and missionLeaderboard come here when they are built.
  'messageV2',
  'manualRebate',
] as const;
export type MemberCentrePage = (typeof memberCentrePages)[number];

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

const isPage = (name: string): name is MemberCentrePage =>
  (memberCentrePages as readonly string[]).includes(name);

/** The page the address asks for: null when closed; the default page for an unknown name. */
export function pageFromSearch(search: string): MemberCentrePage | null {
  const name = new URLSearchParams(search).get(MEMBER_CENTRE_PARAM);
  if (name === null) return null;
  return isPage(name) ? name : DEFAULT_MEMBER_CENTRE_PAGE;
}

/** The search string with the member centre on `page`, or without it (null); other parameters kept. */
export function searchWithPage(search: string, page: MemberCentrePage | null): string {
  const params = new URLSearchParams(search);
  if (page) params.set(MEMBER_CENTRE_PARAM, page);
  else params.delete(MEMBER_CENTRE_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The search string without the member centre, for effects that should ignore it (scrolling). */
export const searchWithoutMemberCentre = (search: string) => searchWithPage(search, null);
