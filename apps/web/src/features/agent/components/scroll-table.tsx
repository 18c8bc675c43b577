import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './agent.module.css';

/**
 * A wide report table that scrolls sideways inside its card instead of spilling out of it.
 * While it does (many columns, large figures, a narrow window) it is a named region that takes
 * the focus, so the keyboard can scroll it too; otherwise it adds no tab stop.
 */
export function ScrollTable({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const [scrolls, setScrolls] = useState(false);
  // After every render: a new page of figures can widen the table without resizing the box.
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  });
  return (
    <section
      ref={ref}
      className={styles.tableScroll}
      aria-label={scrolls ? t('agent.reports.scrollTable', { title }) : undefined}
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </section>
  );
}
