import { searchWithParam } from '../../lib/search-param.ts';

/**
 * The member centre is opened by the address: `?mc=<page>` (spec 2 page names). So a reload
 * keeps it open on the same page, and a payment gateway can send the player back to it.
 */
export const MEMBER_CENTRE_PARAM = 'mc';

/**
 * The pages, in the spec's menu order (spec 2 "Member centre"), then the VIP club and the
 * player-protection page. Invite friends is shown only while the merchant runs the referral promotion
 * (`visibleMemberPages`).
 */
export const memberCentrePages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  // The VIP club: the member's level, the ladder and each level's level-up bonus.
  'vipClub',
  // Player protection: limits, reality check, time-out and self-exclusion.
  'responsibleGaming',
] as const;
export type MemberCentrePage = (typeof memberCentrePages)[number];

export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

const isPage = (name: string): name is MemberCentrePage =>
  (memberCentrePages as readonly string[]).includes(name);

/** The promotions a page is shown for only while the merchant runs them. */
export type MemberPromotion = 'referral';

const promotionPages: Partial<Record<MemberCentrePage, MemberPromotion>> = { referral: 'referral' };

/** The promotion a page is about, or null for a page every member has. */
export const promotionOfPage = (page: MemberCentrePage): MemberPromotion | null =>
  promotionPages[page] ?? null;

/**
 * The menu: every page, a promotion's only when the merchant runs it; none of those while that
 * is not known (`enabled` undefined: loading, or the question failed), rather than one that may
 * then vanish.
 */
export function visibleMemberPages(
  enabled: Record<MemberPromotion, boolean> | undefined,
): MemberCentrePage[] {
  return memberCentrePages.filter((page) => {
    const promotion = promotionOfPage(page);
    return promotion === null || enabled?.[promotion] === true;
  });
}

/**
 * The page to show for the one the address names: a promotion's page the merchant does not run
 * falls back to the default page, as an unknown name does; while that is not known, the page
 * itself (it shows that it is loading, or why it failed).
 */
export function shownMemberPage(
  page: MemberCentrePage,
  enabled: Record<MemberPromotion, boolean> | undefined,
): MemberCentrePage {
  const promotion = promotionOfPage(page);
  return promotion && enabled && !enabled[promotion] ? DEFAULT_MEMBER_CENTRE_PAGE : page;
}

/** The page the address asks for: null when closed; the default page for an unknown name. */
export function pageFromSearch(search: string): MemberCentrePage | null {
  const name = new URLSearchParams(search).get(MEMBER_CENTRE_PARAM);
  if (name === null) return null;
  return isPage(name) ? name : DEFAULT_MEMBER_CENTRE_PAGE;
}

/** The search string with the member centre on `page`, or without it (null); other parameters kept. */
export function searchWithPage(search: string, page: MemberCentrePage | null): string {
  return searchWithParam(search, MEMBER_CENTRE_PARAM, page);
}

/** The search string without the member centre, for effects that should ignore it (scrolling). */
export const searchWithoutMemberCentre = (search: string) => searchWithPage(search, null);
