import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberCell } from '../../../components/ui/data-table.tsx';
import styles from './agent.module.css';
import { signed, type Tile } from './tiles.tsx';

/** A team report row's header: the member's account (and what `children` add under it). */
export function AccountCell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <th scope="row" data-label={t('agent.reports.account')} className={styles.accountCell}>
      {children}
    </th>
  );
}

/** A figure in an agent table (`label`: its column's heading), in green or red when `tone` says so. */
export function FigureCell({
  label,
  tone,
  children,
}: {
  label: string;
  tone?: Tile['tone'];
  children: ReactNode;
}) {
  return (
    <NumberCell label={label} numberClass={styles.number} className={tone && styles[tone]}>
      {children}
    </NumberCell>
  );
}

/** A result or a movement with its sign, toned as `signed` tones it. */
export function SignedCell({
  label,
  amount,
  money,
}: {
  label: string;
  amount: number;
  money: (minor: number) => string;
}) {
  const { value, tone } = signed(amount, money);
  return (
    <FigureCell label={label} tone={tone}>
      {value}
    </FigureCell>
  );
}
