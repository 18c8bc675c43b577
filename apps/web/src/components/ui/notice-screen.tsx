import type { ReactNode } from 'react';
import styles from './notice-screen.module.css';

type NoticeScreenProps = { children: ReactNode; lang?: string; busy?: boolean };

/** A full-screen card for the screens shown instead of the app (loading, maintenance, restriction, errors). */
export function NoticeScreen({ children, lang, busy }: NoticeScreenProps) {
  return (
    <main className={styles.screen} lang={lang} aria-busy={busy || undefined}>
      <div className={styles.card}>
        <img className={styles.logo} src="/logo.svg" alt="" width={168} height={40} />
        {children}
      </div>
    </main>
  );
}

/** A highlighted block of facts inside a notice, e.g. the visitor's IP and country. */
export function NoticeDetails({ children }: { children: ReactNode }) {
  return <div className={styles.details}>{children}</div>;
}
