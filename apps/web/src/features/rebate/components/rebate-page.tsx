import { REBATE_WINDOW_DAYS, type RebateClaimValue, type RebateValue } from '@portal/contracts/rebate';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import dataTable from '../../../components/ui/data-table.module.css';
import { NumberCell, TableHead } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ErrorState, QueryState } from '../../../components/ui/query-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { ShortDateTime } from '../../../components/ui/short-date-time.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatRate } from '../../../lib/format.ts';
import { useBackToLastPage } from '../../../lib/use-back-to-last-page.ts';
import { useRebate } from '../api/get-rebate.ts';
import { useRebateClaims } from '../api/get-rebate-claims.ts';
import { useClaimRebate } from '../model/use-claim-rebate.ts';
import styles from './rebate.module.css';

type Claim = ReturnType<typeof useClaimRebate>;

/** The claim button, and what became of the last claim: a status for success, an alert otherwise. */
function ClaimAction({ value, claim }: { value: RebateValue; claim: Claim }) {
  const { t } = useTranslation();
  const money = useMoney();
  const hintId = useId();
  const empty = value.total === 0;
  return (
    <div className={styles.claim}>
      <div className={styles.claimRow}>
        <Button
          className={styles.claimButton}
          disabled={empty || claim.busy}
          aria-describedby={empty ? hintId : undefined}
          onClick={() => void claim.claim()}
        >
          {claim.busy ? t('rebate.claiming') : t('rebate.claim', { amount: money(value.total) })}
        </Button>
        {empty ? (
          <p id={hintId} className={styles.hint}>
            {t('rebate.nothingYet', { days: value.windowDays })}
          </p>
        ) : null}
      </div>
      {/* Always present, so the success is announced when its text arrives. */}
      <div role="status" className={styles.status}>
        {claim.claimed ? (
          <p className={outcomeStyles.success}>
            {t('rebate.claimed', { amount: money(claim.claimed.claim.amount) })}
          </p>
        ) : null}
      </div>
      {claim.problem?.kind === 'nothingToClaim' ? (
        <p role="alert" className={outcomeStyles.refusal}>
          {t('rebate.nothingToClaim')}
        </p>
      ) : null}
      {claim.problem?.kind === 'failed' ? (
        <ErrorState text={errorText(claim.problem.error, t)} onRetry={() => void claim.claim()} />
      ) : null}
    </div>
  );
}

/** What claiming now pays, product by product, and the claim. */
function ClaimableSection({ claim }: { claim: Claim }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const rebate = useRebate();
  const count = new Intl.NumberFormat(i18n.language);
  const days = rebate.data?.windowDays ?? REBATE_WINDOW_DAYS;
  return (
    <Section title={t('rebate.claimableTitle')}>
      <p className={styles.intro}>{t('rebate.intro', { days })}</p>
      <QueryState query={rebate}>
        {(value) => (
          <div className={clsx(styles.results, rebate.isFetching && styles.refreshing)}>
            {value.level ? (
              <p className={styles.intro}>
                {t('rebate.levelBoost', {
                  level: value.level.name,
                  rate: formatRate(value.level.bonusBp, i18n.language),
                })}
              </p>
            ) : null}
            {value.products.length === 0 ? (
              <EmptyState text={t('rebate.noProducts')} />
            ) : (
              <table className={dataTable.table}>
                <caption className="visually-hidden">{t('rebate.byProduct')}</caption>
                <TableHead
                  columns={[
                    { label: t('rebate.product') },
                    { label: t('rebate.rate'), number: true },
                    { label: t('rebate.bets'), number: true },
                    { label: t('rebate.validBets'), number: true },
                    { label: t('rebate.amount'), number: true },
                  ]}
                />
                <tbody>
                  {value.products.map((row) => (
                    <tr key={row.product}>
                      <th scope="row" data-label={t('rebate.product')}>
                        {t(`rebate.products.${row.product}`)}
                      </th>
                      <NumberCell label={t('rebate.rate')}>
                        {formatRate(row.rateBp, i18n.language)}
                      </NumberCell>
                      <NumberCell label={t('rebate.bets')}>{count.format(row.bets)}</NumberCell>
                      <NumberCell label={t('rebate.validBets')}>{money(row.validBets)}</NumberCell>
                      <NumberCell label={t('rebate.amount')}>{money(row.amount)}</NumberCell>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <p className={styles.total}>
              <span>{t('rebate.total')}</span>
              <span className={styles.totalValue}>{money(value.total)}</span>
            </p>
            <ClaimAction value={value} claim={claim} />
          </div>
        )}
      </QueryState>
    </Section>
  );
}

/** The member's past claims, newest first. */
function ClaimHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const claims = useRebateClaims(page);
  const count = new Intl.NumberFormat(i18n.language);
  useBackToLastPage(claims, (answer) => Math.ceil(answer.total / answer.pageSize), onPage);
  return (
    <Section title={t('rebate.historyTitle')}>
      <QueryState query={claims}>
        {(value) =>
          value.list.length === 0 ? (
            <EmptyState text={t('rebate.noClaims')} />
          ) : (
            <div className={clsx(styles.results, claims.isFetching && styles.refreshing)}>
              <table className={dataTable.table}>
                <caption className="visually-hidden">{t('rebate.historyTitle')}</caption>
                <TableHead
                  columns={[
                    { label: t('rebate.date') },
                    { label: t('rebate.bets'), number: true },
                    { label: t('rebate.validBets'), number: true },
                    { label: t('rebate.claimAmount'), number: true },
                  ]}
                />
                <tbody>
                  {value.list.map((row) => (
                    <tr key={row.id}>
                      <td data-label={t('rebate.date')}>
                        <ShortDateTime iso={row.createdAt} />
                      </td>
                      <NumberCell label={t('rebate.bets')}>{count.format(row.bets)}</NumberCell>
                      <NumberCell label={t('rebate.validBets')}>{money(row.validBets)}</NumberCell>
                      <NumberCell label={t('rebate.claimAmount')} className={styles.credit}>
                        {money(row.amount)}
                      </NumberCell>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pagination
                page={value.page}
                totalPages={Math.max(1, Math.ceil(value.total / value.pageSize))}
                onPage={onPage}
                label={t('rebate.historyPages')}
              />
            </div>
          )
        }
      </QueryState>
    </Section>
  );
}

/**
 * manualRebate (spec 2): a share of the member's settled bets of the last days, paid to the
 * main wallet when claimed, and the claims made so far. `onClaimed` refreshes what lives
 * outside this feature (the balance, the account records).
 */
export function RebatePage({ onClaimed }: { onClaimed: (value: RebateClaimValue) => void }) {
  const [page, setPage] = useState(1);
  const claim = useClaimRebate((value) => {
    // The new claim heads the history.
    setPage(1);
    onClaimed(value);
  });
  return (
    <>
      <ClaimableSection claim={claim} />
      <ClaimHistory page={page} onPage={setPage} />
    </>
  );
}
