import { type BonusRecordsValue, type BonusType, bonusTypeSchema } from '@portal/contracts/records';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import figures from '../../../components/ui/figures.module.css';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { RangeFilter } from '../../../components/ui/range-filter.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { recordTypeText } from '../../../lib/record-type.ts';
import { useBonusRecords } from '../api/get-bonus-records.ts';
import { RECORD_SHORTCUTS, usePagedRange } from '../model/use-paged-range.ts';
import { type RecordColumn, RecordList } from './record-list.tsx';
import styles from './records.module.css';

const PAGE_SIZE = 20;

const COLUMNS: readonly RecordColumn[] = ['time', 'type', 'amount', 'reference'];

/** The period's bonuses in all and by type (whatever the type filter); only the types received. */
function BonusTotals({ value, busy }: { value: BonusRecordsValue; busy: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const received = value.totals.filter((row) => row.amount !== 0 || row.count !== 0);
  return (
    <Section title={t('records.summary')}>
      <dl className={clsx(figures.figures, styles.bonusFigures, busy && styles.refreshing)}>
        <div className={clsx(figures.figure, figures.highlight, styles.bonusSum)}>
          <dt>{t('records.bonus.sum')}</dt>
          <dd>{money(value.sum)}</dd>
        </div>
        {received.map((row) => (
          <div key={row.type} className={figures.figure}>
            <dt>{recordTypeText(row.type, t)}</dt>
            <dd>{money(row.amount)}</dd>
            <dd className={styles.figureNote}>{t('records.bonus.count', { count: row.count })}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/**
 * bonusDetails (spec 2): the bonuses paid to the member over a period (rebates, salaries,
 * dividends, invite rewards, points, mission rewards), what each kind came to, and the list,
 * of one kind or all.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const paged = usePagedRange();
  const [type, setType] = useState<BonusType | ''>('');
  const bonuses = useBonusRecords(
    { ...paged.period, page: paged.page, pageSize: PAGE_SIZE, ...(type ? { type } : {}) },
    paged.ready,
  );
  const listTitle = t('records.bonus.listTitle');

  return (
    <>
      <Section title={t('records.filters')}>
        <div className={styles.filters}>
          <RangeFilter range={paged.range} shortcuts={RECORD_SHORTCUTS} onChange={paged.changeRange} />
          <SelectField
            className={styles.select}
            label={t('records.bonus.type')}
            value={type}
            onValueChange={(next) => {
              setType(next as BonusType | '');
              paged.restart();
            }}
            options={[
              { value: '', label: t('records.categories.all') },
              ...bonusTypeSchema.options.map((value) => ({ value, label: recordTypeText(value, t) })),
            ]}
          />
        </div>
      </Section>
      {paged.ready ? (
        <QueryState query={bonuses}>
          {(value) => (
            <>
              <BonusTotals value={value} busy={bonuses.isFetching} />
              <Section title={listTitle}>
                <RecordList
                  value={value}
                  busy={bonuses.isFetching}
                  columns={COLUMNS}
                  caption={listTitle}
                  emptyText={type ? t('records.bonus.noneOfType') : t('records.bonus.none')}
                  onPage={paged.setPage}
                />
              </Section>
            </>
          )}
        </QueryState>
      ) : (
        <Section title={listTitle}>
          <p className={styles.hint}>{t('records.fixRange')}</p>
        </Section>
      )}
    </>
  );
}
