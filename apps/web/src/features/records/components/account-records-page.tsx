import { type RecordCategory, recordCategorySchema } from '@portal/contracts/records';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { RangeFilter } from '../../../components/ui/range-filter.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { type DayRange, shortcutRange, toQueryRange } from '../../../lib/date-range.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { recordTypeText } from '../../../lib/record-type.ts';
import { walletLabel } from '../../../lib/wallet-label.ts';
import { useAccountRecords } from '../api/get-account-records.ts';
import { Pagination } from './pagination.tsx';
import styles from './records.module.css';

const PAGE_SIZE = 20;

/** transactionHistory (spec 2 "account record"): every movement of the member's money. */
export function AccountRecordsPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [range, setRange] = useState<DayRange>(() => shortcutRange('last7'));
  const [category, setCategory] = useState<RecordCategory | ''>('');
  const [page, setPage] = useState(1);
  const query = toQueryRange(range);
  const records = useAccountRecords(
    query.ok
      ? { from: query.from, to: query.to, page, pageSize: PAGE_SIZE, ...(category ? { category } : {}) }
      : { from: '', to: '', page, pageSize: PAGE_SIZE },
    query.ok,
  );

  return (
    <>
      <Section title={t('records.filters')}>
        <div className={styles.filters}>
          <RangeFilter
            range={range}
            shortcuts={['last7', 'last30']}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
          />
          <SelectField
            className={styles.select}
            label={t('records.category')}
            value={category}
            onValueChange={(next) => {
              setCategory(next as RecordCategory | '');
              setPage(1);
            }}
            options={[
              { value: '', label: t('records.categories.all') },
              ...recordCategorySchema.options.map((value) => ({
                value,
                label: t(`records.categories.${value}`),
              })),
            ]}
          />
        </div>
      </Section>
      <Section title={t('records.accountTitle')}>
        {query.ok ? (
          <QueryState query={records}>
            {(value) =>
              value.list.length === 0 ? (
                <EmptyState text={t('records.none')} />
              ) : (
                <div className={clsx(styles.results, records.isFetching && styles.refreshing)}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">{t('records.time')}</th>
                        <th scope="col">{t('records.type')}</th>
                        <th scope="col">{t('records.wallet')}</th>
                        <th scope="col" className={styles.number}>
                          {t('records.amount')}
                        </th>
                        <th scope="col" className={styles.number}>
                          {t('records.balanceAfter')}
                        </th>
                        <th scope="col">{t('records.reference')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {value.list.map((record) => (
                        <tr key={record.id}>
                          <td data-label={t('records.time')}>
                            <time dateTime={record.createdAt}>
                              {formatShortDateTime(record.createdAt, i18n.language)}
                            </time>
                          </td>
                          <td data-label={t('records.type')}>{recordTypeText(record.type, t)}</td>
                          <td data-label={t('records.wallet')}>{walletLabel(record.wallet, t)}</td>
                          <td
                            data-label={t('records.amount')}
                            className={clsx(
                              styles.number,
                              record.amount > 0 && styles.credit,
                              record.amount < 0 && styles.debit,
                            )}
                          >
                            {record.amount > 0 ? '+' : ''}
                            {money(record.amount)}
                          </td>
                          <td data-label={t('records.balanceAfter')} className={styles.number}>
                            {money(record.balanceAfter)}
                          </td>
                          <td data-label={t('records.reference')} className={styles.reference}>
                            {record.reference ?? '—'}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <Pagination
                    page={value.page}
                    pageSize={value.pageSize}
                    total={value.total}
                    onPage={setPage}
                    busy={records.isFetching}
                  />
                </div>
              )
            }
          </QueryState>
        ) : (
          <p className={styles.hint}>{t('records.fixRange')}</p>
        )}
      </Section>
    </>
  );
}
