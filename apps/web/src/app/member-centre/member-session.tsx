import type { SessionLimitErrorValue } from '@portal/contracts/responsible-gaming';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { ChatHost } from '../../features/chat/components/chat-host.tsx';
import { useChatEvents } from '../../features/chat/model/use-chat-events.ts';
import { clubQueryKey } from '../../features/club/api/get-club.ts';
import { memberInfoQueryKey } from '../../features/identity/api/get-member-info.ts';
import { openAccountDialog } from '../../features/identity/model/account-dialog-store.ts';
import { signOut } from '../../features/identity/model/end-session.ts';
import { unreadCountQueryKey } from '../../features/messages/api/get-unread-count.ts';
import { promotionQueryKeys } from '../../features/promotions/api/get-promotions.ts';
import { RealityCheckReminder } from '../../features/responsible-gaming/components/reality-check-reminder.tsx';
import { SessionLimitTimer } from '../../features/responsible-gaming/components/session-limit-timer.tsx';
import { showSessionLimitNotice } from '../../features/responsible-gaming/model/rg-dialogs.ts';
import { balanceQueryKey, useBalance } from '../../features/wallet/api/get-balance.ts';
import { useBalanceSocket } from '../../features/wallet/model/use-balance-socket.ts';
import { CurrencyProvider } from '../../lib/currency.tsx';
import { useHubEvent } from '../../lib/hub-events.ts';
import { loadWithRetry } from '../../lib/load-with-retry.ts';
import { type Session, TRIAL_TYPE } from '../../lib/session.ts';
import { useSystemInfo } from '../../lib/system-info.tsx';
import { AgentCentreHost } from '../agent-centre/agent-centre-host.tsx';
import { CentreFailed, CentreLoading } from '../centre-dialog/centre-fallbacks.tsx';
import { useMemberCentre } from './use-member-centre.ts';

const MemberCentre = lazy(() => loadWithRetry(() => import('./member-centre.tsx')));

/** Data that belongs to one signed-in member; dropped when they sign out. */
const MEMBER_QUERY_KEYS = [
  ['wallet'],
  ['cashier'],
  ['records'],
  ['messages'],
  ['agent'],
  ['rebate'],
  ['referral'],
  ['club'],
  ['chat'],
  ['responsibleGaming'],
] as const;
/** What a deposit or withdrawal changing state can change. */
const CASHIER_LIST_KEYS = [
  ['cashier', 'deposits'],
  ['cashier', 'withdrawals'],
  ['cashier', 'withdrawalSettings'],
  ['records'],
] as const;
const CASHIER_DECISION_KEYS = [...CASHIER_LIST_KEYS, balanceQueryKey, ['wallet', 'consolidated']] as const;

/**
 * The reality-check reminder, its amounts in the merchant currency (the balance answer names it;
 * the brand's until then), and the timer of the session-time and daily time limits. The
 * reminder's Log out signs out at once: the reminder itself was the question, and stopping
 * should take one step, not two. A session that reaches a limit is signed out, and the notice
 * says which and why (the daily limit's end through the server's answer).
 */
function RealityCheck({ onViewRecords }: { onViewRecords: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { brand } = useSystemInfo();
  const balance = useBalance().data;
  const currency = balance
    ? { code: balance.currency, symbol: balance.currencySymbol, exponent: balance.exponent }
    : { code: brand.currency, symbol: brand.currencySymbol, exponent: 2 };
  const onSessionEnded = useCallback(
    (value: SessionLimitErrorValue) => {
      showSessionLimitNotice(value);
      void signOut(queryClient, navigate);
    },
    [queryClient, navigate],
  );
  return (
    <CurrencyProvider currency={currency}>
      <RealityCheckReminder
        onViewRecords={onViewRecords}
        onLogOut={() => void signOut(queryClient, navigate)}
      />
      <SessionLimitTimer onEnded={onSessionEnded} />
    </CurrencyProvider>
  );
}

/**
 * A signed-in member's session: the WebSocket that keeps the balance live (closed on sign-out,
 * when this unmounts), the member centre or, for an agent, the agent centre when the address
 * asks for it, the chat window (spec 4: it closes on logout, with this) and, for a real
 * account, the reality-check reminder.
 */
export default function MemberSession({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const { page, open, close } = useMemberCentre();
  const trial = session.memberType === TRIAL_TYPE;

  // What moves with the balance (the withdrawable amount, the wallet list, and a withdrawal
  // requested in another tab, which announces itself only by the amount it holds) is refetched
  // when next shown, at once if it is on screen.
  const onBalance = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['cashier', 'withdrawals'] });
    void queryClient.invalidateQueries({ queryKey: ['cashier', 'withdrawalSettings'] });
    void queryClient.invalidateQueries({ queryKey: ['wallet', 'consolidated'] });
  }, [queryClient]);
  useBalanceSocket(session.token, onBalance);

  // The operator (or the payment gateway) decided a deposit or withdrawal: its list, the
  // records and the balance change on screen without a reload. Only shown queries refetch.
  useHubEvent('cashier', (event) => {
    for (const queryKey of CASHIER_DECISION_KEYS) void queryClient.invalidateQueries({ queryKey });
    // An approved deposit may lift the member to the next VIP club level, shown in the header
    // and the club page (with the level's bonus), and may have paid the bonus of a deposit match
    // the member joined.
    if (event.kind === 'deposit' && event.status === 'approved') {
      void queryClient.invalidateQueries({ queryKey: memberInfoQueryKey });
      void queryClient.invalidateQueries({ queryKey: clubQueryKey });
      void queryClient.invalidateQueries({ queryKey: promotionQueryKeys.all });
    }
  });
  // The inbox changed: the member's own count comes with the event, and the list follows it. A
  // notice to everyone carries no count (it differs per member), so both are asked again.
  useHubEvent('messages', ({ unread }) => {
    if (unread === null) {
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
      return;
    }
    queryClient.setQueryData(unreadCountQueryKey, unread);
    void queryClient.invalidateQueries({ queryKey: ['messages', 'list'] });
  });
  // The chat room: a new message joins the open conversation and the count moves the badge.
  useChatEvents();
  // Events sent while the socket was down are lost, so each (re)connection catches up once
  // (the server follows `ready` with the balance itself).
  useHubEvent('ready', () => {
    for (const queryKey of CASHIER_LIST_KEYS) void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: ['messages'] });
  });

  useEffect(
    () => () => {
      for (const queryKey of MEMBER_QUERY_KEYS) queryClient.removeQueries({ queryKey });
    },
    [queryClient],
  );

  // Trial accounts have no member centre (spec 6): say so and drop the parameter.
  const blocked = trial && page !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address asks, not when `close` is re-created.
  useEffect(() => {
    if (!blocked) return;
    openAccountDialog({ kind: 'needRealAccount' });
    close();
  }, [blocked]);

  return (
    <>
      {page && !trial ? (
        <ErrorBoundary fallback={<CentreFailed onClose={close} />}>
          <Suspense fallback={<CentreLoading />}>
            <MemberCentre page={page} session={session} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <AgentCentreHost session={session} />
      <ChatHost session={session} />
      {trial ? null : <RealityCheck onViewRecords={() => open('personalHistoryCopy')} />}
    </>
  );
}
