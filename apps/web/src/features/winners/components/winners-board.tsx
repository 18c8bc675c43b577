import type { Winner } from '@portal/contracts/winners';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useWinners } from '../api/get-winners.ts';
import { timeAgo } from '../model/time-ago.ts';
import { useWinMoney } from '../model/win-money.ts';
import { trophyPath } from './trophy-icon.ts';
import styles from './winners-board.module.css';

/** How often "5 min ago" is worked out again while the page stays open. */
const CLOCK_MS = 30_000;

function WinnerItem({
  winner,
  rank,
  now,
  money,
  times,
}: {
  winner: Winner;
  rank: number;
  now: number;
  money: (minor: number) => string;
  times: Intl.NumberFormat;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const amount = money(winner.payout);
  const multiplier = times.format(winner.multiplier);
  const ago = timeAgo(winner.wonAt, now, locale, 'long');
  return (
    <li className={styles.item}>
      {/* Read out as one sentence; the picture below says the same to the eye. */}
      <span className="visually-hidden">
        {t(ago ? 'home.winnerSentence' : 'home.winnerSentenceUndated', {
          account: winner.account,
          amount,
          game: winner.gameName,
          multiplier,
          ago,
        })}
      </span>
      <div className={styles.card} aria-hidden="true">
        <span className={styles.rank}>{rank}</span>
        <span className={styles.who}>
          <span className={styles.account}>{winner.account}</span>
          <span className={styles.game}>{winner.gameName}</span>
        </span>
        <span className={styles.win}>
          <span className={styles.payout}>{amount}</span>
          <span className={styles.meta}>
            <span className={styles.multiplier}>×{multiplier}</span>
            {ago ? (
              <time dateTime={winner.wonAt} title={formatShortDateTime(winner.wonAt, locale)}>
                {timeAgo(winner.wonAt, now, locale, 'short')}
              </time>
            ) : null}
          </span>
        </span>
      </div>
    </li>
  );
}

/**
 * The winners board of the home page (spec 2 "winners board"): the merchant's biggest recent
 * wins, biggest first, for visitors and members. It is decoration: while it loads, when there
 * are no wins and when it cannot be loaded, nothing at all is shown (a failed refresh keeps the
 * board last shown). A static list, renewed every minute while the page is visible.
 */
export function WinnersBoard() {
  const { t, i18n } = useTranslation();
  const winners = useWinners();
  const money = useWinMoney(winners.data?.currency ?? '');
  // A fresh answer also brings the clock forward, so a new win never reads as in the future.
  const now = Math.max(useNow(CLOCK_MS), winners.dataUpdatedAt);
  const list = winners.data?.list ?? [];
  if (list.length === 0) return null;
  const times = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  // Two columns where there is room, read down the first and then the second (1–5, 6–10).
  const rows = { '--winner-rows': Math.ceil(list.length / 2) } as CSSProperties;
  return (
    <section className={styles.board} aria-labelledby="home-winners-title">
      <h2 id="home-winners-title" className={styles.title}>
        <span className={styles.trophy}>
          <Icon path={trophyPath} size={24} />
        </span>
        {t('home.winnersTitle')}
      </h2>
      <div className={styles.frame}>
        <ol className={styles.list} style={rows}>
          {list.map((winner, index) => (
            <WinnerItem
              // The answer carries no ids; a win is its moment, account, game and amount.
              key={`${winner.wonAt}|${winner.account}|${winner.gameName}|${winner.payout}`}
              winner={winner}
              rank={index + 1}
              now={now}
              money={money}
              times={times}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
