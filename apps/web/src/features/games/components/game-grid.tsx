import type { Game } from '@portal/contracts/games';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorState } from '../../../components/ui/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { GameCard } from './game-card.tsx';
import styles from './games.module.css';

type ListQuery = { isError: boolean; error: unknown; refetch: () => unknown; isFetching?: boolean };

type GameGridProps = {
  /** Undefined while the first answer is on its way (or after it failed). */
  games: Game[] | undefined;
  query?: ListQuery;
  emptyText?: string;
  vendorNames?: ReadonlyMap<string, string>;
  onLaunch?: (game: Game) => void;
  /** Smaller cards, for dialogs. */
  compact?: boolean;
  /** A horizontal row that scrolls, for the hot and recent lists. */
  row?: boolean;
  label?: string;
};

/** Game cards with the loading, error and empty states of a list that loads. */
export function GameGrid({
  games,
  query,
  emptyText,
  vendorNames,
  onLaunch,
  compact,
  row,
  label,
}: GameGridProps) {
  const { t } = useTranslation();
  if (games === undefined) {
    if (query?.isError)
      return <ErrorState text={errorText(query.error, t)} onRetry={() => query.refetch()} />;
    return <LoadingState compact label={t('common.loading')} />;
  }
  if (games.length === 0) return <EmptyState text={emptyText ?? t('games.empty')} />;
  return (
    <ul
      className={clsx(styles.grid, compact && styles.compact, row && styles.row)}
      aria-label={label}
      aria-busy={query?.isFetching ? true : undefined}
    >
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} vendorName={vendorNames?.get(game.vassalage)} onLaunch={onLaunch} />
        </li>
      ))}
    </ul>
  );
}
