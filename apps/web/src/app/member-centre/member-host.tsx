import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../lib/load-with-retry.ts';
import { useSession } from '../../lib/session.ts';

// The live balance and the member centre are their own chunks: visitors never load them.
const MemberSession = lazy(() => loadWithRetry(() => import('./member-session.tsx')));

/** Everything that lives as long as a member is signed in, across route changes. */
export function MemberHost() {
  const session = useSession();
  if (!session) return null;
  // Should the chunk fail twice, the page still works: the header balance reads over HTTP.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        {/* A new token is a new member: fresh connection, fresh data. */}
        <MemberSession key={session.token} session={session} />
      </Suspense>
    </ErrorBoundary>
  );
}
