import { clsx } from 'clsx';
import styles from './agent.module.css';

export type Tile = { key: string; label: string; value: string; sub?: string; tone?: 'credit' | 'debit' };

/** Figures as tiles; `main` spans the row, `four` puts short counts four abreast. */
export function Tiles({ tiles, main, four }: { tiles: Tile[]; main?: string; four?: boolean }) {
  return (
    <ul className={clsx(styles.tiles, four && styles.tilesFour)}>
      {tiles.map((tile) => (
        <li key={tile.key} className={clsx(styles.tile, tile.key === main && styles.tileMain)}>
          <span className={styles.tileLabel}>{tile.label}</span>
          <span className={clsx(styles.tileValue, tile.tone && styles[tile.tone])}>{tile.value}</span>
          {tile.sub ? <span className={styles.tileSub}>{tile.sub}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A result with its sign ("+₫1,000.00", "-₫500.00"), toned green above zero and red below. */
export function signed(amount: number, money: (minor: number) => string): Pick<Tile, 'value' | 'tone'> {
  return {
    value: `${amount > 0 ? '+' : ''}${money(amount)}`,
    ...(amount > 0 ? { tone: 'credit' as const } : amount < 0 ? { tone: 'debit' as const } : {}),
  };
}
