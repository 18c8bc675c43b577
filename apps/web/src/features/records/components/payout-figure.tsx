/**
 * A bet's payout, in the member's betting record and in the agent's team bets alike: the amount
 * once the bet is settled; for an open bet, which has none yet (`payout` null), a dash as the
 * lottery's My bets shows, read out as `pendingLabel` ("Not settled yet").
 */
export function PayoutFigure({
  payout,
  money,
  pendingLabel,
}: {
  payout: number | null;
  money: (minor: number) => string;
  pendingLabel: string;
}) {
  if (payout !== null) return money(payout);
  return (
    <>
      <span aria-hidden="true" title={pendingLabel}>
        —
      </span>
      <span className="visually-hidden">{pendingLabel}</span>
    </>
  );
}
