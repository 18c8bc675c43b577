import styles from './progress-bar.module.css';
import { progressFraction } from './progress-fraction.ts';

/**
 * A bar from 0 to `max`, named by `labelledBy` and read out as `valueText` ("₫600 of ₫1,000").
 * `value` may pass `max` (a mission done twice over); the bar and its value stop at `max`.
 */
export function ProgressBar({
  value,
  max,
  labelledBy,
  valueText,
}: {
  value: number;
  max: number;
  labelledBy: string;
  valueText: string;
}) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(value, max)}
      aria-valuetext={valueText}
      className={styles.bar}
    >
      <span className={styles.fill} style={{ width: `${progressFraction(value, max) * 100}%` }} />
    </div>
  );
}
