import type { BetRecord } from '@portal/contracts/records';

/**
 * A bet as the betting records list it (the member's, and the agent's team bets with an account
 * added): a settled, lost Lucky Reels spin of ₫1,000 unless `overrides` say otherwise.
 */
export const betRecord = (id: string, overrides: Partial<BetRecord> = {}): BetRecord => ({
  id,
  product: 'game',
  vendor: 'IHS',
  vendorName: 'Portal Studio',
  gameCode: 'lucky-reels',
  gameName: 'Lucky Reels',
  roundId: `round-${id}`,
  stake: 100_000,
  payout: 0,
  status: 'settled',
  placedAt: '2026-11-27T09:59:00Z',
  settledAt: '2026-11-27T09:59:00Z',
  ...overrides,
});
