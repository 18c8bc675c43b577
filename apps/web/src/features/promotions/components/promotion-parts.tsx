import type { ApplicationStatus, PromotionAction, PromotionState } from '@portal/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/section.tsx';
import { stateTone } from '../model/promotion-state.ts';
import { promotionWindow } from '../model/promotion-window.ts';

/**
 * A spec 4 state ("Coming soon", "Apply now", "Applying", "Rejected", "Issued", "Joined", "Won –
 * claim prize", "Prize claimed", "Checked in today", "Closed") as a badge; a raffle and a deposit
 * match are joined and a check-in checked in to, not applied for.
 */
export function StateBadge({
  state,
  action,
}: {
  state: PromotionState | ApplicationStatus;
  action?: PromotionAction;
}) {
  const { t } = useTranslation();
  const key =
    state === 'join' && action === 'raffle'
      ? 'joinRaffle'
      : state === 'join' && action === 'checkin'
        ? 'checkIn'
        : state === 'join' && action === 'match'
          ? 'joinMatch'
          : state;
  return <Badge tone={stateTone(state)}>{t(`promotions.states.${key}`)}</Badge>;
}

/** "1 Nov 2026 – 30 Nov 2026", or "From 1 Nov 2026" for an open-ended one; with times on the detail page. */
export function WindowText({
  startsAt,
  endsAt,
  withTime = false,
}: {
  startsAt: string;
  endsAt: string | null;
  withTime?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const window = promotionWindow(startsAt, endsAt, i18n.language, { withTime });
  return (
    <>
      {window.to === null
        ? t('promotions.window.openEnded', { from: window.from })
        : t('promotions.window.range', { from: window.from, to: window.to })}
    </>
  );
}
