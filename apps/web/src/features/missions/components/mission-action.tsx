import type { Mission } from '@portal/contracts/missions';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { extraIcons } from '../../../components/ui/extra-icons.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { ErrorState } from '../../../components/ui/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import type { MissionClaim } from '../model/use-claim-mission.ts';
import styles from './missions.module.css';

/** What the mission's state offers (nothing yet, the claim, or the mark of a claim), and why a claim failed. */
export function MissionAction({
  mission,
  claim,
  describedBy,
}: {
  mission: Mission;
  claim: MissionClaim;
  /** The mission's title: every card has a "Claim" button, the title tells them apart. */
  describedBy: string;
}) {
  const { t } = useTranslation();
  const busy = claim.pending === mission.id;
  const problem = claim.problem?.missionId === mission.id ? claim.problem : null;
  return (
    <div className={styles.action}>
      {mission.state === 'process' ? (
        <span className={styles.inProgress}>{t('missions.inProgress')}</span>
      ) : null}
      {mission.state === 'claim' ? (
        <Button
          className={styles.claimButton}
          // One claim at a time: the others wait, and a second click sends nothing.
          disabled={claim.pending !== null}
          aria-describedby={describedBy}
          onClick={() => void claim.claim(mission.id)}
        >
          {busy ? t('missions.claiming') : t('missions.claim')}
        </Button>
      ) : null}
      {mission.state === 'claimed' ? (
        <span className={styles.claimedMark}>
          <Icon path={extraIcons.check} size={18} />
          {t('missions.claimedMark')}
        </span>
      ) : null}
      {problem?.kind === 'refused' ? (
        <p role="alert" className={outcomeStyles.refusal}>
          {errorText(problem.error, t)}
        </p>
      ) : null}
      {problem?.kind === 'failed' ? (
        <ErrorState text={errorText(problem.error, t)} onRetry={() => void claim.claim(mission.id)} />
      ) : null}
    </div>
  );
}
