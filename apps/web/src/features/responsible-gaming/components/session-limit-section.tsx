import { type ResponsibleGamingValue, sessionLimitMinutes } from '@portal/contracts/responsible-gaming';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField } from '../../../components/ui/form-field.tsx';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { Section } from '../../../components/ui/section.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { responsibleGamingQueryKeys } from '../api/get-responsible-gaming.ts';
import { setSessionLimit } from '../api/set-session-limit.ts';
import styles from './responsible-gaming.module.css';
import { useDuration } from './use-duration.ts';

const NONE = '';
const MINUTE_MS = 60_000;

/**
 * The session-time limit: how long a session may last before it ends and the member is logged
 * out. Shorter applies at once (to the session already open too); longer or none waits for the
 * cooling-off, shown until it applies. The timer already running follows the new limit at once.
 */
export function SessionLimitSection({ value }: { value: ResponsibleGamingValue }) {
  const { t, i18n } = useTranslation();
  const duration = useDuration();
  const queryClient = useQueryClient();
  const limit = value.sessionLimit;
  const [choice, setChoice] = useState(limit.minutes === null ? NONE : String(limit.minutes));
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = (minutes: number) => duration(minutes * MINUTE_MS);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const minutes = choice === NONE ? null : Number(choice);
    setBusy(true);
    setFailure(null);
    setOutcome(null);
    try {
      const answer = await setSessionLimit({ minutes });
      queryClient.setQueryData(responsibleGamingQueryKeys.value, answer);
      // The timer reads the session's end from the session's answer: ask it again.
      void queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKeys.session });
      // Applied at once, or waiting for the cooling-off.
      const applied = answer.sessionLimit.minutes === minutes;
      setOutcome(
        !applied
          ? t('responsibleGaming.session.savedLater', { hours: answer.coolingOffHours })
          : minutes === null
            ? t('responsibleGaming.session.savedOff')
            : t('responsibleGaming.session.savedOn', { length: length(minutes) }),
      );
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const options = [
    { value: NONE, label: t('responsibleGaming.session.none') },
    ...sessionLimitMinutes.map((minutes) => ({ value: String(minutes), label: length(minutes) })),
  ];
  return (
    <Section title={t('responsibleGaming.session.title')}>
      <p className={styles.muted}>{t('responsibleGaming.session.text', { hours: value.coolingOffHours })}</p>
      <p>
        {limit.minutes === null
          ? t('responsibleGaming.session.currentNone')
          : t('responsibleGaming.session.current', { length: length(limit.minutes) })}
      </p>
      {limit.pending ? (
        <div className={styles.pending}>
          <p>
            {limit.pending.minutes === null
              ? t('responsibleGaming.session.pendingRemoval', {
                  date: formatShortDateTime(limit.pending.from, i18n.language),
                })
              : t('responsibleGaming.session.pendingChange', {
                  length: length(limit.pending.minutes),
                  date: formatShortDateTime(limit.pending.from, i18n.language),
                })}
          </p>
        </div>
      ) : null}
      <form className={styles.realityForm} onSubmit={(event) => void save(event)} noValidate>
        <SelectField
          label={t('responsibleGaming.session.label')}
          value={choice}
          onValueChange={(next) => {
            setChoice(next);
            setOutcome(null);
          }}
          options={options}
          className={styles.realitySelect}
        />
        <Button type="submit" disabled={busy} className={styles.realitySave}>
          {t('responsibleGaming.session.save')}
        </Button>
      </form>
      <div role="status" className={styles.status}>
        {outcome ? <p className={outcomeStyles.success}>{outcome}</p> : null}
      </div>
      <FormError text={failure} />
    </Section>
  );
}
