import type { ResponsibleGamingValue } from '@portal/contracts/responsible-gaming';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField } from '../../../components/ui/form-field.tsx';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { errorText } from '../../../lib/error-text.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { responsibleGamingQueryKeys } from '../api/get-responsible-gaming.ts';
import styles from './responsible-gaming.module.css';

const NONE = '';

/** A limit in minutes as the page shows it: in force, and a longer one or a removal waiting. */
type TimeLimit = { minutes: number | null; pending: { minutes: number | null; from: string } | null };

/**
 * The controls the session-time limit and the daily time limit share: the waiting change, the
 * choice of length (or none), saving it and what the answer did: applied at once, or waiting
 * for the cooling-off. Texts under `responsibleGaming.<texts>`.
 */
export function TimeLimitControls(props: {
  texts: 'session' | 'daily';
  limit: TimeLimit;
  offered: readonly number[];
  length: (minutes: number) => string;
  save: (minutes: number | null) => Promise<ResponsibleGamingValue>;
  /** The limit in force in the answer, to tell "applied" from "waiting". */
  inForce: (answer: ResponsibleGamingValue) => number | null;
}) {
  const { texts, limit, length } = props;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState(limit.minutes === null ? NONE : String(limit.minutes));
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = (key: string, values?: Record<string, unknown>) =>
    t(`responsibleGaming.${texts}.${key}`, values);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const minutes = choice === NONE ? null : Number(choice);
    setBusy(true);
    setFailure(null);
    setOutcome(null);
    try {
      const answer = await props.save(minutes);
      queryClient.setQueryData(responsibleGamingQueryKeys.value, answer);
      // The timer reads the session's ends from the session's answer: ask it again.
      void queryClient.invalidateQueries({ queryKey: responsibleGamingQueryKeys.session });
      setOutcome(
        props.inForce(answer) !== minutes
          ? text('savedLater', { hours: answer.coolingOffHours })
          : minutes === null
            ? text('savedOff')
            : text('savedOn', { length: length(minutes) }),
      );
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const options = [
    { value: NONE, label: text('none') },
    ...props.offered.map((minutes) => ({ value: String(minutes), label: length(minutes) })),
  ];
  return (
    <>
      {limit.pending ? (
        <div className={styles.pending}>
          <p>
            {limit.pending.minutes === null
              ? text('pendingRemoval', { date: formatShortDateTime(limit.pending.from, i18n.language) })
              : text('pendingChange', {
                  length: length(limit.pending.minutes),
                  date: formatShortDateTime(limit.pending.from, i18n.language),
                })}
          </p>
        </div>
      ) : null}
      <form className={styles.realityForm} onSubmit={(event) => void save(event)} noValidate>
        <SelectField
          label={text('label')}
          value={choice}
          onValueChange={(next) => {
            setChoice(next);
            setOutcome(null);
          }}
          options={options}
          className={styles.realitySelect}
        />
        <Button type="submit" disabled={busy} className={styles.realitySave}>
          {text('save')}
        </Button>
      </form>
      <div role="status" className={styles.status}>
        {outcome ? <p className={outcomeStyles.success}>{outcome}</p> : null}
      </div>
      <FormError text={failure} />
    </>
  );
}
