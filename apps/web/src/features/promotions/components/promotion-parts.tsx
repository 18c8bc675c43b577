import type {
  ApplicationStatus,
  Promotion,
  PromotionAction,
  PromotionState,
} from '@portal/contracts/promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Badge } from '../../../components/ui/section.tsx';
import { type Refusal, stateTone } from '../model/promotion-state.ts';
import { promotionWindow } from '../model/promotion-window.ts';
import styles from './promotions.module.css';

/**
 * A spec 4 state ("Coming soon", "Apply now", "Applying", "Rejected", "Issued", "Joined", "Won –
 * claim prize", "Prize claimed", "Checked in today", "Closed") as a badge; a raffle and a deposit
 * match are joined and a check-in checked in to, not applied for.
 */
export function StateBadge({
  state,
  action,
  refusal = null,
}: {
  state: PromotionState | ApplicationStatus;
  action?: PromotionAction;
  /** Why the member may not take the promotion's action (`refusalOf`): the badge says so instead. */
  refusal?: Refusal | null;
}) {
  const { t } = useTranslation();
  if (refusal && (state === 'join' || state === 'rejected'))
    return (
      <Badge tone="neutral">
        {t(refusal === 'belowLevel' ? 'promotions.states.notEligible' : 'promotions.states.firstDepositOnly')}
      </Badge>
    );
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

/** A visitor's step in every kind of promotion: what logging in offers, and the button to log in. */
export function LogInPrompt({ text, onLogIn }: { text: string; onLogIn: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.muted}>{text}</p>
      <div className={styles.actions}>
        <Button onClick={onLogIn}>{t('promotions.apply.logIn')}</Button>
      </div>
    </>
  );
}

/**
 * Told in place of a promotion's action to a member whose VIP club level is below the one it is
 * for: which level it is for, and how a level is reached.
 */
export function BelowLevelNotice({ level }: { level: Promotion['level'] }) {
  const { t } = useTranslation();
  if (!level) return null;
  return (
    <div className={styles.notice}>
      <p className={styles.noticeLine}>{t('promotions.belowLevel', { level: level.name })}</p>
      <p className={styles.noticeLine}>{t('promotions.levelHow')}</p>
    </div>
  );
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

/**
 * The operator's image of a promotion, on its card and its page. Artwork without words, so it
 * is hidden from screen readers (the title beside it says what it is); loaded when it nears the
 * screen, and left out when it cannot be loaded rather than shown broken.
 */
export function PromotionImage({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => setFailed(src)}
    />
  );
}
