import type { LeaderboardEntry, MissionLeaderboard } from '@portal/contracts/missions';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import dataTable from '../../../components/ui/data-table.module.css';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { useMissionLeaderboard } from '../api/get-mission-leaderboard.ts';
import styles from './missions.module.css';

/** "Your place: #4 with 30 points", or how to get one. */
function MyPlace({ mine }: { mine: MissionLeaderboard['mine'] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <p className={styles.myPlace}>
      {mine.rank === null
        ? t('missions.notRanked')
        : t('missions.yourPlace', {
            rank: number.format(mine.rank),
            points: number.format(mine.points),
            count: mine.points,
          })}
    </p>
  );
}

/** "When the week ends, the top 3 places win ₫10,000.00, ₫5,000.00, ₫2,000.00." */
function PrizesLine({ prizes }: { prizes: number[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <p className={styles.prizes}>
      {t('missions.prizesLine', { count: prizes.length, prizes: prizes.map((p) => money(p)).join(', ') })}
    </p>
  );
}

/** The week's top members; the member's own row stands out and says so. */
function LeaderboardTable({ list, withPrizes }: { list: LeaderboardEntry[]; withPrizes: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <table className={dataTable.table}>
      <caption className="visually-hidden">{t('missions.leaderboardTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('missions.rank')}</th>
          <th scope="col">{t('missions.account')}</th>
          <th scope="col" className={dataTable.number}>
            {t('missions.missionCount')}
          </th>
          <th scope="col" className={dataTable.number}>
            {t('missions.pointCount')}
          </th>
          {withPrizes ? (
            <th scope="col" className={dataTable.number}>
              {t('missions.prize')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {list.map((row) => (
          <tr key={row.rank} className={clsx(row.me && styles.mine)}>
            <td data-label={t('missions.rank')} className={styles.rank}>
              {number.format(row.rank)}
            </td>
            <th scope="row" data-label={t('missions.account')}>
              <span className={styles.account}>
                {row.account}
                {row.me ? ' ' : null}
                {row.me ? <span className={styles.you}>{t('missions.you')}</span> : null}
              </span>
            </th>
            <td data-label={t('missions.missionCount')} className={dataTable.number}>
              {number.format(row.missions)}
            </td>
            <td data-label={t('missions.pointCount')} className={dataTable.number}>
              {number.format(row.points)}
            </td>
            {withPrizes ? (
              <td data-label={t('missions.prize')} className={dataTable.number}>
                {row.prize === null ? '–' : money(row.prize)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** This week's leaderboard of mission points and the member's place on it. */
export function LeaderboardPanel() {
  const { t } = useTranslation();
  const board = useMissionLeaderboard();
  return (
    <Section title={t('missions.leaderboardTitle')}>
      <QueryState query={board}>
        {(value) => (
          <div className={clsx(styles.results, board.isFetching && styles.refreshing)}>
            <MyPlace mine={value.mine} />
            {value.prizes.length > 0 ? <PrizesLine prizes={value.prizes} /> : null}
            {value.list.length === 0 ? (
              <EmptyState text={t('missions.noLeaders')} />
            ) : (
              <LeaderboardTable list={value.list} withPrizes={value.prizes.length > 0} />
            )}
          </div>
        )}
      </QueryState>
    </Section>
  );
}
