import type { MissionClaimValue } from '@portal/contracts/missions';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList, TabPanel } from '../../../components/ui/tabs.tsx';
import { useClaimMission } from '../model/use-claim-mission.ts';
import { LeaderboardPanel } from './leaderboard-panel.tsx';
import styles from './missions.module.css';
import { MissionsPanel } from './missions-panel.tsx';

const missionTabs = ['missions', 'leaderboard'] as const;
type MissionTab = (typeof missionTabs)[number];

/**
 * missionLeaderboard (spec 2, "Mission activity"): today's and this week's missions with their
 * progress and the claim of their rewards, and this week's leaderboard of mission points. The
 * claims live here, so moving between the tabs keeps the request id of a claim that may have
 * gone through. `onClaimed` refreshes what lives outside this feature (the balance, the records).
 */
export function MissionsPage({ onClaimed }: { onClaimed: (value: MissionClaimValue) => void }) {
  const { t } = useTranslation();
  const base = useId();
  const [tab, setTab] = useState<MissionTab>('missions');
  const claim = useClaimMission(onClaimed);
  return (
    <div className={styles.page}>
      <TabList
        base={base}
        tabs={missionTabs}
        value={tab}
        onChange={setTab}
        label={t('missions.tabs.label')}
        labelOf={(name) => t(`missions.tabs.${name}`)}
      />
      <TabPanel base={base} value={tab}>
        {tab === 'missions' ? <MissionsPanel claim={claim} /> : <LeaderboardPanel />}
      </TabPanel>
    </div>
  );
}
