import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../api/get-announcements.ts';
import { AnnouncementList } from './announcement-list.tsx';

/**
 * The promotion notices (type PR) for the promotions page: every one open (title, date, text),
 * 9 a page, newest first; `empty` when there are none. Their titles sit under the page's h1.
 */
export function PromotionNotices({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const promotions = useAnnouncements('PR', page);
  return (
    <AnnouncementList
      query={promotions}
      onPage={setPage}
      level={2}
      mode="open"
      pagesLabel={t('announcements.promotionPages')}
      empty={empty}
    />
  );
}
