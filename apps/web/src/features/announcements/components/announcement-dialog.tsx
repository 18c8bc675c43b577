import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { useAnnouncements } from '../api/get-announcements.ts';
import { useNotices } from '../api/get-notices.ts';
import { findNotice } from '../model/find-notice.ts';
import { AnnouncementList } from './announcement-list.tsx';
import { AnnouncementDate, AnnouncementText } from './announcement-parts.tsx';
import styles from './announcements.module.css';

/**
 * The "announcement notice" modal (spec 2): the platform's announcements (type PL), 9 a page,
 * each title opening its text. Opened with a notice's id (a title of the home line), it shows
 * that one open in the list when it is there, else its text above the list.
 */
export default function AnnouncementDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useAnnouncements('PL', page);
  const notices = useNotices();
  const headingId = useId();
  const notice = id ? findNotice(notices.data, id) : null;
  const listed = list.data?.list.some((item) => item.id === id) ?? false;
  // A PL notice waits for the list, so it is not shown twice while the first page loads.
  const featured = notice && (notice.type !== 'PL' || (list.data && !listed)) ? notice : null;
  return (
    <Modal name="announcementModal" title={t('announcements.title')} onClose={onClose} size="wide">
      {featured ? (
        <section className={styles.featured} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.featuredTitle}>
            {featured.title}
          </h3>
          <AnnouncementDate date={featured.date} />
          <AnnouncementText content={featured.content} />
        </section>
      ) : null}
      <AnnouncementList
        query={list}
        onPage={setPage}
        level={3}
        pagesLabel={t('announcements.pages')}
        openId={id}
      />
    </Modal>
  );
}
