import type { ConvertValue, RedeemValue, Reward } from '@portal/contracts/points';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { TabList, TabPanel } from '../../../components/ui/tabs.tsx';
import { useSubmissionId } from '../../../lib/submission-id.ts';
import { pointsQueryKeys } from '../api/get-points.ts';
import { ConvertPanel } from './convert-panel.tsx';
import styles from './points.module.css';
import { PointsDetailsPanel } from './points-details-panel.tsx';
import type { OpenPoints } from './points-summary.tsx';
import { RedeemHistoryPanel } from './redeem-history-panel.tsx';
import { RewardsPanel } from './rewards-panel.tsx';
import { usePointCount } from './use-point-count.ts';

export const pointMallTabs = ['rewards', 'history', 'details', 'convert'] as const;
export type PointMallTab = (typeof pointMallTabs)[number];

type Redeemed = { quantity: number; name: string; points: number };

/**
 * The mall's four parts as tabs: rewards, redeem history, points details and convert. The request
 * ids of a redeem and of a conversion live here, so moving between tabs or closing the dialog keeps
 * the id of an attempt that may have gone through.
 */
export function PointMallTabs({
  value,
  onConverted,
  onOpenSecurityCentre,
}: {
  value: OpenPoints;
  onConverted?: ((value: ConvertValue) => void) | undefined;
  onOpenSecurityCentre?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { count } = usePointCount();
  const queryClient = useQueryClient();
  const base = useId();
  const redeemIds = useSubmissionId();
  const convertIds = useSubmissionId();
  const [tab, setTab] = useState<PointMallTab>('rewards');
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null);

  const onRedeemed = (answer: RedeemValue, quantity: number, reward: Reward) => {
    setRedeemed({ quantity, name: reward.name, points: answer.redeem.points });
    // The points held, what is left of the reward and the history all changed.
    void queryClient.invalidateQueries({ queryKey: pointsQueryKeys.all });
  };

  return (
    <div className={styles.card}>
      <TabList
        base={base}
        tabs={pointMallTabs}
        value={tab}
        onChange={setTab}
        label={t('points.tabs.label')}
        labelOf={(name) => t(`points.tabs.${name}`)}
      />
      <TabPanel base={base} value={tab}>
        {tab === 'rewards' ? (
          <>
            {/* Always present, so the outcome of a redeem is announced when its text arrives. */}
            <div role="status" className={styles.status}>
              {redeemed ? (
                <p className={outcomeStyles.success}>
                  {t('points.redeem.sent', {
                    count: redeemed.points,
                    quantity: count(redeemed.quantity),
                    name: redeemed.name,
                    points: count(redeemed.points),
                  })}
                </p>
              ) : null}
            </div>
            <RewardsPanel
              points={value.points}
              ids={redeemIds}
              onRedeemed={onRedeemed}
              onOpenSecurityCentre={onOpenSecurityCentre}
            />
          </>
        ) : tab === 'history' ? (
          <RedeemHistoryPanel />
        ) : tab === 'details' ? (
          <PointsDetailsPanel />
        ) : (
          <ConvertPanel
            value={value}
            ids={convertIds}
            onConverted={onConverted}
            onOpenSecurityCentre={onOpenSecurityCentre}
          />
        )}
      </TabPanel>
    </div>
  );
}
