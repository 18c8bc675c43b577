import { type OverviewPeriod, overviewPeriodSchema, type TeamOverviewValue } from '@portal/contracts/agent';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PressedGroup } from '../../../components/ui/pressed-group.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { useTeamOverview } from '../api/get-team-overview.ts';
import { formatCount, useAmountIn } from '../model/use-amount.ts';
import styles from './agent.module.css';
import { signed, type Tile, Tiles } from './tiles.tsx';

/**
 * "21 Nov 2026", or "15 Nov 2026 – 21 Nov 2026": the period's days in the merchant's time zone,
 * which is named when the browser's differs.
 */
function periodDays(value: Pick<TeamOverviewValue, 'from' | 'to'>, locale: string, timeZone: string) {
  const start = new Date(value.from);
  // `to` is exclusive: the last day is the one just before it.
  const end = new Date(new Date(value.to).getTime() - 1);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  } catch {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  }
  const first = format.format(start);
  const last = format.format(end);
  const days = first === last ? first : `${first} – ${last}`;
  const zone = zoneNoteFor(format, start);
  return zone ? `${days} (${zone})` : days;
}

/**
 * The merchant's zone ("GMT+7") when the browser keeps another: its "today" can then be another
 * day than the one the record filters call today, which follow the browser.
 */
function zoneNoteFor(format: Intl.DateTimeFormat, at: Date): string | null {
  const { timeZone, locale } = format.resolvedOptions();
  if (timeZone === new Intl.DateTimeFormat().resolvedOptions().timeZone) return null;
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
}

function Figures({ value }: { value: TeamOverviewValue }) {
  const { t } = useTranslation();
  const money = useAmountIn(value.currency);
  const members: Tile[] = [
    {
      key: 'directMembers',
      label: t('agent.overview.directMembers'),
      value: formatCount(value.directMembers),
    },
    { key: 'teamMembers', label: t('agent.overview.teamMembers'), value: formatCount(value.teamMembers) },
    { key: 'newMembers', label: t('agent.overview.newMembers'), value: formatCount(value.newMembers) },
    {
      key: 'activeMembers',
      label: t('agent.overview.activeMembers'),
      value: formatCount(value.activeMembers),
    },
  ];
  const moneyTiles: Tile[] = [
    {
      key: 'netResult',
      label: t('agent.overview.netResult'),
      ...signed(value.netResult, money),
      sub: t('agent.overview.netResultNote'),
    },
    {
      key: 'stake',
      label: t('agent.overview.stake'),
      value: money(value.stake),
      sub: t('agent.overview.betCount', { count: value.betCount, formatted: formatCount(value.betCount) }),
    },
    { key: 'payout', label: t('agent.overview.payout'), value: money(value.payout) },
    { key: 'deposits', label: t('agent.overview.deposits'), value: money(value.deposits) },
    { key: 'withdrawals', label: t('agent.overview.withdrawals'), value: money(value.withdrawals) },
    {
      key: 'teamBalance',
      label: t('agent.overview.teamBalance'),
      value: money(value.teamBalance),
      sub: t('agent.overview.teamBalanceNote'),
    },
  ];
  return (
    <>
      <Section title={t('agent.overview.membersTitle')}>
        <Tiles tiles={members} four />
      </Section>
      <Section title={t('agent.overview.moneyTitle')}>
        <Tiles tiles={moneyTiles} main="netResult" />
      </Section>
    </>
  );
}

/**
 * agentTeamOverview (spec 2): the agent's whole team (every account below it) in figures, for
 * today, yesterday, the last 7 days or this month.
 */
export function TeamOverviewPage({ onOpenRegister }: { onOpenRegister: () => void }) {
  const { t, i18n } = useTranslation();
  const { brand } = useSystemInfo();
  const [period, setPeriod] = useState<OverviewPeriod>('today');
  const overview = useTeamOverview(period);
  // The figures shown are the last period's until the chosen one arrives.
  const stale = overview.isPlaceholderData;
  const shown = overview.data;

  return (
    <>
      <Section title={t('agent.overview.period')}>
        <PressedGroup
          legend={t('agent.overview.period')}
          options={overviewPeriodSchema.options}
          value={period}
          labelOf={(option) => t(`agent.overview.periods.${option}`)}
          onSelect={setPeriod}
        />
        {shown && !stale ? (
          <p className={styles.hint}>{periodDays(shown, i18n.language, brand.timeZone)}</p>
        ) : null}
      </Section>
      <QueryState query={overview}>
        {(value) =>
          value.teamMembers === 0 ? (
            <EmptyState
              icon="info"
              text={t('agent.overview.noTeam')}
              action={
                <Button variant="primary" onClick={onOpenRegister}>
                  {t('agent.overview.openAccount')}
                </Button>
              }
            />
          ) : (
            <div className={clsx(styles.results, stale && styles.refreshing)} aria-busy={stale || undefined}>
              <Figures value={value} />
            </div>
          )
        }
      </QueryState>
    </>
  );
}
