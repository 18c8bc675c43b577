import { type ResponsibleGamingValue, realityCheckMinutes } from '@portal/contracts/responsible-gaming';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField } from '../../../components/ui/form-field.tsx';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { Section } from '../../../components/ui/section.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { responsibleGamingQueryKeys } from '../api/get-responsible-gaming.ts';
import { setRealityCheck } from '../api/set-reality-check.ts';
import styles from './responsible-gaming.module.css';

const OFF = '';

/**
 * The reality check: how often to be reminded of the time logged in and the session's result.
 * Saved with its button; the reminder already running picks the new interval up at once (the
 * session's query is asked again).
 */
export function RealityCheckSection({ value }: { value: ResponsibleGamingValue }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState(
    value.realityCheckMinutes === null ? OFF : String(value.realityCheckMinutes),
  );
  const [saved, setSaved] = useState<number | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const minutes = choice === OFF ? null : Number(choice);
    setBusy(true);
    setFailure(null);
    setSaved(undefined);
    try {
      const answer = await setRealityCheck({ minutes });
      queryClient.setQueryData<ResponsibleGamingValue>(responsibleGamingQueryKeys.value, (current) =>
        current ? { ...current, realityCheckMinutes: answer.realityCheckMinutes } : current,
      );
      // The reminder reads the interval from the session's answer: ask it again.
      void queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKeys.session });
      setSaved(answer.realityCheckMinutes);
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const options = [
    { value: OFF, label: t('responsibleGaming.reality.off') },
    ...realityCheckMinutes.map((minutes) => ({
      value: String(minutes),
      label: t('responsibleGaming.reality.minutes', { count: minutes }),
    })),
  ];
  return (
    <Section title={t('responsibleGaming.reality.title')}>
      <p className={styles.muted}>{t('responsibleGaming.reality.text')}</p>
      <form className={styles.realityForm} onSubmit={(event) => void save(event)} noValidate>
        <SelectField
          label={t('responsibleGaming.reality.label')}
          value={choice}
          onValueChange={(next) => {
            setChoice(next);
            setSaved(undefined);
          }}
          options={options}
          className={styles.realitySelect}
        />
        <Button type="submit" disabled={busy} className={styles.realitySave}>
          {t('responsibleGaming.reality.save')}
        </Button>
      </form>
      <div role="status" className={styles.status}>
        {saved === undefined ? null : (
          <p className={outcomeStyles.success}>
            {saved === null
              ? t('responsibleGaming.reality.savedOff')
              : t('responsibleGaming.reality.savedOn', { count: saved })}
          </p>
        )}
      </div>
      <FormError text={failure} />
    </Section>
  );
}
