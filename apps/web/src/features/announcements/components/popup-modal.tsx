import type { Announcement } from '@portal/contracts/announcements';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { AnnouncementDate, AnnouncementText } from './announcement-parts.tsx';
import styles from './popup-modal.module.css';

function Notice({ notice }: { notice: Announcement }) {
  const headingId = useId();
  return (
    <article className={styles.notice} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {notice.title}
      </h3>
      <AnnouncementDate date={notice.date} />
      <AnnouncementText content={notice.content} />
    </article>
  );
}

/**
 * The popup notices in one modal: one notice under its own title, several as a list under
 * "Announcements", with a single close.
 */
export default function PopupModal({ notices, onClose }: { notices: Announcement[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [single] = notices.length === 1 ? notices : [];
  return (
    <Modal
      name="announcementPopup"
      title={single ? single.title : t('announcements.popupTitle')}
      onClose={onClose}
      size="wide"
    >
      {single ? (
        <div className={styles.notice}>
          <AnnouncementDate date={single.date} />
          <AnnouncementText content={single.content} />
        </div>
      ) : (
        <ul className={styles.list}>
          {notices.map((notice) => (
            <li key={notice.id}>
              <Notice notice={notice} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={onClose}>
          {t('announcements.gotIt')}
        </Button>
      </div>
    </Modal>
  );
}
