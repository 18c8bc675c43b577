import type { ApplicationStatus, PromotionDetail, PromotionState } from '@portal/contracts/promotions';
import type { BadgeTone } from '../../../components/ui/section.tsx';
import type { Viewer } from './viewer.ts';

/** The colour of a state's badge: what waits on the player, what waits on the operator, the outcomes. */
export const stateTone = (state: PromotionState | ApplicationStatus): BadgeTone => {
  switch (state) {
    case 'join':
    case 'applying':
      return 'pending';
    case 'issued':
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
