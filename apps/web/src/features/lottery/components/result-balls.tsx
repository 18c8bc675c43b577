import type { DrawResult } from '@portal/contracts/lottery';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { resultNumbers, resultSum } from '../model/labels.ts';
import styles from './lottery.module.css';

/** A 5-digit or three-dice result as balls or dice, with its sum and big/small, odd/even. */
export function ResultBalls({ result, size = 'large' }: { result: DrawResult; size?: 'large' | 'small' }) {
  const { t } = useTranslation();
  if (result.kind === 'vn') return <span className={styles.special}>{resultNumbers(result)}</span>;
  const numbers = result.kind === 'ssc' ? result.digits : result.dice;
  const sum = resultSum(result);
  return (
    <span className={clsx(styles.balls, size === 'small' && styles.ballsSmall)}>
      <span className="visually-hidden">{resultNumbers(result)}</span>
      <span className={styles.ballRow} aria-hidden="true">
        {numbers.map((n, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a ball is its position.
            key={index}
            className={clsx(styles.ball, result.kind === 'k3' && styles.die)}
          >
            {n}
          </span>
        ))}
      </span>
      {sum ? (
        <span className={styles.sumTag}>
          {t('lottery.sumIs', { sum: sum.sum })}
          {' · '}
          {sum.triple ? t('lottery.triple') : sum.big ? t('lottery.words.big') : t('lottery.words.small')}
          {' · '}
          {sum.odd ? t('lottery.words.odd') : t('lottery.words.even')}
        </span>
      ) : null}
    </span>
  );
}
