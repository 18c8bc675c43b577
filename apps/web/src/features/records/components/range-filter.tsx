import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PressedGroup } from '../../../components/ui/pressed-group.tsx';
import {
  type DayRange,
  matchingShortcut,
  type RangeShortcut,
  shortcutRange,
  toQueryRange,
} from '../model/date-range.ts';
import styles from './records.module.css';

type Props = {
  range: DayRange;
  onChange: (range: DayRange) => void;
  shortcuts: readonly RangeShortcut[];
};

/** Shortcut buttons (today, 7 days, 30 days) and the two date inputs of a record page. */
export function RangeFilter({ range, onChange, shortcuts }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const active = matchingShortcut(range);
  const checked = toQueryRange(range);
  const problem = checked.ok ? null : t(`records.rangeProblems.${checked.problem}`, { days: 92 });
  const errorId = `${id}-error`;
  return (
    <div className={styles.range}>
      <PressedGroup
        legend={t('records.period')}
        options={shortcuts}
        value={active}
        labelOf={(shortcut) => t(`records.shortcuts.${shortcut}`)}
        onSelect={(shortcut) => onChange(shortcutRange(shortcut))}
      />
      <div className={styles.dates}>
        <label className={styles.dateField}>
          <span>{t('records.from')}</span>
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
          <span>{t('records.to')}</span>
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
