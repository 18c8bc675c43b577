import type { MissionClaimValue } from '@portal/contracts/missions';
import { useId, useState } from 'react';
import { useClaimMission } from '../model/use-claim-mission.ts';
import { LeaderboardPanel } from './leaderboard-panel.tsx';
import { type MissionTab, MissionTabs, panelIdOf, tabIdOf } from './mission-tabs.tsx';
import styles from './missions.module.css';
import { MissionsPanel } from './missions-panel.tsx';

/**
 * missionLeaderboard (spec 2, "Mission activity"): today's and this week's missions with their
 * progress and the claim of their rewards, and this week's leaderboard of mission points. The
 * claims live here, so moving between the tabs keeps the request id of a claim that may have
 * gone through. `onClaimed` refreshes what lives outside this feature (the balance, the records).
 */
export function MissionsPage({ onClaimed }: { onClaimed: (value: MissionClaimValue) => void }) {
  const base = useId();
  const [tab, setTab] = useState<MissionTab>('missions');
  const claim = useClaimMission(onClaimed);
  return (
    <div className={styles.page}>
      <MissionTabs base={base} value={tab} onChange={setTab} />
      <div
        id={panelIdOf(base)}
        role="tabpanel"
        aria-labelledby={tabIdOf(base, tab)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes the focus after its tab (WAI-ARIA tabs pattern).
        tabIndex={0}
        className={styles.panel}
      >
        {tab === 'missions' ? <MissionsPanel claim={claim} /> : <LeaderboardPanel />}
      </div>
    </div>
  );
}
