import type { Mission, MissionPeriod } from '@portal/contracts/missions';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useMissionSummary } from '../api/get-mission-summary.ts';
import type { MissionClaim } from '../model/use-claim-mission.ts';
import { MissionCard } from './mission-card.tsx';
import styles from './missions.module.css';

const groups: ReadonlyArray<{ period: MissionPeriod; title: 'missions.today' | 'missions.thisWeek' }> = [
  { period: 'daily', title: 'missions.today' },
  { period: 'weekly', title: 'missions.thisWeek' },
];

/** The time-left lines count down while the page stays open. */
const CLOCK_MS = 30_000;

/** One period's missions, as cards. */
function MissionGroup({
  title,
  missions,
  claim,
}: {
  title: string;
  missions: Mission[];
  claim: MissionClaim;
}) {
  const now = useNow(CLOCK_MS);
  return (
    <Section title={title}>
      <ul className={styles.cards}>
        {missions.map((mission) => (
          <li key={mission.id}>
            <MissionCard mission={mission} claim={claim} now={now} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Today's and this week's missions, and what became of the last claim. */
export function MissionsPanel({ claim }: { claim: MissionClaim }) {
  const { t } = useTranslation();
  const money = useMoney();
  const summary = useMissionSummary();
  return (
    <QueryState query={summary}>
      {(value) => (
        <div className={clsx(styles.results, summary.isFetching && styles.refreshing)}>
          {/* Always present with the missions, so the success is announced when its text arrives. */}
          <div role="status" className={styles.status}>
            {claim.claimed ? (
              <p className={outcomeStyles.success}>
                {t('missions.claimed', { amount: money(claim.claimed.claim.reward) })}
              </p>
            ) : null}
          </div>
          {value.missions.length === 0 ? (
            <EmptyState text={t('missions.noMissions')} />
          ) : (
            groups.map((group) => {
              const missions = value.missions.filter((mission) => mission.period === group.period);
              return missions.length ? (
                <MissionGroup key={group.period} title={t(group.title)} missions={missions} claim={claim} />
              ) : null;
            })
          )}
        </div>
      )}
    </QueryState>
  );
}
