import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { Icon, type IconName } from './icon.tsx';

/** The honest "nothing here yet" block: a plain sentence and, optionally, a way onward. */
export function EmptyState({
  icon = 'info',
  text,
  action,
}: {
  icon?: IconName;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <Icon name={icon} size={28} />
      </span>
      <p className={styles.text}>{text}</p>
      {action}
    </div>
  );
}
