import { dailyTimeMinutes, type ResponsibleGamingValue } from '@portal/contracts/responsible-gaming';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField } from '../../../components/ui/form-field.tsx';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { Section } from '../../../components/ui/section.tsx';
import { dailyTimeLength } from '../../../lib/daily-time-limit.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatShortDateTime, formatTime } from '../../../lib/format.ts';
import { responsibleGamingQueryKeys } from '../api/get-responsible-gaming.ts';
import { setDailyTime } from '../api/set-daily-time.ts';
import styles from './responsible-gaming.module.css';
import { useDuration } from './use-duration.ts';

const NONE = '';
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
  const queryClient = useQueryClient();
  const daily = value.dailyTime;
  const [choice, setChoice] = useState(daily.minutes === null ? NONE : String(daily.minutes));
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = (minutes: number) => dailyTimeLength(minutes, t);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const minutes = choice === NONE ? null : Number(choice);
    setBusy(true);
    setFailure(null);
    setOutcome(null);
    try {
      const answer = await setDailyTime({ minutes });
      queryClient.setQueryData(responsibleGamingQueryKeys.value, answer);
      // The timer reads when the daily limit ends this session from the session's answer.
      void queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKeys.session });
      // Applied at once, or waiting for the cooling-off.
      const applied = answer.dailyTime.minutes === minutes;
      setOutcome(
        !applied
          ? t('responsibleGaming.daily.savedLater', { hours: answer.coolingOffHours })
          : minutes === null
            ? t('responsibleGaming.daily.savedOff')
            : t('responsibleGaming.daily.savedOn', { length: length(minutes) }),
      );
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const options = [
    { value: NONE, label: t('responsibleGaming.daily.none') },
    ...dailyTimeMinutes.map((minutes) => ({ value: String(minutes), label: length(minutes) })),
  ];
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
      {daily.pending ? (
        <div className={styles.pending}>
          <p>
            {daily.pending.minutes === null
              ? t('responsibleGaming.daily.pendingRemoval', {
                  date: formatShortDateTime(daily.pending.from, i18n.language),
                })
              : t('responsibleGaming.daily.pendingChange', {
                  length: length(daily.pending.minutes),
                  date: formatShortDateTime(daily.pending.from, i18n.language),
                })}
          </p>
        </div>
      ) : null}
      <form className={styles.realityForm} onSubmit={(event) => void save(event)} noValidate>
        <SelectField
          label={t('responsibleGaming.daily.label')}
          value={choice}
          onValueChange={(next) => {
            setChoice(next);
            setOutcome(null);
          }}
          options={options}
          className={styles.realitySelect}
        />
        <Button type="submit" disabled={busy} className={styles.realitySave}>
          {t('responsibleGaming.daily.save')}
        </Button>
      </form>
      <div role="status" className={styles.status}>
        {outcome ? <p className={outcomeStyles.success}>{outcome}</p> : null}
      </div>
      <FormError text={failure} />
    </Section>
  );
}
