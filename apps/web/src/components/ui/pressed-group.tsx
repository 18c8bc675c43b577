import styles from './pressed-group.module.css';

type Props<V extends string> = {
  /** What the group chooses; read by screen readers only. */
  legend: string;
  options: readonly V[];
  /** The pressed option, or null when none matches (a custom date range). */
  value: V | null;
  labelOf: (option: V) => string;
  onSelect: (option: V) => void;
};

/** A row of pill buttons of which one at most is pressed: periods, date shortcuts. */
export function PressedGroup<V extends string>({ legend, options, value, labelOf, onSelect }: Props<V>) {
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={value === option}
          onClick={() => onSelect(option)}
        >
          {labelOf(option)}
        </button>
      ))}
    </fieldset>
  );
}
