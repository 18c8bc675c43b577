import type { BetRecord } from '@portal/contracts/records';
import type { BadgeTone } from '../../../components/ui/section.tsx';

/** How a bet's status is badged, in the member's betting record and in the agent's team bets alike. */
export const betStatusTone: Record<BetRecord['status'], BadgeTone> = {
  open: 'pending',
  settled: 'success',
  cancelled: 'neutral',
  rolled_back: 'neutral',
};
