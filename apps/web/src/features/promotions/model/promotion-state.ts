import type { ApplicationStatus, PromotionDetail, PromotionState } from '@portal/contracts/promotions';
import type { BadgeTone } from '../../../components/ui/section.tsx';
import type { Viewer } from './viewer.ts';

/**
 * The colour of a state's badge: what waits on the player or the operator (a raffle's entry
 * waiting for the draw), and the outcomes (a prize won or paid is a success).
 */
export const stateTone = (state: PromotionState | ApplicationStatus): BadgeTone => {
  switch (state) {
    case 'join':
    case 'applying':
    case 'joined':
      return 'pending';
    case 'issued':
    case 'claim':
    case 'claimed':
    case 'signed':
      return 'success';
    case 'rejected':
      return 'danger';
    default:
      return 'neutral';
  }
};

/** Whether the viewer reaches the promotion's VIP club level (absent or null: not known, no matter). */
type Eligibility = { eligible?: PromotionDetail['eligible'] };

/** A member whose VIP club level does not reach the promotion's gets told so instead of its action. */
const orBelowLevel = <Step extends string>(step: Step, promotion: Eligibility) =>
  promotion.eligible === false ? 'belowLevel' : step;

/**
 * Why a member may not take the promotion's action: a VIP club level below its own, or a deposit
 * already made where only a first deposit earns the bonus; null when nothing stands in the way
 * (or it is not known, for a visitor).
 */
export type Refusal = 'belowLevel' | 'depositedBefore';
export function refusalOf(promotion: Eligibility & { match?: PromotionDetail['match'] }): Refusal | null {
  if (promotion.eligible === false) return 'belowLevel';
  if (promotion.match?.firstDeposit && promotion.match.depositedBefore === true) return 'depositedBefore';
  return null;
}

/**
 * What the detail page offers under the terms (spec 4 "Activity states"):
 * - `form`: the application form (a running `apply` promotion, first time or after a rejection);
 * - `belowLevel`: the same, for a member whose VIP club level is below the promotion's;
 * - `logIn`: the same, for a visitor, who logs in first;
 * - `trial`: the same, for a trial account, which needs a real one;
 * - `applying`, `issued`: the member's application, under review or paid;
 * - `comingSoon`, `closed`: not open, no form;
 * - `none`: a running `info` promotion, which is only read.
 */
export type ApplicationStep =
  | 'form'
  | 'belowLevel'
  | 'logIn'
  | 'trial'
  | 'applying'
  | 'issued'
  | 'comingSoon'
  | 'closed'
  | 'none';

export function applicationStep(
  promotion: Pick<PromotionDetail, 'action' | 'state'> & Eligibility,
  viewer: Viewer,
): ApplicationStep {
  switch (promotion.state) {
    case 'coming_soon':
      return 'comingSoon';
    case 'close':
      return 'closed';
    case 'applying':
      return 'applying';
    case 'issued':
      return 'issued';
    case 'join':
    case 'rejected':
      if (promotion.action !== 'apply') return 'none';
      return viewer === 'visitor' ? 'logIn' : viewer === 'trial' ? 'trial' : orBelowLevel('form', promotion);
    default:
      return 'none';
  }
}

/**
 * What a raffle's detail page offers beside the terms (spec 4 "Activity states"):
 * - `join`: the button to join, for a member while the raffle runs;
 * - `logIn`, `trial`, `belowLevel`: the same, for a visitor (who logs in first), a trial account
 *   (which needs a real one) and a member below the promotion's VIP club level;
 * - `joined`: the member's entry, waiting for the draw;
 * - `claim`: the member won, and claims the prize; `claimed`: the prize was paid;
 * - `lost`: the member entered and did not win; `closed`: over, for anyone else;
 * - `comingSoon`: not started.
 */
export type RaffleStep =
  | 'join'
  | 'belowLevel'
  | 'logIn'
  | 'trial'
  | 'joined'
  | 'claim'
  | 'claimed'
  | 'lost'
  | 'closed'
  | 'comingSoon';

export function raffleStep(
  promotion: Pick<PromotionDetail, 'state' | 'entry'> & Eligibility,
  viewer: Viewer,
): RaffleStep {
  switch (promotion.state) {
    case 'coming_soon':
      return 'comingSoon';
    case 'join':
      return viewer === 'visitor' ? 'logIn' : viewer === 'trial' ? 'trial' : orBelowLevel('join', promotion);
    case 'joined':
      return 'joined';
    case 'claim':
      return 'claim';
    case 'claimed':
      return 'claimed';
    default:
      // `close`, or a state no raffle has: nothing to do.
      return promotion.entry?.won === false ? 'lost' : 'closed';
  }
}

/**
 * What a check-in's detail page offers beside the terms (spec 4 `signed`):
 * - `checkIn`: the button to check in today, for a member while it runs;
 * - `logIn`, `trial`, `belowLevel`: the same, for a visitor (who logs in first), a trial account
 *   (which needs a real one) and a member below the promotion's VIP club level;
 * - `signed`: checked in today, back tomorrow;
 * - `closed`, `comingSoon`: not open.
 */
export type CheckinStep = 'checkIn' | 'belowLevel' | 'logIn' | 'trial' | 'signed' | 'closed' | 'comingSoon';

export function checkinStep(
  promotion: Pick<PromotionDetail, 'state'> & Eligibility,
  viewer: Viewer,
): CheckinStep {
  switch (promotion.state) {
    case 'coming_soon':
      return 'comingSoon';
    case 'join':
      return viewer === 'visitor'
        ? 'logIn'
        : viewer === 'trial'
          ? 'trial'
          : orBelowLevel('checkIn', promotion);
    case 'signed':
      return 'signed';
    default:
      return 'closed';
  }
}

/**
 * What a deposit match's detail page offers beside the terms:
 * - `join`: the button to join, for a member while it runs;
 * - `logIn`, `trial`, `belowLevel`: the same, for a visitor (who logs in first), a trial account
 *   (which needs a real one) and a member below the promotion's VIP club level;
 * - `depositedBefore`: the same, for a member who has deposited where only a first deposit earns it
 *   (and a join that deposit did not pay, as it was made before joining);
 * - `joined`: joined, waiting for the member's next deposit;
 * - `issued`: the bonus was paid;
 * - `closed`, `comingSoon`: not open (a member who joined is told a deposit made before the end
 *   still earns it).
 */
export type MatchStep =
  | 'join'
  | 'belowLevel'
  | 'depositedBefore'
  | 'logIn'
  | 'trial'
  | 'joined'
  | 'issued'
  | 'closed'
  | 'comingSoon';

export function matchStep(
  promotion: Pick<PromotionDetail, 'state'> & Eligibility & { match?: PromotionDetail['match'] },
  viewer: Viewer,
): MatchStep {
  switch (promotion.state) {
    case 'coming_soon':
      return 'comingSoon';
    case 'join':
      return viewer === 'visitor' ? 'logIn' : viewer === 'trial' ? 'trial' : (refusalOf(promotion) ?? 'join');
    case 'joined':
      // A first-deposit match joined, then a deposit approved that did not earn it (made before
      // joining): no later deposit will.
      return refusalOf({ match: promotion.match }) === 'depositedBefore' ? 'depositedBefore' : 'joined';
    case 'issued':
      return 'issued';
    default:
      return 'closed';
  }
}
