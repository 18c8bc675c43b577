import {
  type LimitKind,
  type LimitPeriod,
  limitKinds,
  limitPeriods,
  type PlayerLimit,
  type ResponsibleGamingValue,
} from '@portal/contracts/responsible-gaming';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/ui/amount-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/form-field.tsx';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { Section } from '../../../components/ui/section.tsx';
import { minorToInput } from '../../../lib/amount.ts';
import { useCurrency, useMoney } from '../../../lib/currency.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { responsibleGamingQueryKeys } from '../api/get-responsible-gaming.ts';
import { setLimit } from '../api/set-limit.ts';
import { findLimit, type LimitOutcome, limitOutcome, parseLimit, usedShare } from '../model/limits.ts';
import styles from './responsible-gaming.module.css';

type Outcome = { name: string; outcome: LimitOutcome };

/** The text of a change's outcome, for the section's status line. */
function useOutcomeText() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const date = (iso: string) => formatShortDateTime(iso, i18n.language);
  const orNone = (amount: number | null) =>
    amount === null ? t('responsibleGaming.limits.noLimit') : money(amount);
  return ({ name, outcome }: Outcome): string => {
    const key = `responsibleGaming.limits.outcomes.${outcome.kind}`;
    switch (outcome.kind) {
      case 'applied':
      case 'cancelled':
        return t(key, { name, amount: money(outcome.amount) });
      case 'removed':
        return t(key, { name });
      case 'raisePending':
        return t(key, {
          name,
          amount: money(outcome.amount),
          date: date(outcome.from),
          current: orNone(outcome.current),
        });
      case 'removalPending':
        return t(key, { name, date: date(outcome.from), current: orNone(outcome.current) });
    }
  };
}

type RowProps = {
  limit: PlayerLimit;
  /** Hours a raise or a removal waits. */
  coolingOffHours: number;
  name: string;
  periodLabel: string;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  onChanged: (outcome: Outcome) => void;
};

/**
 * One limit (a kind over a period): what it is, what is used of it, a change waiting for its
 * cooling-off, and the editor (amount, Save, Remove) when opened.
 */
function LimitRow({ limit, coolingOffHours, name, periodLabel, editing, onEdit, onChanged }: RowProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { exponent } = useCurrency();
  const queryClient = useQueryClient();
  const head = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = limit.pending;

  const close = () => {
    onEdit(false);
    setProblem(null);
    setFailure(null);
    // Back to the button that opened the editor, once it is on screen again.
    requestAnimationFrame(() => head.current?.querySelector('button')?.focus());
  };

  const send = async (amount: number | null) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const value = await setLimit({ kind: limit.kind, period: limit.period, amount });
      queryClient.setQueryData<ResponsibleGamingValue>(responsibleGamingQueryKeys.value, value);
      onChanged({
        name,
        outcome: limitOutcome(limit, amount, findLimit(value.limits, limit.kind, limit.period)),
      });
      if (editing) close();
    } catch (error) {
      setFailure(errorText(error, t, { money }));
    } finally {
      setBusy(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLimit(text, exponent);
    if (!parsed.ok) {
      setProblem(t(`amount.problems.${parsed.problem}`));
      return;
    }
    setProblem(null);
    void send(parsed.minor);
  };

  const open = () => {
    setText(limit.amount === null ? '' : minorToInput(limit.amount, exponent));
    setProblem(null);
    setFailure(null);
    onEdit(true);
  };

  // The editor opens with the focus in its amount.
  useEffect(() => {
    if (editing) document.getElementById(inputId)?.focus();
  }, [editing, inputId]);

  // What saving the typed amount would do: at once, or after the cooling-off.
  const typed = parseLimit(text, exponent);
  const when =
    typed.ok && limit.amount !== null && typed.minor > limit.amount
      ? t('responsibleGaming.limits.later', { hours: coolingOffHours })
      : typed.ok
        ? t('responsibleGaming.limits.atOnce')
        : null;

  const share = usedShare(limit);
  const removable = limit.amount !== null && !(pending && pending.amount === null);
  return (
    <li className={styles.row}>
      <div className={styles.rowBody}>
        <div ref={head} className={styles.rowHead}>
          <h6 className={styles.period}>{periodLabel}</h6>
          {editing ? null : (
            <Button
              variant="secondary"
              className={styles.editButton}
              aria-label={
                limit.amount === null
                  ? t('responsibleGaming.limits.setLabel', { name })
                  : t('responsibleGaming.limits.changeLabel', { name })
              }
              onClick={open}
            >
              {limit.amount === null
                ? t('responsibleGaming.limits.set')
                : t('responsibleGaming.limits.change')}
            </Button>
          )}
        </div>
        <dl className={styles.figures}>
          <div>
            <dt>{t('responsibleGaming.limits.limit')}</dt>
            <dd>{limit.amount === null ? t('responsibleGaming.limits.noLimit') : money(limit.amount)}</dd>
          </div>
          <div>
            <dt>{t('responsibleGaming.limits.used')}</dt>
            <dd>{money(limit.used)}</dd>
          </div>
        </dl>
        {limit.amount === null ? null : (
          // The figures above say it; the bar only shows it at a glance.
          <div className={styles.bar} aria-hidden="true">
            <span
              className={share >= 1 ? styles.barFull : styles.barUsed}
              style={{ width: `${Math.round(share * 100)}%` }}
            />
          </div>
        )}
        {pending ? (
          <div className={styles.pending}>
            <p>
              {pending.amount === null
                ? t('responsibleGaming.limits.pendingRemoval', {
                    date: formatShortDateTime(pending.from, i18n.language),
                  })
                : t('responsibleGaming.limits.pendingRaise', {
                    amount: money(pending.amount),
                    date: formatShortDateTime(pending.from, i18n.language),
                  })}
            </p>
            {limit.amount === null ? null : (
              <Button
                variant="ghost"
                className={styles.keepButton}
                disabled={busy}
                aria-label={t('responsibleGaming.limits.keepLabel', { amount: money(limit.amount), name })}
                onClick={() => void send(limit.amount)}
              >
                {t('responsibleGaming.limits.keep', { amount: money(limit.amount) })}
              </Button>
            )}
          </div>
        ) : null}
        {editing ? (
          <form className={styles.editor} onSubmit={save} noValidate>
            <fieldset className={styles.editorFields}>
              <legend className="visually-hidden">{name}</legend>
              <AmountField
                id={inputId}
                label={t('responsibleGaming.limits.newLimit')}
                value={text}
                onValueChange={setText}
                error={problem}
                hint={when}
              />
              <div className={styles.editorActions}>
                <Button type="submit" disabled={busy}>
                  {busy ? t('responsibleGaming.limits.saving') : t('responsibleGaming.limits.save')}
                </Button>
                {removable ? (
                  <Button variant="secondary" disabled={busy} onClick={() => void send(null)}>
                    {t('responsibleGaming.limits.remove')}
                  </Button>
                ) : null}
                <Button variant="ghost" disabled={busy} onClick={close}>
                  {t('responsibleGaming.limits.cancel')}
                </Button>
              </div>
            </fieldset>
          </form>
        ) : null}
        <FormError text={failure} />
      </div>
    </li>
  );
}

/** The limits of one kind (deposit, wager or loss) over the three periods. */
function KindGroup({
  value,
  kind,
  editing,
  onEdit,
  onChanged,
}: {
  value: ResponsibleGamingValue;
  kind: LimitKind;
  editing: string | null;
  onEdit: (row: string | null) => void;
  onChanged: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation();
  const kindLabel = t(`responsibleGaming.limits.kinds.${kind}`);
  const rowKey = (period: LimitPeriod) => `${kind}:${period}`;
  return (
    <div className={styles.kind}>
      <h5 className={styles.kindTitle}>{kindLabel}</h5>
      <p className={styles.muted}>{t(`responsibleGaming.limits.kindHints.${kind}`)}</p>
      <ul className={styles.rows}>
        {limitPeriods.map((period) => {
          const periodLabel = t(`responsibleGaming.limits.periods.${period}`);
          return (
            <LimitRow
              key={period}
              limit={findLimit(value.limits, kind, period)}
              coolingOffHours={value.coolingOffHours}
              name={t('responsibleGaming.limits.rowName', { kind: kindLabel, period: periodLabel })}
              periodLabel={periodLabel}
              editing={editing === rowKey(period)}
              onEdit={(open) => onEdit(open ? rowKey(period) : null)}
              onChanged={onChanged}
            />
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Deposit, wager and loss limits over 24 hours, 7 days and 30 days: the rule (lower at once,
 * higher or removed after the cooling-off), each limit with what is used, and its editor.
 */
export function LimitsSection({ value }: { value: ResponsibleGamingValue }) {
  const { t } = useTranslation();
  const outcomeText = useOutcomeText();
  // One editor at a time, so the page stays calm and "New limit" names one field.
  const [editing, setEditing] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Section title={t('responsibleGaming.limits.title')}>
      <div className={styles.intro}>
        <p>{t('responsibleGaming.limits.rule', { hours: value.coolingOffHours })}</p>
        <p>{t('responsibleGaming.limits.windows')}</p>
      </div>
      {/* Always present, so the outcome is announced when its text arrives. */}
      <div role="status" className={styles.status}>
        {outcome ? <p className={outcomeStyles.success}>{outcomeText(outcome)}</p> : null}
      </div>
      <div className={styles.kinds}>
        {limitKinds.map((kind) => (
          <KindGroup
            key={kind}
            value={value}
            kind={kind}
            editing={editing}
            onEdit={(row) => {
              setEditing(row);
              if (row) setOutcome(null);
            }}
            onChanged={setOutcome}
          />
        ))}
      </div>
    </Section>
  );
}
