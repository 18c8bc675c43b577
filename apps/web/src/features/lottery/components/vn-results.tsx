import type { Draw, VnResult } from '@portal/contracts/lottery';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useResults } from '../api/get-results.ts';
import { lotoHeads, sheetOf } from '../model/vn-numbers.ts';
import shared from './lottery.module.css';
import { VerifyDraw } from './verify-draw.tsx';
import styles from './vn.module.css';

/** A draw's date from its numero: "20261122" or "20261122-0619" → "2026-11-22 #0619". */
function numeroLabel(numero: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(?:-(\d{4}))?$/.exec(numero);
  if (!match) return numero;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  return match[4] ? `${date} #${match[4]}` : date;
}

/**
 * Results of a regional game: a chosen draw's sheet in the real layout (the North: 27
 * numbers in 8 tiers from the special prize; the South and Centre: 18 numbers in 9 tiers from
 * the eighth prize up to the special), and its lô tô board by first digit.
 */
export function VnResults({ gameCode, engine }: { gameCode: string; engine: boolean }) {
  const { t } = useTranslation();
  const results = useResults(gameCode);
  const [chosen, setChosen] = useState<string | null>(null);
  const headingId = useId();
  const selectId = useId();
  return (
    <section className={shared.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('lottery.results')}
      </h2>
      <QueryState query={results} loadingLabel={t('lottery.loadingResults')}>
        {({ list }) => {
          const drawn = list.filter((d): d is Draw & { result: VnResult } => d.result?.kind === 'vn');
          const draw = drawn.find((d) => d.drawId === chosen) ?? drawn[0];
          if (!draw)
            return <EmptyState text={engine ? t('lottery.noResults') : t('lottery.vn.noOfficial')} />;
          return (
            <>
              <div className={styles.pickDraw}>
                <label htmlFor={selectId}>{t('lottery.draw')}</label>
                <select
                  id={selectId}
                  className={styles.select}
                  value={draw.drawId}
                  onChange={(event) => setChosen(event.target.value)}
                >
                  {drawn.map((d) => (
                    <option key={d.drawId} value={d.drawId}>
                      {numeroLabel(d.numero)}
                    </option>
                  ))}
                </select>
                {draw.serverSeed ? <VerifyDraw drawId={draw.drawId} numero={draw.numero} /> : null}
              </div>
              <div className={styles.sheets}>
                <ResultSheet result={draw.result} numero={draw.numero} />
                <LotoBoard result={draw.result} />
              </div>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

export function ResultSheet({ result, numero }: { result: VnResult; numero: string }) {
  const { t } = useTranslation();
  return (
    <table className={clsx(styles.sheet, result.structure === 'north' && styles.sheetNorth)}>
      <caption className={styles.sheetCaption}>
        {t('lottery.vn.sheetCaption', {
          date: numeroLabel(numero),
          count: result.structure === 'north' ? 27 : 18,
        })}
      </caption>
      <tbody>
        {sheetOf(result.structure).map((row) => {
          const numbers = result.tiers[row.tier] ?? [];
          return (
            <tr key={row.tier} className={clsx(row.tier === 'special' && styles.specialRow)}>
              <th scope="row">{t(`lottery.vn.tiers.${row.tier}`)}</th>
              <td>
                <ul className={clsx(styles.numbers, row.count >= 4 && styles.numbersMany)}>
                  {numbers.map((n, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: prize numbers may repeat within a tier.
                    <li key={index}>{n}</li>
                  ))}
                </ul>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function LotoBoard({ result }: { result: VnResult }) {
  const { t } = useTranslation();
  const heads = lotoHeads(result);
  return (
    <table className={styles.loto}>
      <caption className={styles.sheetCaption}>{t('lottery.vn.lotoCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lottery.vn.head')}</th>
          <th scope="col">{t('lottery.vn.tails')}</th>
        </tr>
      </thead>
      <tbody>
        {heads.map((tails, head) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the row is the head digit.
          <tr key={head}>
            <th scope="row">{head}</th>
            <td>{tails.join(', ') || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
