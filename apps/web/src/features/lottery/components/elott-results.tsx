import type { Draw } from '@portal/contracts/lottery';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useResults } from '../api/get-results.ts';
import { resultNumbers, resultSum } from '../model/labels.ts';
import styles from './lottery.module.css';
import { ResultBalls } from './result-balls.tsx';
import { VerifyDraw } from './verify-draw.tsx';

const FIRST_ROWS = 10;

/**
 * The results board of an e-lottery game: the latest draws with their numbers and a fairness
 * check each, and the last 100 results at a glance with how often the sum came out big, small,
 * odd and even.
 */
export function ElottResults({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const results = useResults(gameCode);
  const [all, setAll] = useState(false);
  const headingId = useId();
  const lastId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('lottery.results')}
      </h2>
      <QueryState query={results} loadingLabel={t('lottery.loadingResults')}>
        {({ list }) =>
          list.length === 0 ? (
            <EmptyState text={t('lottery.noResults')} />
          ) : (
            <>
              <div className={clsx(styles.tableWrap, styles.resultsWrap)}>
                <table className={clsx(styles.table, styles.resultsTable)}>
                  <caption className="visually-hidden">{t('lottery.resultsCaption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('lottery.draw')}</th>
                      <th scope="col">{t('lottery.result')}</th>
                      <th scope="col">{t('lottery.fair.title')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(all ? list : list.slice(0, FIRST_ROWS)).map((draw) => (
                      <tr key={draw.drawId}>
                        <th scope="row" className={styles.numero}>
                          {draw.numero}
                        </th>
                        <td>{draw.result ? <ResultBalls result={draw.result} size="small" /> : '—'}</td>
                        <td>
                          {draw.serverSeed ? <VerifyDraw drawId={draw.drawId} numero={draw.numero} /> : '—'}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {list.length > FIRST_ROWS ? (
                <button
                  type="button"
                  className={styles.textButton}
                  aria-expanded={all}
                  onClick={() => setAll(!all)}
                >
                  {all ? t('lottery.showFewer') : t('lottery.showAll', { count: list.length })}
                </button>
              ) : null}
              <section aria-labelledby={lastId} className={styles.lastHundred}>
                <h3 id={lastId} className={styles.subTitle}>
                  {t('lottery.lastNumbers', { count: list.length })}
                </h3>
                <Tally list={list} />
                <ol className={styles.trend}>
                  {list.map((draw) =>
                    draw.result ? (
                      <li
                        key={draw.drawId}
                        className={clsx(styles.trendItem, resultSum(draw.result)?.big && styles.trendBig)}
                        title={draw.numero}
                      >
                        {resultNumbers(draw.result).replaceAll(' ', '')}
                      </li>
                    ) : null,
                  )}
                </ol>
              </section>
            </>
          )
        }
      </QueryState>
    </section>
  );
}

function Tally({ list }: { list: Draw[] }) {
  const { t } = useTranslation();
  const sums = list.flatMap((d) => (d.result ? [resultSum(d.result)] : [])).filter((s) => s !== null);
  const count = (pick: (s: (typeof sums)[number]) => boolean) => sums.filter(pick).length;
  return (
    <p className={styles.tally}>
      {t('lottery.tally', {
        big: count((s) => s.big && !s.triple),
        small: count((s) => !s.big && !s.triple),
        odd: count((s) => s.odd),
        even: count((s) => !s.odd),
      })}
    </p>
  );
}
