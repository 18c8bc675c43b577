import { type RecordCategory, recordCategorySchema } from '@portal/contracts/records';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { RangeFilter } from '../../../components/ui/range-filter.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useAccountRecords } from '../api/get-account-records.ts';
import { RECORD_SHORTCUTS, usePagedRange } from '../model/use-paged-range.ts';
import { type RecordColumn, RecordList } from './record-list.tsx';
import styles from './records.module.css';

const PAGE_SIZE = 20;

const COLUMNS: readonly RecordColumn[] = ['time', 'type', 'wallet', 'amount', 'balanceAfter', 'reference'];

/** transactionHistory (spec 2 "account record"): every movement of the member's money. */
export function AccountRecordsPage() {
  const { t } = useTranslation();
  const paged = usePagedRange();
  const [category, setCategory] = useState<RecordCategory | ''>('');
  const records = useAccountRecords(
    { ...paged.period, page: paged.page, pageSize: PAGE_SIZE, ...(category ? { category } : {}) },
    paged.ready,
  );

  return (
    <>
      <Section title={t('records.filters')}>
        <div className={styles.filters}>
          <RangeFilter range={paged.range} shortcuts={RECORD_SHORTCUTS} onChange={paged.changeRange} />
          <SelectField
            className={styles.select}
            label={t('records.category')}
            value={category}
            onValueChange={(next) => {
              setCategory(next as RecordCategory | '');
              paged.restart();
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
        {paged.ready ? (
          <QueryState query={records}>
            {(value) => (
              <RecordList
                value={value}
                busy={records.isFetching}
                columns={COLUMNS}
                caption={t('records.accountTitle')}
                emptyText={t('records.none')}
                onPage={paged.setPage}
              />
            )}
          </QueryState>
        ) : (
          <p className={styles.hint}>{t('records.fixRange')}</p>
        )}
      </Section>
    </>
  );
}
