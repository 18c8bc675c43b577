import { AppError } from '@portal/contracts/errors';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { extraIcons } from '../../components/ui/extra-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useMissionSummary } from '../../features/missions/api/get-mission-summary.ts';
import { usePoints } from '../../features/points/api/get-points.ts';
import { usePointCount } from '../../features/points/components/use-point-count.ts';
import { useRebate } from '../../features/rebate/api/get-rebate.ts';
import { useReferral } from '../../features/referral/api/get-referral.ts';
import { useMoney } from '../../lib/currency.tsx';
import type { MemberCentrePage } from './member-centre-url.ts';
import styles from './reward-centre.module.css';
import { useMemberCentre } from './use-member-centre.ts';

/** One card: what there is to collect (with its own loading and error), and the way to it. */
function RewardCard({
  title,
  icon,
  ready = false,
  action,
  children,
}: {
  title: string;
  icon: string;
  /** Something waits to be collected: the card stands out. */
  ready?: boolean;
  action: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <li className={clsx(styles.card, ready && styles.ready)}>
      <section className={styles.cardBody} aria-labelledby={titleId}>
        <h4 id={titleId} className={styles.title}>
          <span className={styles.icon}>
            <Icon path={icon} size={22} />
          </span>
          {title}
        </h4>
        <div className={styles.content}>{children}</div>
        {action}
      </section>
    </li>
  );
}

/**
 * A button to another page of the member centre: "Go to Mission activity". One look whatever the
 * card says (a look that changed as the answer arrives would fade through unreadable colours).
 */
function OpenPage({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation();
  const centre = useMemberCentre();
  return (
    <Button variant="secondary" className={styles.action} onClick={() => centre.open(page)}>
      {t('rewardCentre.goTo', { page: t(`memberCentre.pages.${page}`) })}
    </Button>
  );
}

/** Missions reached and not yet claimed, and what they pay together. */
function MissionsCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const summary = useMissionSummary();
  const ready = (summary.data?.open ?? 0) > 0;
  return (
    <RewardCard
      title={t('rewardCentre.missions.title')}
      icon={extraIcons.trophy}
      ready={ready}
      action={<OpenPage page="missionLeaderboard" />}
    >
      <QueryState query={summary}>
        {(value) => {
          const reward = value.missions
            .filter((mission) => mission.state === 'claim')
            .reduce((sum, mission) => sum + mission.reward, 0);
          return value.open > 0 ? (
            <p className={styles.figure}>
              {t('rewardCentre.missions.ready', { count: value.open, amount: money(reward) })}
            </p>
          ) : (
            <p className={styles.note}>{t('rewardCentre.missions.none')}</p>
          );
        }}
      </QueryState>
    </RewardCard>
  );
}

/** The rebate the member's settled bets have built up, ready to claim. */
function RebateCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const rebate = useRebate();
  const ready = (rebate.data?.total ?? 0) > 0;
  return (
    <RewardCard
      title={t('rewardCentre.rebate.title')}
      icon={extraIcons.rebate}
      ready={ready}
      action={<OpenPage page="manualRebate" />}
    >
      <QueryState query={rebate}>
        {(value) =>
          value.total > 0 ? (
            <p className={styles.figure}>{t('rewardCentre.rebate.ready', { amount: money(value.total) })}</p>
          ) : (
            <p className={styles.note}>{t('rewardCentre.rebate.none')}</p>
          )
        }
      </QueryState>
    </RewardCard>
  );
}

type Optional = { data?: { enabled: boolean } | undefined; isError: boolean; error: unknown };

/**
 * A card about something the merchant may not offer (points, invite friends): shown once it is
 * known to be offered, or when asking failed (to try again); not while that is not known, as the
 * menu does, rather than shown and then taken away.
 */
const isShown = (query: Optional) =>
  query.data
    ? query.data.enabled
    : query.isError && !(query.error instanceof AppError && query.error.code === 'FEATURE_DISABLED');

/** The member's points, to spend in the points mall (a page of its own, outside the centre). */
function PointsCard() {
  const { t } = useTranslation();
  const { count: pointCount } = usePointCount();
  const points = usePoints();
  if (!isShown(points)) return null;
  return (
    <RewardCard
      title={t('rewardCentre.points.title')}
      icon={extraIcons.coins}
      action={
        // Leaving the centre's address closes it; Back comes here again.
        <Link to="/pointMall" className={buttonClass('secondary', false, styles.action)}>
          {t('rewardCentre.points.open')}
        </Link>
      }
    >
      <QueryState query={points}>
        {(value) =>
          value.enabled ? (
            <>
              <p className={styles.figure}>
                {t('rewardCentre.points.balance', { count: value.points, points: pointCount(value.points) })}
              </p>
              <p className={styles.note}>{t('rewardCentre.points.note')}</p>
            </>
          ) : null
        }
      </QueryState>
    </RewardCard>
  );
}

/** What each invited friend earns, while the merchant runs the referral promotion. */
function ReferralCard() {
  const { t } = useTranslation();
  const money = useMoney();
  const referral = useReferral();
  if (!isShown(referral)) return null;
  return (
    <RewardCard
      title={t('rewardCentre.referral.title')}
      icon={extraIcons.userPlus}
      action={<OpenPage page="referral" />}
    >
      <QueryState query={referral}>
        {(value) =>
          value.enabled ? (
            <>
              <p className={styles.figure}>
                {t('rewardCentre.referral.reward', { reward: money(value.reward) })}
              </p>
              <p className={styles.note}>
                {t('rewardCentre.referral.rule', { minDeposit: money(value.minDeposit) })}
              </p>
            </>
          ) : null
        }
      </QueryState>
    </RewardCard>
  );
}

/**
 * rewardCenter (spec 2, "Reward centre"): what the member can collect now, each from the feature
 * that owns it (missions to claim, the rebate, points, invite friends), and the way to each.
 * Every card loads, and may fail, on its own.
 */
export function RewardCentre() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('rewardCentre.intro')}</p>
      <ul className={styles.cards}>
        <MissionsCard />
        <RebateCard />
        <PointsCard />
        <ReferralCard />
      </ul>
    </div>
  );
}
