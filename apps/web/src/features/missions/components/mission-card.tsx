import type { Mission } from '@portal/contracts/missions';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { type AmountWriters, formatMissionAmount, missionTitleParts } from '../model/mission-title.ts';
import { type TimeLeft, timeLeft } from '../model/time-left.ts';
import type { MissionClaim } from '../model/use-claim-mission.ts';
import { MissionAction } from './mission-action.tsx';
import styles from './missions.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

/** "Resets in 5 h 12 min": days and hours for a week, hours and minutes for a day. */
function resetText(left: TimeLeft | null, t: Translate): string {
  if (!left) return t('missions.resetsIn.now');
  if (left.days > 0) return t('missions.resetsIn.days', { days: left.days, hours: left.hours });
  if (left.hours > 0) return t('missions.resetsIn.hours', { hours: left.hours, minutes: left.minutes });
  return t('missions.resetsIn.minutes', { minutes: left.minutes });
}

/** The bar, named by the mission's title, with the figures beside it ("₫50,000.00 / ₫200,000.00"). */
function MissionProgress({
  mission,
  labelledBy,
  writers,
}: {
  mission: Mission;
  labelledBy: string;
  writers: AmountWriters;
}) {
  const { t } = useTranslation();
  const figures = {
    // Past the target the mission is done: "₫200,000 / ₫200,000", not a figure above its goal.
    progress: formatMissionAmount(mission.kind, Math.min(mission.progress, mission.target), writers),
    target: formatMissionAmount(mission.kind, mission.target, writers),
  };
  return (
    <div className={styles.progress}>
      <ProgressBar
        value={mission.progress}
        max={mission.target}
        labelledBy={labelledBy}
        valueText={t('missions.progressText', figures)}
      />
      {/* For the eye; the bar's value text says the same to assistive technology. */}
      <span className={styles.figures} aria-hidden="true">
        {t('missions.progress', figures)}
      </span>
    </div>
  );
}

/** One mission: what it asks, how far the member is, what it pays, when it resets, and its action. */
export function MissionCard({ mission, claim, now }: { mission: Mission; claim: MissionClaim; now: number }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const money = useMoney();
  const number = new Intl.NumberFormat(i18n.language);
  const writers: AmountWriters = { money, count: (value) => number.format(value) };
  const parts = missionTitleParts(mission);
  const title = t(`missions.titles.${parts.key}`, {
    target: formatMissionAmount(mission.kind, parts.target.value, writers),
    // Only a count of bets has plural forms.
    ...(parts.target.unit === 'count' ? { count: parts.target.value } : {}),
  });
  return (
    <article
      className={clsx(styles.card, mission.state === 'claim' && styles.ready)}
      aria-labelledby={titleId}
    >
      <h5 id={titleId} className={styles.title}>
        {title}
      </h5>
      <MissionProgress mission={mission} labelledBy={titleId} writers={writers} />
      <dl className={styles.payout}>
        <div>
          <dt>{t('missions.reward')}</dt>
          <dd className={styles.reward}>{money(mission.reward)}</dd>
        </div>
        <div>
          <dt>{t('missions.points')}</dt>
          <dd>{number.format(mission.points)}</dd>
        </div>
      </dl>
      <p className={styles.timeLeft}>{resetText(timeLeft(mission.periodEnd, now), t)}</p>
      <MissionAction mission={mission} claim={claim} describedBy={titleId} />
    </article>
  );
}
