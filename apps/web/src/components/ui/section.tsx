import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import styles from './section.module.css';

/** A titled card inside a page of the member centre; `actions` sit beside the title. */
export function Section({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={clsx(styles.section, className)} aria-labelledby={id}>
      <div className={styles.head}>
        <h4 id={id} className={styles.title}>
          {title}
        </h4>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Label and value pairs (a description list), two columns where there is room. */
export function Facts({
  items,
}: {
  items: ReadonlyArray<{ label: string; value: ReactNode; key?: string }>;
}) {
  return (
    <dl className={styles.facts}>
      {items.map((item) => (
        <div key={item.key ?? item.label} className={styles.fact}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type BadgeTone = 'neutral' | 'pending' | 'success' | 'danger';

/** A short state word ("Pending", "Approved") with a colour that matches it. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={clsx(styles.badge, styles[tone])}>{children}</span>;
}
