import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../api/get-announcements.ts';
import { AnnouncementList } from './announcement-list.tsx';
import styles from './announcements.module.css';

/**
 * The promotion notices (type PR) for the promotions page, as a section titled `title`: every one
 * open (title, date, text), 9 a page, newest first. A secondary part of the page: it appears once
 * there are notices (or to offer a retry when they failed to load), never as an empty box.
 */
export function PromotionNotices({ title }: { title: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const promotions = useAnnouncements('PR', page);
  const none = promotions.data !== undefined && promotions.data.total === 0;
  if (none || (promotions.data === undefined && !promotions.isError)) return null;
  return (
    <section className={styles.results} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <AnnouncementList
        query={promotions}
        onPage={setPage}
        level={3}
        mode="open"
        pagesLabel={t('announcements.promotionPages')}
      />
    </section>
  );
}
