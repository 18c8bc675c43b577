import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session.ts';
import { type GuestActionSet, GuestActions } from './guest-actions.tsx';
import styles from './header.module.css';
import { loadMemberActions } from './member-actions-chunk.ts';

// The signed-in block (avatar menu, member info) is its own chunk: visitors load it only when
// they reach for the login or register buttons (member-actions-chunk.ts).
const MemberActions = lazy(loadMemberActions);

/** The header's account area: the guest buttons (unless left out), or the signed-in member's block. */
export function HeaderAccount({ guestActions = 'all' }: { guestActions?: GuestActionSet }) {
  const session = useSession();
  if (!session) return guestActions === 'none' ? null : <GuestActions register={guestActions === 'all'} />;
  return (
    // Until the chunk is there (a login by another path, a slow connection), a quiet block of
    // the member area's size holds its place, so the header neither looks logged out nor jumps.
    <Suspense fallback={<span className={styles.accountPending} aria-hidden="true" />}>
      <MemberActions session={session} />
    </Suspense>
  );
}
