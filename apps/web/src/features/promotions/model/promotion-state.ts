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

/**
 * What the detail page offers under the terms (spec 4 "Activity states"):
 * - `form`: the application form (a running `apply` promotion, first time or after a rejection);
 * - `logIn`: the same, for a visitor, who logs in first;
 * - `trial`: the same, for a trial account, which needs a real one;
 * - `applying`, `issued`: the member's application, under review or paid;
 * - `comingSoon`, `closed`: not open, no form;
 * - `none`: a running `info` promotion, which is only read.
 */
export type ApplicationStep =
  | 'form'
  | 'logIn'
  | 'trial'
  | 'applying'
  | 'issued'
  | 'comingSoon'
  | 'closed'
  | 'none';

export function applicationStep(
  promotion: Pick<PromotionDetail, 'action' | 'state'>,
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
      return viewer === 'visitor' ? 'logIn' : viewer === 'trial' ? 'trial' : 'form';
    default:
      return 'none';
  }
}

/**
 * What a raffle's detail page offers beside the terms (spec 4 "Activity states"):
 * - `join`: the button to join, for a member while the raffle runs;
 * - `logIn`, `trial`: the same, for a visitor (who logs in first) and a trial account (which needs
 *   a real one);
 * - `joined`: the member's entry, waiting for the draw;
 * - `claim`: the member won, and claims the prize; `claimed`: the prize was paid;
 * - `lost`: the member entered and did not win; `closed`: over, for anyone else;
 * - `comingSoon`: not started.
 */
export type RaffleStep =
  | 'join'
  | 'logIn'
  | 'trial'
  | 'joined'
  | 'claim'
  | 'claimed'
  | 'lost'
  | 'closed'
  | 'comingSoon';

export function raffleStep(promotion: Pick<PromotionDetail, 'state' | 'entry'>, viewer: Viewer): RaffleStep {
  switch (promotion.state) {
    case 'coming_soon':
      return 'comingSoon';
    case 'join':
      return viewer === 'visitor' ? 'logIn' : viewer === 'trial' ? 'trial' : 'join';
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
 * - `logIn`, `trial`: the same, for a visitor (who logs in first) and a trial account (which needs
 *   a real one);
 * - `signed`: checked in today, back tomorrow;
 * - `closed`, `comingSoon`: not open.
 */
export type CheckinStep = 'checkIn' | 'logIn' | 'trial' | 'signed' | 'closed' | 'comingSoon';

export function checkinStep(promotion: Pick<PromotionDetail, 'state'>, viewer: Viewer): CheckinStep {
  switch (promotion.state) {
    case 'coming_soon':
      return 'comingSoon';
    case 'join':
      return viewer === 'visitor' ? 'logIn' : viewer === 'trial' ? 'trial' : 'checkIn';
    case 'signed':
      return 'signed';
    default:
      return 'closed';
  }
}

/**
 * What a deposit match's detail page offers beside the terms:
 * - `join`: the button to join, for a member while it runs;
 * - `logIn`, `trial`: the same, for a visitor (who logs in first) and a trial account (which needs
 *   a real one);
 * - `joined`: joined, waiting for the member's next deposit;
 * - `issued`: the bonus was paid;
 * - `closed`, `comingSoon`: not open (a member who joined is told a deposit made before the end
 *   still earns it).
 */
export type MatchStep = 'join' | 'logIn' | 'trial' | 'joined' | 'issued' | 'closed' | 'comingSoon';

export function matchStep(promotion: Pick<PromotionDetail, 'state'>, viewer: Viewer): MatchStep {
  switch (promotion.state) {
    case 'coming_soon':
      return 'comingSoon';
    case 'join':
      return viewer === 'visitor' ? 'logIn' : viewer === 'trial' ? 'trial' : 'join';
    case 'joined':
      return 'joined';
    case 'issued':
      return 'issued';
    default:
      return 'closed';
  }
}
