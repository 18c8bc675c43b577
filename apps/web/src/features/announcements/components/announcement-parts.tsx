import { announcementDateTime, formatAnnouncementDate } from '../model/announcement-date.ts';
import styles from './announcements.module.css';

/** When a notice was published, as spec 3 writes it (yyyy-MM-dd HH:mm:ss, local time). */
export function AnnouncementDate({ date }: { date: number }) {
  return (
    <time className={styles.date} dateTime={announcementDateTime(date)}>
      {formatAnnouncementDate(date)}
    </time>
  );
}

/** The operator's text, as text (never HTML), its line breaks kept. */
export function AnnouncementText({ content }: { content: string }) {
  return <p className={styles.text}>{content}</p>;
}
