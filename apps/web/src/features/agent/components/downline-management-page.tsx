import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TableHead } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { ShortDateTime } from '../../../components/ui/short-date-time.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useDownlines } from '../api/get-downlines.ts';
import { memberTypeText } from '../model/member-type.ts';
import { formatCount, useAmountIn } from '../model/use-amount.ts';
import styles from './agent.module.css';
import { FigureCell } from './report-cells.tsx';

/** The team reports a downline's row links to, on that account only. */
export type DownlineReport = 'bets' | 'profit' | 'transactions';

/** How long typing must pause before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * agentDownlineManagement (spec 2 "downline management"): the agent's direct downlines, newest
 * first, searchable by account name. A table on wide screens, a card per account on phones.
 */
export function DownlineManagementPage({
  onOpenRegister,
  reportHref,
}: {
  onOpenRegister: () => void;
  /**
   * Where a downline's own bets, profit and loss or transactions are shown, when the centre has
   * those reports.
   */
  reportHref?: (report: DownlineReport, account: string) => To;
}) {
  const { t } = useTranslation();
  const { state } = useLocation();
  const [search, setSearch] = useState('');
  const account = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to one search: a new search starts again on page 1.
  const [paging, setPaging] = useState({ account: '', page: 1 });
  const page = paging.account === account ? paging.page : 1;
  const downlines = useDownlines({ page, account });
  const stale = downlines.isPlaceholderData;
  const money = useAmountIn(downlines.data?.currency ?? '');

  return (
    <Section title={t('agent.downlines.title')}>
      <div className={styles.search}>
        <TextField
          type="search"
          label={t('agent.downlines.search')}
          value={search}
          onValueChange={setSearch}
          hint={t('agent.downlines.searchHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <QueryState query={downlines}>
        {(value) => {
          if (value.total === 0) {
            return account ? (
              <EmptyState text={t('agent.downlines.noMatch', { account })} />
            ) : (
              <EmptyState
                text={t('agent.downlines.none')}
                action={
                  <Button variant="primary" onClick={onOpenRegister}>
                    {t('agent.overview.openAccount')}
                  </Button>
                }
              />
            );
          }
          return (
            <div className={clsx(styles.results, stale && styles.refreshing)} aria-busy={stale || undefined}>
              <p className={styles.count} aria-live="polite">
                {account
                  ? t('agent.downlines.found', { count: value.total, account })
                  : t('agent.downlines.total', { count: value.total })}
              </p>
              <table className={styles.table}>
                <caption className="visually-hidden">{t('agent.downlines.title')}</caption>
                <TableHead
                  numberClass={styles.number}
                  columns={[
                    { label: t('agent.downlines.account') },
                    { label: t('agent.downlines.nickname') },
                    { label: t('agent.downlines.type') },
                    { label: t('agent.downlines.balance'), number: true },
                    { label: t('agent.downlines.teamSize'), number: true },
                    { label: t('agent.downlines.registered') },
                    { label: t('agent.downlines.lastLogin') },
                  ]}
                />
                <tbody>
                  {value.list.map((row) => (
                    <tr key={row.account}>
                      <th
                        scope="row"
                        data-label={t('agent.downlines.account')}
                        className={styles.accountCell}
                      >
                        {reportHref ? (
                          <span>
                            {row.account}
                            <span className={styles.reportLinks}>
                              <Link
                                to={reportHref('bets', row.account)}
                                replace
                                state={state}
                                aria-label={t('agent.downlines.betsOf', { account: row.account })}
                              >
                                {t('agent.downlines.bets')}
                              </Link>
                              <Link
                                to={reportHref('profit', row.account)}
                                replace
                                state={state}
                                aria-label={t('agent.downlines.profitOf', { account: row.account })}
                              >
                                {t('agent.downlines.profit')}
                              </Link>
                              <Link
                                to={reportHref('transactions', row.account)}
                                replace
                                state={state}
                                aria-label={t('agent.downlines.transactionsOf', { account: row.account })}
                              >
                                {t('agent.downlines.transactions')}
                              </Link>
                            </span>
                          </span>
                        ) : (
                          row.account
                        )}
                      </th>
                      <td data-label={t('agent.downlines.nickname')}>{row.nickname || '—'}</td>
                      <td data-label={t('agent.downlines.type')}>{memberTypeText(row.type, t)}</td>
                      <FigureCell label={t('agent.downlines.balance')}>{money(row.balance)}</FigureCell>
                      <FigureCell label={t('agent.downlines.teamSize')}>
                        {formatCount(row.teamMembers)}
                      </FigureCell>
                      <td data-label={t('agent.downlines.registered')}>
                        <ShortDateTime iso={row.registeredAt} />
                      </td>
                      <td data-label={t('agent.downlines.lastLogin')}>
                        {row.lastLoginAt ? (
                          <ShortDateTime iso={row.lastLoginAt} />
                        ) : (
                          <span className={styles.muted}>{t('agent.downlines.never')}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pagination
                page={value.page}
                totalPages={value.totalPages}
                onPage={(next) => setPaging({ account, page: next })}
                label={t('agent.downlines.pages')}
              />
            </div>
          );
        }}
      </QueryState>
    </Section>
  );
}
