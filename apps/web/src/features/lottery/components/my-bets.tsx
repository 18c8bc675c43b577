import type { LotteryBet } from '@portal/contracts/lottery';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { cancelBet } from '../api/cancel-bet.ts';
import { MY_BETS_PAGE_SIZE, myBetsQueryKey, useMyBets } from '../api/get-my-bets.ts';
import { selectionLabel } from '../model/labels.ts';
import styles from './lottery.module.css';

const tone: Record<LotteryBet['status'], BadgeTone> = {
  open: 'pending',
  won: 'success',
  lost: 'neutral',
  cancelled: 'neutral',
  void: 'neutral',
};

/**
 * The member's bets on this game, newest first, with their live state: open until the draw's
 * result arrives (the list is fetched again then), won with the amount paid, or lost. An open
 * bet on the draw still taking bets can be cancelled, and its stake comes back.
 */
export function MyBets({
  gameCode,
  cancellableDrawId,
}: {
  gameCode: string;
  cancellableDrawId: string | null;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const bets = useMyBets(gameCode, page, true);
  const headingId = useId();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const whatOf = (bet: LotteryBet) =>
    `${t(`lottery.betTypes.${bet.betType}`)} · ${selectionLabel(bet.betType, bet.selection, t)}`;
  const cancelButton = (bet: LotteryBet) =>
    bet.status === 'open' && bet.drawId === cancellableDrawId ? (
      <button
        type="button"
        className={styles.textButton}
        disabled={cancelling !== null}
        aria-label={t('lottery.cancelBet', { bet: whatOf(bet) })}
        onClick={() => void cancel(bet, whatOf(bet))}
      >
        {cancelling === bet.betId ? t('lottery.cancelling') : t('lottery.cancel')}
      </button>
    ) : null;

  async function cancel(bet: LotteryBet, what: string) {
    setCancelling(bet.betId);
    setMessage(null);
    try {
      const answer = await cancelBet(bet.betId);
      setMessage({
        text: t('lottery.cancelled', { bet: what, amount: money(answer.bet.stake) }),
        error: false,
      });
    } catch (error) {
      setMessage({ text: errorText(error, t), error: true });
    } finally {
      setCancelling(null);
      void queryClient.invalidateQueries({ queryKey: myBetsQueryKey(gameCode) });
    }
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('lottery.myBets')}
      </h2>
      <p
        className={message?.error ? styles.errorText : styles.notice}
        role={message?.error ? 'alert' : 'status'}
      >
        {message?.text}
      </p>
      <QueryState query={bets} loadingLabel={t('lottery.loadingBets')}>
        {({ list, total }) =>
          list.length === 0 ? (
            <EmptyState text={t('lottery.noBets')} />
          ) : (
            <>
              {phone ? (
                // Phones: one card per bet instead of a table wider than the screen.
                <ul className={styles.betCards} aria-label={t('lottery.myBetsCaption')}>
                  {list.map((bet) => (
                    <li key={bet.betId} className={styles.betCard}>
                      <div className={styles.betCardHead}>
                        <span className={styles.betWhat}>{whatOf(bet)}</span>
                        <Badge tone={tone[bet.status]}>{t(`lottery.betStatus.${bet.status}`)}</Badge>
                      </div>
                      <p className={styles.betCardFacts}>
                        {t('lottery.drawNumero', { numero: bet.numero })} · {money(bet.stake)} ·{' '}
                        {t('lottery.oddsShort', { odds: bet.odds })}
                        {bet.status === 'won'
                          ? ` · ${t('lottery.paidAmount', { amount: money(bet.payout) })}`
                          : null}
                      </p>
                      {cancelButton(bet)}
                    </li>
                  ))}
                </ul>
              ) : (
                <div className={styles.tableWrap}>
                  <table className={styles.table}>
                    <caption className="visually-hidden">{t('lottery.myBetsCaption')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('lottery.draw')}</th>
                        <th scope="col">{t('lottery.bet')}</th>
                        <th scope="col" className={styles.num}>
                          {t('lottery.stake')}
                        </th>
                        <th scope="col" className={styles.num}>
                          {t('lottery.odds')}
                        </th>
                        <th scope="col">{t('lottery.status')}</th>
                        <th scope="col" className={styles.num}>
                          {t('lottery.paid')}
                        </th>
                        <th scope="col">
                          <span className="visually-hidden">{t('lottery.actions')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {list.map((bet) => {
                        const what = whatOf(bet);
                        return (
                          <tr key={bet.betId}>
                            <td className={styles.numero}>{bet.numero}</td>
                            <th scope="row" className={styles.betWhat}>
                              {what}
                            </th>
                            <td className={styles.num}>{money(bet.stake)}</td>
                            <td className={styles.num}>{bet.odds}</td>
                            <td>
                              <Badge tone={tone[bet.status]}>{t(`lottery.betStatus.${bet.status}`)}</Badge>
                            </td>
                            <td className={styles.num}>{bet.status === 'won' ? money(bet.payout) : '—'}</td>
                            <td>{cancelButton(bet)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
              <Pagination
                page={page}
                totalPages={Math.max(1, Math.ceil(total / MY_BETS_PAGE_SIZE))}
                onPage={setPage}
                label={t('lottery.myBetsPages')}
              />
            </>
          )
        }
      </QueryState>
    </section>
  );
}
