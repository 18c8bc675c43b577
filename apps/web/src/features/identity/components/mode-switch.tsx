import styles from './account.module.css';

type Props<M extends string> = {
  /** What the switch chooses, read to screen readers only. */
  legend: string;
  options: readonly { mode: M; label: string }[];
  value: M;
  onChange: (mode: M) => void;
};

/** The segmented switch above an account form (username or SMS, email or mobile): toggle buttons. */
export function ModeSwitch<M extends string>({ legend, options, value, onChange }: Props<M>) {
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map(({ mode, label }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          className={styles.switchButton}
          onClick={() => onChange(mode)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
