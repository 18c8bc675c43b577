import { dailyTimeMinutes, type ResponsibleGamingValue } from '@portal/contracts/responsible-gaming';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/section.tsx';
import { dailyTimeLength } from '../../../lib/daily-time-limit.ts';
import { formatTime } from '../../../lib/format.ts';
import { setDailyTime } from '../api/set-daily-time.ts';
import styles from './responsible-gaming.module.css';
import { TimeLimitControls } from './time-limit-controls.tsx';
import { useDuration } from './use-duration.ts';

const MINUTE_MS = 60_000;

/**
 * The daily time limit: how long the member may be logged in each (merchant's) day, every
 * device together, and how much of it today has used. Reaching it ends the sessions and refuses
 * logins until the day ends. Shorter applies at once (the timer of the session already open
 * follows it); longer or none waits for the cooling-off, shown until it applies.
 */
export function DailyTimeSection({ value }: { value: ResponsibleGamingValue }) {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const daily = value.dailyTime;
  const length = (minutes: number) => dailyTimeLength(minutes, t);
  const played = duration(daily.playedMinutes * MINUTE_MS);
  const resetsAt = formatTime(daily.resetsAt, i18n.language);
  const share = daily.minutes === null ? 0 : Math.min(1, daily.playedMinutes / daily.minutes);
  return (
    <Section title={t('responsibleGaming.daily.title')}>
      <p className={styles.muted}>{t('responsibleGaming.daily.text', { hours: value.coolingOffHours })}</p>
      <div className={styles.intro}>
        <p>
          {daily.minutes === null
            ? t('responsibleGaming.daily.currentNone')
            : t('responsibleGaming.daily.current', { length: length(daily.minutes) })}
        </p>
        <p>
          {daily.minutes === null
            ? t('responsibleGaming.daily.todayNoLimit', { played, time: resetsAt })
            : t('responsibleGaming.daily.today', { played, length: length(daily.minutes), time: resetsAt })}
        </p>
        {daily.minutes === null ? null : (
          // The sentence above says it; the bar only shows it at a glance.
          <div className={styles.bar} aria-hidden="true">
            <span
              className={share >= 1 ? styles.barFull : styles.barUsed}
              style={{ width: `${Math.round(share * 100)}%` }}
            />
          </div>
        )}
      </div>
      <TimeLimitControls
        texts="daily"
        limit={daily}
        offered={dailyTimeMinutes}
        length={length}
        save={(minutes) => setDailyTime({ minutes })}
        inForce={(answer) => answer.dailyTime.minutes}
      />
    </Section>
  );
}
