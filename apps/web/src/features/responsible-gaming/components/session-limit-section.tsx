import { type ResponsibleGamingValue, sessionLimitMinutes } from '@portal/contracts/responsible-gaming';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section.tsx';
import { setSessionLimit } from '../api/set-session-limit.ts';
import styles from './responsible-gaming.module.css';
import { TimeLimitControls } from './time-limit-controls.tsx';
import { useDuration } from './use-duration.ts';

const MINUTE_MS = 60_000;

/**
 * The session-time limit: how long a session may last before it ends and the member is logged
 * out. Shorter applies at once (to the session already open too); longer or none waits for the
 * cooling-off, shown until it applies. The timer already running follows the new limit at once.
 */
export function SessionLimitSection({ value }: { value: ResponsibleGamingValue }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const limit = value.sessionLimit;
  const length = (minutes: number) => duration(minutes * MINUTE_MS);
  return (
    <Section title={t('responsibleGaming.session.title')}>
      <p className={styles.muted}>{t('responsibleGaming.session.text', { hours: value.coolingOffHours })}</p>
      <p>
        {limit.minutes === null
          ? t('responsibleGaming.session.currentNone')
          : t('responsibleGaming.session.current', { length: length(limit.minutes) })}
      </p>
      <TimeLimitControls
        texts="session"
        limit={limit}
        offered={sessionLimitMinutes}
        length={length}
        save={(minutes) => setSessionLimit({ minutes })}
        inForce={(answer) => answer.sessionLimit.minutes}
      />
    </Section>
  );
}
