import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import styles from './records.module.css';

/** Previous / next with "Page 2 of 5"; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  busy,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('records.pages')}>
      <Button variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('records.previous')}
      </Button>
      <span aria-live="polite">{t('records.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {t('records.next')}
      </Button>
    </nav>
  );
}
