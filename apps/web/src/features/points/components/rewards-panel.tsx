import type { RedeemValue, Reward } from '@portal/contracts/points';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import type { SubmissionId } from '../../../lib/submission-id.ts';
import { useRewards } from '../api/get-rewards.ts';
import styles from './points.module.css';
import { RedeemDialog } from './redeem-dialog.tsx';
import { usePointCount } from './use-point-count.ts';

/** "12 left", "No limit" or "Sold out" (spec 3 "available quantity"). */
function Availability({ available }: { available: number | null }) {
  const { t } = useTranslation();
  const { count } = usePointCount();
  if (available === null) return <>{t('points.rewards.noLimit')}</>;
  if (available === 0) return <span className={styles.soldOut}>{t('points.rewards.soldOut')}</span>;
  return <>{t('points.rewards.left', { count: available, left: count(available) })}</>;
}

function RewardCard({ reward, onRedeem }: { reward: Reward; onRedeem: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { count } = usePointCount();
  const soldOut = reward.available === 0;
  const nameId = useId();
  return (
    <li>
      <article className={clsx(styles.reward, soldOut && styles.rewardSoldOut)} aria-label={reward.name}>
        <h3 id={nameId} className={styles.rewardName}>
          {reward.name}
        </h3>
        <div className={styles.rewardText}>
          {reward.description ? <p>{reward.description}</p> : null}
          {reward.kind === 'cash' && reward.cashAmount !== null ? (
            <p className={styles.cash}>{t('points.rewards.cash', { amount: money(reward.cashAmount) })}</p>
          ) : null}
        </div>
        <dl className={styles.rewardFacts}>
          <div>
            <dt>{t('points.rewards.cost')}</dt>
            <dd>{t('points.count', { count: reward.cost, points: count(reward.cost) })}</dd>
          </div>
          <div>
            <dt>{t('points.rewards.available')}</dt>
            <dd>
              <Availability available={reward.available} />
            </dd>
          </div>
        </dl>
        <Button
          className={styles.rewardButton}
          disabled={soldOut}
          aria-describedby={nameId}
          onClick={onRedeem}
        >
          {soldOut ? t('points.rewards.soldOut') : t('points.rewards.redeem')}
        </Button>
      </article>
    </li>
  );
}

/**
 * The mall's rewards, each with its cost in points and what is left; Redeem opens the redeem
 * dialog. The outcome of the last redeem is announced above the list.
 */
export function RewardsPanel({
  points,
  ids,
  onRedeemed,
  onOpenSecurityCentre,
}: {
  points: number;
  ids: SubmissionId;
  onRedeemed: (value: RedeemValue, quantity: number, reward: Reward) => void;
  onOpenSecurityCentre?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const rewards = useRewards();
  const [chosen, setChosen] = useState<Reward | null>(null);
  return (
    <QueryState query={rewards}>
      {(value) =>
        value.list.length === 0 ? (
          <EmptyState icon="gift" text={t('points.rewards.empty')} />
        ) : (
          <>
            <ul className={clsx(styles.rewards, rewards.isFetching && styles.refreshing)}>
              {value.list.map((reward) => (
                <RewardCard key={reward.id} reward={reward} onRedeem={() => setChosen(reward)} />
              ))}
            </ul>
            {chosen ? (
              <RedeemDialog
                reward={chosen}
                points={points}
                ids={ids}
                onClose={() => setChosen(null)}
                onRedeemed={(redeemed, quantity) => {
                  setChosen(null);
                  onRedeemed(redeemed, quantity, chosen);
                }}
                onOpenSecurityCentre={
                  onOpenSecurityCentre &&
                  (() => {
                    setChosen(null);
                    onOpenSecurityCentre();
                  })
                }
              />
            ) : null}
          </>
        )
      }
    </QueryState>
  );
}
