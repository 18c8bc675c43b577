import type { Announcement } from '@portal/contracts/announcements';
import { clsx } from 'clsx';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useNotices } from '../api/get-notices.ts';
import { useAnnouncementDialog } from '../model/use-announcement-dialog.ts';
import styles from './notice-ticker.module.css';

/** How fast the line moves when the titles do not fit, in pixels a second. */
const SPEED_PX_PER_S = 50;

/** The width of the titles when they do not fit the strip, else null; followed as either resizes. */
function useOverflow(count: number) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const itemsRef = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new titles are what should measure again.
  useEffect(() => {
    const viewport = viewportRef.current;
    const items = itemsRef.current;
    if (!viewport || !items || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(items.scrollWidth > viewport.clientWidth + 1 ? items.scrollWidth : null);
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    observer.observe(items);
    measure();
    // The line stands still while a title has the focus (scrolled to it); leaving, it starts over.
    const onFocusOut = (event: FocusEvent) => {
      if (!viewport.contains(event.relatedTarget as Node | null)) viewport.scrollLeft = 0;
    };
    viewport.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      viewport.removeEventListener('focusout', onFocusOut);
    };
  }, [count]);
  return { viewportRef, itemsRef, width };
}

function Titles({
  notices,
  onOpen,
  copy = false,
}: {
  notices: Announcement[];
  onOpen?: (id: string) => void;
  copy?: boolean;
}) {
  return notices.map((notice) => (
    <li key={notice.id} className={styles.item}>
      {copy ? (
        <span className={styles.title}>{notice.title}</span>
      ) : (
        <button type="button" className={styles.title} onClick={() => onOpen?.(notice.id)}>
          {notice.title}
        </button>
      )}
    </li>
  ));
}

/**
 * The home line of notices (type B, spec 3): their titles in one strip, moving slowly when they
 * do not fit (paused under the pointer, still while a title has the keyboard focus, never under
 * reduced motion). A title opens the announcement dialog on its notice. Nothing at all when
 * there are none.
 */
export function NoticeTicker() {
  const { t } = useTranslation();
  const notices = useNotices().data?.banners ?? [];
  const dialog = useAnnouncementDialog();
  const { viewportRef, itemsRef, width } = useOverflow(notices.length);
  if (notices.length === 0) return null;
  const moving = width !== null;
  const style = moving
    ? ({ '--ticker-duration': `${Math.round(width / SPEED_PX_PER_S)}s` } as CSSProperties)
    : undefined;
  return (
    <section className={styles.ticker} aria-label={t('announcements.ticker')}>
      <span className={styles.icon}>
        <Icon name="megaphone" />
      </span>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={clsx(styles.track, moving && styles.moving)} style={style}>
          <ul className={styles.items} ref={itemsRef}>
            <Titles notices={notices} onOpen={dialog.open} />
          </ul>
          {/* A second run of the titles follows the first, so the loop has no gap; not read, not focusable. */}
          {moving ? (
            <ul className={clsx(styles.items, styles.copy)} aria-hidden="true" inert>
              <Titles notices={notices} copy />
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
