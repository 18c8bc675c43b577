import { isAgentType } from '@portal/contracts/identity';
import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { useMemberInfo } from '../../features/identity/api/get-member-info.ts';
import { openAccountDialog } from '../../features/identity/model/account-dialog-store.ts';
import { loadWithRetry } from '../../lib/load-with-retry.ts';
import { type Session, TRIAL_TYPE } from '../../lib/session.ts';
import { CentreFailed, CentreLoading } from '../centre-dialog/centre-fallbacks.tsx';
import { useAgentCentre } from './use-agent-centre.ts';

// Its own chunk: only agents who open it load it.
const AgentCentre = lazy(() => loadWithRetry(() => import('./agent-centre.tsx')));

/**
 * The agent centre when the address asks for it (`?ac=`), for agent types only (spec 6): a
 * trial account is told to register instead; anyone else simply does not get it, and the
 * parameter is dropped. The type is the member info's (it follows a change made by the
 * operator), else the one stored at login.
 */
export function AgentCentreHost({ session }: { session: Session }) {
  const { page, close } = useAgentCentre();
  const info = useMemberInfo(page !== null);
  const type = info.data?.type ?? session.memberType;
  const trial = session.memberType === TRIAL_TYPE || type === TRIAL_TYPE;
  const agent = !trial && isAgentType(type);
  // Not an agent: known for a trial account at once, for others once the member info answered.
  const refused = page !== null && !agent && (trial || info.data !== undefined || info.isError);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address asks, not when `close` is re-created.
  useEffect(() => {
    if (!refused) return;
    if (trial) openAccountDialog({ kind: 'needRealAccount' });
    close();
  }, [refused]);

  if (!page || !agent) return null;
  return (
    <ErrorBoundary fallback={<CentreFailed onClose={close} />}>
      <Suspense fallback={<CentreLoading />}>
        <AgentCentre page={page} session={session} agentType={type} />
      </Suspense>
    </ErrorBoundary>
  );
}
