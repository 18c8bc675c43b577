import type { ExclusionValue } from '@portal/contracts/responsible-gaming';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { useResponsibleGaming } from '../api/get-responsible-gaming.ts';
import { showExclusionNotice } from '../model/rg-dialogs.ts';
import { DailyTimeSection } from './daily-time-section.tsx';
import { ExclusionSections } from './exclusion-section.tsx';
import { LimitsSection } from './limits-section.tsx';
import { RealityCheckSection } from './reality-check-section.tsx';
import styles from './responsible-gaming.module.css';
import { SessionLimitSection } from './session-limit-section.tsx';

/**
 * responsibleGaming (member centre): player protection. Deposit, wager and loss limits, the
 * reality check, the session-time limit, the daily time limit, a break (time-out) and
 * self-exclusion. A time-out or self-exclusion ends every session on the server;
 * `onSessionEnded` ends this device's, and the notice of what happened is shown once it has
 * (`ExclusionNoticeHost`).
 */
export function ResponsibleGamingPage({ onSessionEnded }: { onSessionEnded: () => void }) {
  useAreaText('responsible-gaming');
  const { t } = useTranslation();
  const value = useResponsibleGaming();
  const excluded = (result: ExclusionValue) => {
    showExclusionNotice(result);
    onSessionEnded();
  };
  return (
    <div className={styles.page}>
      <p className={styles.lead}>{t('responsibleGaming.intro')}</p>
      <QueryState query={value}>
        {(answer) => (
          <>
            <LimitsSection value={answer} />
            <RealityCheckSection value={answer} />
            <SessionLimitSection value={answer} />
            <DailyTimeSection value={answer} />
          </>
        )}
      </QueryState>
      <ExclusionSections onExcluded={excluded} />
    </div>
  );
}
