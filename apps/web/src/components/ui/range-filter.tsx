import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DayRange,
  matchingShortcut,
  type RangeShortcut,
  shortcutRange,
  toQueryRange,
} from '../../lib/date-range.ts';
import { PressedGroup } from './pressed-group.tsx';
import styles from './range-filter.module.css';

type Props = {
  range: DayRange;
  onChange: (range: DayRange) => void;
  shortcuts: readonly RangeShortcut[];
};

/**
 * Shortcut buttons (today, 7 days, 30 days) and the two date inputs of a report over local days
 * (the member's records, the agent's team reports); says why a range cannot be asked for.
 */
export function RangeFilter({ range, onChange, shortcuts }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const active = matchingShortcut(range);
  const checked = toQueryRange(range);
  const problem = checked.ok ? null : t(`dateRange.problems.${checked.problem}`, { days: 92 });
  const errorId = `${id}-error`;
  return (
    <div className={styles.range}>
      <PressedGroup
        legend={t('dateRange.period')}
        options={shortcuts}
        value={active}
        labelOf={(shortcut) => t(`dateRange.shortcuts.${shortcut}`)}
        onSelect={(shortcut) => onChange(shortcutRange(shortcut))}
      />
      <div className={styles.dates}>
        <label className={styles.dateField}>
          <span>{t('dateRange.from')}</span>
          <input
            type="date"
            value={range.start}
            max={range.end || undefined}
            onChange={(event) => onChange({ ...range, start: event.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
        </label>
        <label className={styles.dateField}>
          <span>{t('dateRange.to')}</span>
          <input
            type="date"
            value={range.end}
            min={range.start || undefined}
            onChange={(event) => onChange({ ...range, end: event.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
          />
        </label>
      </div>
      {problem ? (
        <p id={errorId} className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
