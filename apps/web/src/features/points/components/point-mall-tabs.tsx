import type { ConvertValue, RedeemValue, Reward } from '@portal/contracts/points';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
 * The mall's four parts as tabs: rewards, redeem history, points details and convert. Arrow keys,
 * Home and End move between the tabs and show the one they reach. The request ids of a redeem
 * and of a conversion live here, so moving between tabs or closing the dialog keeps the id of an
 * attempt that may have gone through.
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
  const tabRefs = useRef(new Map<PointMallTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = pointMallTabs.indexOf(tab);
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % pointMallTabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + pointMallTabs.length) % pointMallTabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = pointMallTabs.length - 1;
    else return;
    event.preventDefault();
    const name = pointMallTabs[next];
    if (!name) return;
    setTab(name);
    tabRefs.current.get(name)?.focus();
  };

  const onRedeemed = (answer: RedeemValue, quantity: number, reward: Reward) => {
    setRedeemed({ quantity, name: reward.name, points: answer.redeem.points });
    // The points held, what is left of the reward and the history all changed.
    void queryClient.invalidateQueries({ queryKey: pointsQueryKeys.all });
  };

  return (
    <div className={styles.card}>
      <div role="tablist" aria-label={t('points.tabs.label')} className={styles.tabs} onKeyDown={onKeyDown}>
        {pointMallTabs.map((name) => (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
              else tabRefs.current.delete(name);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${base}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {t(`points.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${tab}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes the focus after its tab (WAI-ARIA tabs pattern).
        tabIndex={0}
        className={styles.panel}
      >
        {tab === 'rewards' ? (
          <>
            {/* Always present, so the outcome of a redeem is announced when its text arrives. */}
            <div role="status" className={styles.status}>
              {redeemed ? (
                <p className={styles.success}>
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
      </div>
    </div>
  );
}
