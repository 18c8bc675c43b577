import type { ReactNode } from 'react';
import styles from './page.module.css';

/** Page body with its one h1 and the document title; every screen starts with this so headings stay in order. */
export function Page({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}
