import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session.ts';
import { loadWithRetry } from '../../router/load-with-retry.ts';
import { GuestActions } from './guest-actions.tsx';

// The signed-in block (avatar menu, member info) is its own chunk: visitors never load it.
const MemberActions = lazy(() => loadWithRetry(() => import('./member-actions.tsx')));

/** The header's account area: the guest buttons, or the signed-in member's block. */
export function HeaderAccount() {
  const session = useSession();
  if (!session) return <GuestActions />;
  return (
    <Suspense fallback={null}>
      <MemberActions session={session} />
    </Suspense>
  );
}
