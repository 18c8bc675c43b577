import type { Announcement, AnnouncementPage } from '@portal/contracts/announcements';
import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AnnouncementDate, AnnouncementText } from './announcement-parts.tsx';
import styles from './announcements.module.css';

/** The level of each title's heading, one below the heading the list sits under. */
export type HeadingLevel = 2 | 3 | 4 | 5;

function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** Title and date as a disclosure button; the text below it while open. */
function DisclosureItem({
  item,
  level,
  open,
  onToggle,
}: {
  item: Announcement;
  level: HeadingLevel;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  return (
    <li className={clsx(styles.item, open && styles.open)}>
      <Heading level={level} className={styles.itemHeading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className={styles.summary}>
            {/* The space keeps the button's name readable: "Maintenance on Sunday 2026-11-21 …". */}
            <span className={styles.title}>{item.title}</span> <AnnouncementDate date={item.date} />
          </span>
          <span className={styles.chevron}>
            <Icon name="chevronDown" size={18} />
          </span>
        </button>
      </Heading>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <AnnouncementText content={item.content} />
      </div>
    </li>
  );
}

/** Title, date and text, all shown (the promotions page). */
function OpenItem({ item, level }: { item: Announcement; level: HeadingLevel }) {
  const headingId = useId();
  return (
    <li className={styles.card}>
      <article className={styles.article} aria-labelledby={headingId}>
        <Heading level={level} id={headingId} className={styles.cardTitle}>
          {item.title}
        </Heading>
        <AnnouncementDate date={item.date} />
        <AnnouncementText content={item.content} />
      </article>
    </li>
  );
}

type AnnouncementListProps = {
  query: UseQueryResult<AnnouncementPage>;
  onPage: (page: number) => void;
  level: HeadingLevel;
  /** The pagination landmark's name. */
  pagesLabel: string;
  /** Shown when there is none at all; "No announcements yet" unless given. */
  empty?: ReactNode;
  /** `disclosure`: titles that open their text (the announcement list); `open`: every text shown. */
  mode?: 'disclosure' | 'open';
  /** A notice to show open from the start (one the home line links to). */
  openId?: string | null;
};

/**
 * One page of announcements, newest first, with the shared pagination (spec 9: 9 a page, page
 * range 3, margin pages 1), and its loading, empty and failed states. Used by the announcement
 * dialog, the agent centre and the promotions page.
 */
export function AnnouncementList({
  query,
  onPage,
  level,
  pagesLabel,
  empty,
  mode = 'disclosure',
  openId = null,
}: AnnouncementListProps) {
  const { t } = useTranslation();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(openId ? [openId] : []));
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const stale = query.isPlaceholderData;
  const answer = stale ? undefined : query.data;
  // A page emptied since it was counted (the operator ended some): show the last one that exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is what should move, not a new `onPage`.
  useEffect(() => {
    if (answer && answer.list.length === 0 && answer.page > 1) onPage(Math.max(1, answer.totalPages));
  }, [answer]);
  return (
    <QueryState query={query}>
      {(value) =>
        value.total === 0 ? (
          (empty ?? <EmptyState icon="megaphone" text={t('announcements.none')} />)
        ) : (
          <div className={clsx(styles.results, stale && styles.refreshing)} aria-busy={stale || undefined}>
            <ul className={mode === 'open' ? styles.cards : styles.list}>
              {value.list.map((item) =>
                mode === 'open' ? (
                  <OpenItem key={item.id} item={item} level={level} />
                ) : (
                  <DisclosureItem
                    key={item.id}
                    item={item}
                    level={level}
                    open={openIds.has(item.id)}
                    onToggle={() => toggle(item.id)}
                  />
                ),
              )}
            </ul>
            <Pagination page={value.page} totalPages={value.totalPages} onPage={onPage} label={pagesLabel} />
          </div>
        )
      }
    </QueryState>
  );
}
