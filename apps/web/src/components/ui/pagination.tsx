import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import { pageItems } from './page-items.ts';
import styles from './pagination.module.css';

type PaginationProps = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name, e.g. "Game pages". */
  label: string;
};

/** Numbered pages with previous and next (spec 9: range 3, margin 1); hidden for a single page. */
export function Pagination({ page, totalPages, onPage, label }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('common.previousPage')}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <ul className={styles.list}>
        {pageItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('common.pageNumber', { page: item })}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.step}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label={t('common.nextPage')}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
