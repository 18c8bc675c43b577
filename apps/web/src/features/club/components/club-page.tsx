import type { ClubLevel, ClubValue } from '@portal/contracts/club';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import dataTable from '../../../components/ui/data-table.module.css';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Badge, Section } from '../../../components/ui/section.tsx';
import { useMoney } from '../../../lib/currency.tsx';
import { formatRate, formatShortDateTime } from '../../../lib/format.ts';
import { useClub } from '../api/get-club.ts';
import styles from './club.module.css';

/** A level's colours as the small gem the header shows beside its name. */
function Gem({ level }: { level: Pick<ClubLevel, 'color' | 'color2'> | null }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(styles.gem, !level && styles.standardGem)}
      style={level ? { background: `linear-gradient(135deg, ${level.color}, ${level.color2})` } : undefined}
    />
  );
}

/** Whether a level's withdrawal limits are above the merchant's own. */
const raisesWithdrawals = (level: ClubLevel, standard: ClubValue['standardWithdraw']) =>
  level.withdrawMax > standard.max || level.withdrawDailyCount > standard.dailyCount;

/** The member's level, approved deposits, and the way to the next level (or the top reached). */
function StandingSection({ value }: { value: ClubValue }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const current = value.levels.find((l) => l.rank === value.rank) ?? null;
  const next = value.next && value.levels.find((l) => l.rank === value.next?.rank);
  const name = current?.name ?? t('account.standardLevel');
  return (
    <Section title={t('club.standingTitle')}>
      <div className={styles.standing}>
        <p className={styles.level}>
          <Gem level={current} />
          <span>
            <span className={styles.levelLabel}>{t('club.yourLevel')}</span>
            <strong className={styles.levelName}>{name}</strong>
          </span>
        </p>
        <p className={styles.deposited}>
          {t('club.deposited')} <strong>{money(value.deposited)}</strong>
        </p>
      </div>
      {current && current.rebateBonusBp > 0 ? (
        <p className={styles.hint}>
          {t('club.rebateHint', {
            level: current.name,
            rate: formatRate(current.rebateBonusBp, i18n.language),
          })}
        </p>
      ) : null}
      {current && raisesWithdrawals(current, value.standardWithdraw) ? (
        <p className={styles.hint}>
          {t('club.withdrawHint', {
            level: current.name,
            amount: money(current.withdrawMax),
            count: current.withdrawDailyCount,
          })}
        </p>
      ) : null}
      {value.next && next ? (
        <div className={styles.progress}>
          <p id={titleId} className={styles.progressTitle}>
            {value.next.remaining > 0
              ? t('club.toNext', { amount: money(value.next.remaining), level: next.name })
              : t('club.nextReached', { level: next.name })}
          </p>
          <ProgressBar
            value={value.deposited}
            max={next.minDeposit}
            labelledBy={titleId}
            valueText={t('club.progressValue', {
              done: money(value.deposited),
              required: money(next.minDeposit),
            })}
          />
          {next.upgradeBonus > 0 ? (
            <p className={styles.hint}>
              {t('club.nextBonus', { level: next.name, amount: money(next.upgradeBonus) })}
            </p>
          ) : null}
        </div>
      ) : (
        <p className={styles.top}>{t('club.topReached')}</p>
      )}
    </Section>
  );
}

/** Whether the member holds a level, and whether (when) its bonus was paid. */
function LevelState({ level, rank }: { level: ClubLevel; rank: number }) {
  const { t, i18n } = useTranslation();
  if (level.rank > rank) return <Badge tone="neutral">{t('club.notReached')}</Badge>;
  return (
    <span className={styles.state}>
      <Badge tone="success">{level.rank === rank ? t('club.current') : t('club.reached')}</Badge>
      {level.bonusPaidAt ? (
        <span className={styles.paid}>
          {t('club.bonusPaid')}{' '}
          <time dateTime={level.bonusPaidAt}>{formatShortDateTime(level.bonusPaidAt, i18n.language)}</time>
        </span>
      ) : null}
    </span>
  );
}

/**
 * The merchant's ladder, lowest first: what each level asks, what reaching it pays and, when any
 * level raises rebates, what each adds to them.
 */
function LevelsSection({ value }: { value: ClubValue }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const rebates = value.levels.some((l) => l.rebateBonusBp > 0);
  return (
    <Section title={t('club.levelsTitle')}>
      <div className={styles.tableWrap}>
        <table className={dataTable.table}>
          <caption className="visually-hidden">{t('club.levelsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('club.level')}</th>
              <th scope="col" className={dataTable.number}>
                {t('club.minDeposit')}
              </th>
              <th scope="col" className={dataTable.number}>
                {t('club.upgradeBonus')}
              </th>
              {rebates ? (
                <th scope="col" className={dataTable.number}>
                  {t('club.rebateBonus')}
                </th>
              ) : null}
              <th scope="col">{t('club.state')}</th>
            </tr>
          </thead>
          <tbody>
            {value.levels.map((level) => (
              <tr key={level.rank} className={clsx(level.rank === value.rank && styles.currentRow)}>
                <th scope="row" data-label={t('club.level')}>
                  <span className={styles.levelCell}>
                    <Gem level={level} />
                    {level.name}
                  </span>
                </th>
                <td data-label={t('club.minDeposit')} className={dataTable.number}>
                  {money(level.minDeposit)}
                </td>
                <td data-label={t('club.upgradeBonus')} className={dataTable.number}>
                  {level.upgradeBonus > 0 ? money(level.upgradeBonus) : t('club.noBonus')}
                </td>
                {rebates ? (
                  <td data-label={t('club.rebateBonus')} className={dataTable.number}>
                    {level.rebateBonusBp > 0
                      ? `+${formatRate(level.rebateBonusBp, i18n.language)}`
                      : t('club.noBonus')}
                  </td>
                ) : null}
                <td data-label={t('club.state')}>
                  <LevelState level={level} rank={value.rank} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.rules}>
        <li>{t('club.ruleClimb')}</li>
        <li>
          {value.turnoverTimes > 0
            ? t('club.ruleBonusTurnover', { count: value.turnoverTimes })
            : t('club.ruleBonus')}
        </li>
      </ul>
    </Section>
  );
}

/**
 * The withdrawals each level allows, from the standard level up, when any level raises them:
 * the largest single withdrawal and how many a day.
 */
function WithdrawalsSection({ value }: { value: ClubValue }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows = [
    { rank: 0, name: t('account.standardLevel'), level: null, ...value.standardWithdraw },
    ...value.levels.map((l) => ({
      rank: l.rank,
      name: l.name,
      level: l,
      max: l.withdrawMax,
      dailyCount: l.withdrawDailyCount,
    })),
  ];
  return (
    <Section title={t('club.withdrawTitle')}>
      <div className={styles.tableWrap}>
        <table className={dataTable.table}>
          <caption className="visually-hidden">{t('club.withdrawTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('club.level')}</th>
              <th scope="col" className={dataTable.number}>
                {t('club.withdrawMax')}
              </th>
              <th scope="col" className={dataTable.number}>
                {t('club.withdrawCount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.rank} className={clsx(row.rank === value.rank && styles.currentRow)}>
                <th scope="row" data-label={t('club.level')}>
                  <span className={styles.levelCell}>
                    <Gem level={row.level} />
                    {row.name}
                  </span>
                </th>
                <td data-label={t('club.withdrawMax')} className={dataTable.number}>
                  {money(row.max)}
                </td>
                <td data-label={t('club.withdrawCount')} className={dataTable.number}>
                  {row.dailyCount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint}>{t('club.withdrawRule')}</p>
    </Section>
  );
}

/**
 * The VIP club (member centre `vipClub`): the member's level and the deposits left to the next,
 * the merchant's ladder with each level's threshold and level-up bonus, and the withdrawal limits
 * by level when any level raises them. A merchant without a ladder says so rather than showing
 * an empty table.
 */
export function ClubPage() {
  const { t } = useTranslation();
  return (
    <QueryState query={useClub()}>
      {(value) =>
        value.levels.length === 0 ? (
          <EmptyState text={t('club.noLevels')} />
        ) : (
          <>
            <StandingSection value={value} />
            <LevelsSection value={value} />
            {value.levels.some((l) => raisesWithdrawals(l, value.standardWithdraw)) ? (
              <WithdrawalsSection value={value} />
            ) : null}
          </>
        )
      }
    </QueryState>
  );
}
