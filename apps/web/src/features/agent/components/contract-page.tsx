import type {
  Contract,
  ContractKind,
  ContractsValue,
  DownlineContracts,
} from '@portal/contracts/agent-contracts';
import { clsx } from 'clsx';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import outcomeStyles from '../../../components/ui/outcome.module.css';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ErrorState, QueryState } from '../../../components/ui/query-state.tsx';
import { Badge, Section } from '../../../components/ui/section.tsx';
import { formatRate, formatShortDateTime } from '../../../lib/format.ts';
import { useEndContract } from '../api/end-contract.ts';
import { useContractSettings } from '../api/get-contract-settings.ts';
import { useContracts } from '../api/get-contracts.ts';
import { useRespondContract } from '../api/respond-contract.ts';
import { contractErrorText, endsDownlinesOf } from '../model/contract-error.ts';
import { bestRate } from '../model/contract-rate.ts';
import { memberTypeText } from '../model/member-type.ts';
import { useAmountIn } from '../model/use-amount.ts';
import styles from './agent.module.css';
import { ContractTiers } from './contract-tiers.tsx';
import contractStyles from './contracts.module.css';
import { MyIncomePage } from './my-income-page.tsx';
import { OfferForm } from './offer-form.tsx';
import { ScrollTable } from './scroll-table.tsx';

/** What became of the last action of a section: news (a status) or a refusal (an alert). */
type Outcome = { text: string; error: boolean } | null;

/** The news of a section's last action; the status region stays in the page so news is announced. */
function OutcomeLine({ outcome, focusRef }: { outcome: Outcome; focusRef?: Ref<HTMLDivElement> }) {
  return (
    <>
      <div
        role="status"
        className={contractStyles.status}
        ref={focusRef}
        tabIndex={focusRef ? -1 : undefined}
      >
        {outcome && !outcome.error ? <p className={outcomeStyles.success}>{outcome.text}</p> : null}
      </div>
      {outcome?.error ? (
        <p role="alert" className={outcomeStyles.refusal}>
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}

/** "the operator" for a contract the house set, else the upline's account. */
const offeredByText = (contract: Contract, t: (key: string) => string) =>
  contract.offeredBy === 'house' ? t('agent.contracts.house') : contract.offeredBy;

type MyConfirm = { type: 'end' } | { type: 'acceptEnds'; contractId: string; accounts: string[] };

/**
 * The agent's own contract of the kind: its tiers, who offered it and since when, and ending it;
 * an offer waiting for an answer, with accept and reject. Accepting tiers under which a
 * downline's contract no longer fits is refused (CONTRACT_ENDS_DOWNLINES) until the agent
 * confirms that those contracts end.
 */
function MyContractSection({ kind, value }: { kind: ContractKind; value: ContractsValue }) {
  const { t, i18n } = useTranslation();
  const money = useAmountIn(value.currency);
  const respond = useRespondContract();
  const end = useEndContract();
  const [confirm, setConfirm] = useState<MyConfirm | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const offerId = useId();
  const busy = respond.isPending || end.isPending;
  const { active, offered } = value.mine;
  const date = (iso: string) => formatShortDateTime(iso, i18n.language);

  async function answer(contractId: string, decision: 'accept' | 'reject', endDownlineContracts = false) {
    setOutcome(null);
    try {
      const result = await respond.mutateAsync({
        contractId,
        decision,
        ...(endDownlineContracts ? { endDownlineContracts: true } : {}),
      });
      setConfirm(null);
      const ended = result.endedDownlines;
      setOutcome({
        error: false,
        text:
          decision === 'reject'
            ? t('agent.contracts.rejected')
            : ended.length > 0
              ? t('agent.contracts.acceptedEnding', { accounts: ended.join(', ') })
              : t('agent.contracts.accepted'),
      });
    } catch (error) {
      const accounts = decision === 'accept' && !endDownlineContracts ? endsDownlinesOf(error) : null;
      if (accounts) {
        setConfirm({ type: 'acceptEnds', contractId, accounts });
        return;
      }
      setConfirm(null);
      setOutcome({ error: true, text: contractErrorText(error, t) });
    }
  }

  async function endMine() {
    setOutcome(null);
    try {
      const result = await end.mutateAsync({ kind });
      setOutcome({
        error: false,
        text:
          result.ended.length > 0
            ? t('agent.contracts.endedMineWith', { accounts: result.ended.join(', ') })
            : t('agent.contracts.endedMine'),
      });
    } catch (error) {
      setOutcome({ error: true, text: contractErrorText(error, t) });
    } finally {
      setConfirm(null);
    }
  }

  return (
    <Section title={t('agent.contracts.mineTitle')}>
      <p className={contractStyles.intro}>
        {t(`agent.contracts.about.${kind}`)} {t(`agent.contracts.settled.${value.period}`)}
      </p>
      {active ? (
        <div className={contractStyles.block}>
          <p className={contractStyles.meta}>
            {t('agent.contracts.activeSince', {
              by: offeredByText(active, t),
              date: date(active.acceptedAt ?? active.offeredAt),
            })}
          </p>
          <ContractTiers
            kind={kind}
            tiers={active.tiers}
            caption={t('agent.contracts.myTiers')}
            money={money}
          />
          <div className={contractStyles.actions}>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirm({ type: 'end' })}>
              {t('agent.contracts.endMine')}
            </Button>
          </div>
        </div>
      ) : (
        <EmptyState text={t(`agent.contracts.noContract.${kind}`)} />
      )}
      {offered ? (
        <section className={contractStyles.offer} aria-labelledby={offerId}>
          <h5 id={offerId} className={contractStyles.offerTitle}>
            {t('agent.contracts.offerWaitingTitle')}
          </h5>
          <p className={contractStyles.meta}>
            {t('agent.contracts.offeredOn', { by: offeredByText(offered, t), date: date(offered.offeredAt) })}
            {active ? ` ${t('agent.contracts.offerReplaces')}` : ''}
          </p>
          <ContractTiers
            kind={kind}
            tiers={offered.tiers}
            caption={t('agent.contracts.offeredTiers')}
            money={money}
          />
          <div className={contractStyles.actions}>
            <Button variant="primary" disabled={busy} onClick={() => void answer(offered.id, 'accept')}>
              {t('agent.contracts.accept')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => void answer(offered.id, 'reject')}>
              {t('agent.contracts.reject')}
            </Button>
          </div>
        </section>
      ) : null}
      <OutcomeLine outcome={outcome} />
      {confirm?.type === 'end' ? (
        <AlertDialog
          title={t(`agent.contracts.endMineTitle.${kind}`)}
          text={t('agent.contracts.endMineText')}
          confirmLabel={t('agent.contracts.endMine')}
          cancelLabel={t('agent.contracts.cancel')}
          onConfirm={() => void endMine()}
          onCancel={() => setConfirm(null)}
          busy={busy}
        />
      ) : null}
      {confirm?.type === 'acceptEnds' ? (
        <AlertDialog
          title={t('agent.contracts.acceptEndsTitle')}
          text={t('agent.contracts.acceptEndsText', { accounts: confirm.accounts.join(', ') })}
          confirmLabel={t('agent.contracts.acceptEndsConfirm')}
          cancelLabel={t('agent.contracts.cancel')}
          onConfirm={() => void answer(confirm.contractId, 'accept', true)}
          onCancel={() => setConfirm(null)}
          busy={busy}
        />
      ) : null}
    </Section>
  );
}

/** The state of a downline's contract in words: in force with its best rate, an offer waiting, none. */
function ContractState({ row }: { row: DownlineContracts }) {
  const { t, i18n } = useTranslation();
  const rate = (contract: Contract) => formatRate(bestRate(contract.tiers), i18n.language);
  if (!row.active && !row.offered) return <span className={styles.muted}>{t('agent.contracts.none')}</span>;
  return (
    <span className={contractStyles.states}>
      {row.active ? (
        <Badge tone="success">{t('agent.contracts.activeUpTo', { rate: rate(row.active) })}</Badge>
      ) : null}
      {row.offered ? (
        <Badge tone="pending">{t('agent.contracts.offerUpTo', { rate: rate(row.offered) })}</Badge>
      ) : null}
    </span>
  );
}

/** The offer button's words: a first offer, a change of the one waiting, or a new contract. */
function offerLabels(row: DownlineContracts) {
  if (row.offered) return { label: 'changeOffer', name: 'changeOfferTo' } as const;
  if (row.active) return { label: 'newOffer', name: 'newOfferTo' } as const;
  return { label: 'makeOffer', name: 'makeOfferTo' } as const;
}

type DownlineConfirm = { account: string; withdraw: boolean };

/**
 * The agent's direct downline agents with the state of their contract of the kind, a page at a
 * time; from each row an offer (only with a contract of one's own to offer from), and ending
 * the contract or withdrawing the offer.
 */
function DownlineContractsSection({
  kind,
  value,
  stale,
  canOffer,
  onPage,
  onOffer,
  outcome,
  setOutcome,
  outcomeRef,
}: {
  kind: ContractKind;
  value: ContractsValue;
  stale: boolean;
  canOffer: boolean;
  onPage: (page: number) => void;
  onOffer: (row: DownlineContracts) => void;
  outcome: Outcome;
  setOutcome: (outcome: Outcome) => void;
  /** Where the focus goes after an offer went out: the news of it. */
  outcomeRef: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const end = useEndContract();
  const [confirm, setConfirm] = useState<DownlineConfirm | null>(null);
  const noteId = useId();
  const title = t('agent.contracts.downlinesTitle');

  async function endFor({ account, withdraw }: DownlineConfirm) {
    setOutcome(null);
    try {
      const result = await end.mutateAsync({ kind, account });
      const others = result.ended.filter((name) => name !== account);
      setOutcome({
        error: false,
        text: withdraw
          ? t('agent.contracts.withdrawn', { account })
          : others.length > 0
            ? t('agent.contracts.endedForWith', { account, accounts: others.join(', ') })
            : t('agent.contracts.endedFor', { account }),
      });
    } catch (error) {
      setOutcome({ error: true, text: contractErrorText(error, t) });
    } finally {
      setConfirm(null);
    }
  }

  let body: ReactNode;
  if (value.total === 0) {
    body = <EmptyState text={t('agent.contracts.noDownlineAgents')} />;
  } else {
    body = (
      <div className={clsx(styles.results, stale && styles.refreshing)} aria-busy={stale || undefined}>
        {canOffer ? null : (
          <p id={noteId} className={styles.hint}>
            {t('agent.contracts.needOwnContract')}
          </p>
        )}
        <ScrollTable title={title}>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agent.downlines.account')}</th>
                <th scope="col">{t('agent.downlines.type')}</th>
                <th scope="col">{t('agent.contracts.state')}</th>
                <th scope="col">{t('agent.contracts.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {value.downlines.map((row) => {
                const labels = offerLabels(row);
                return (
                  <tr key={row.account}>
                    <th scope="row" data-label={t('agent.downlines.account')} className={styles.accountCell}>
                      {row.account}
                    </th>
                    <td data-label={t('agent.downlines.type')}>{memberTypeText(row.type, t)}</td>
                    <td data-label={t('agent.contracts.state')}>
                      <ContractState row={row} />
                    </td>
                    <td data-label={t('agent.contracts.actions')}>
                      <span className={contractStyles.rowActions}>
                        <Button
                          variant="secondary"
                          disabled={!canOffer || end.isPending}
                          aria-describedby={canOffer ? undefined : noteId}
                          aria-label={t(`agent.contracts.${labels.name}`, { account: row.account })}
                          onClick={() => onOffer(row)}
                        >
                          {t(`agent.contracts.${labels.label}`)}
                        </Button>
                        {row.active || row.offered ? (
                          <Button
                            variant="ghost"
                            disabled={end.isPending}
                            aria-label={t(
                              row.active ? 'agent.contracts.endFor' : 'agent.contracts.withdrawFor',
                              {
                                account: row.account,
                              },
                            )}
                            onClick={() => setConfirm({ account: row.account, withdraw: !row.active })}
                          >
                            {t(row.active ? 'agent.contracts.end' : 'agent.contracts.withdraw')}
                          </Button>
                        ) : null}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollTable>
        <Pagination
          page={value.page}
          totalPages={value.totalPages}
          onPage={onPage}
          label={t('agent.contracts.downlinePages')}
        />
      </div>
    );
  }

  return (
    <Section title={title}>
      {body}
      <OutcomeLine outcome={outcome} focusRef={outcomeRef} />
      {confirm ? (
        <AlertDialog
          title={t(confirm.withdraw ? 'agent.contracts.withdrawTitle' : 'agent.contracts.endTitle', {
            account: confirm.account,
          })}
          text={t(confirm.withdraw ? 'agent.contracts.withdrawText' : 'agent.contracts.endText', {
            account: confirm.account,
          })}
          confirmLabel={t(confirm.withdraw ? 'agent.contracts.withdraw' : 'agent.contracts.end')}
          cancelLabel={t('agent.contracts.cancel')}
          onConfirm={() => void endFor(confirm)}
          onCancel={() => setConfirm(null)}
          busy={end.isPending}
        />
      ) : null}
    </Section>
  );
}

/**
 * agentDividendRecord, agentDailyWages, agentHourlySalary and agentRealtimeSalary (spec 2; spec 3 "Contract"; spec 4 "Contract (offered
 * by upline): accept, reject or terminate"): the agent's own contract of the kind and any offer
 * waiting for it, the contracts of its direct downline agents with offers and ends, and below,
 * the kind's settled periods (the "my income" report on this kind only).
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const contracts = useContracts({ kind, page });
  const settings = useContractSettings();
  const [offerTo, setOfferTo] = useState<DownlineContracts | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const opener = useRef<HTMLElement | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(0);

  // After an offer went out, the focus goes to the news of it rather than being lost.
  useEffect(() => {
    if (sent > 0) outcomeRef.current?.focus();
  }, [sent]);

  const openOffer = (row: DownlineContracts) => {
    opener.current = document.activeElement as HTMLElement | null;
    setOutcome(null);
    setOfferTo(row);
  };

  return (
    <>
      {/* A refusal of the list (the kind not enabled) in the contract pages' own words. */}
      {contracts.isError && contracts.data === undefined ? (
        <ErrorState text={contractErrorText(contracts.error, t)} onRetry={() => void contracts.refetch()} />
      ) : (
        <QueryState query={contracts}>
          {(value) => {
            const myTiers = value.mine.active?.tiers;
            return (
              <>
                <MyContractSection kind={kind} value={value} />
                <DownlineContractsSection
                  kind={kind}
                  value={value}
                  stale={contracts.isPlaceholderData}
                  canOffer={myTiers !== undefined}
                  onPage={setPage}
                  onOffer={openOffer}
                  outcome={outcome}
                  setOutcome={setOutcome}
                  outcomeRef={outcomeRef}
                />
                {offerTo && myTiers ? (
                  <OfferForm
                    key={offerTo.account}
                    kind={kind}
                    downline={offerTo}
                    myTiers={myTiers}
                    maxRateBp={settings.data?.[kind].maxRateBp}
                    onSent={() => {
                      setOutcome({
                        error: false,
                        text: t('agent.contracts.offerSent', { account: offerTo.account }),
                      });
                      setOfferTo(null);
                      setSent((n) => n + 1);
                    }}
                    onCancel={() => {
                      setOfferTo(null);
                      if (opener.current?.isConnected) opener.current.focus();
                    }}
                  />
                ) : null}
              </>
            );
          }}
        </QueryState>
      )}
      <MyIncomePage kind={kind} />
    </>
  );
}
