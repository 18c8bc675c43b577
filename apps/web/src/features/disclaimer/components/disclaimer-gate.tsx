import { lazy, Suspense } from 'react';
import { sessionStore, storageKeys } from '../../../lib/storage.ts';
import { DISCLAIMER_ACCEPTED } from './disclaimer-accepted.ts';

// The dialog library is only needed by visitors who have not accepted yet, so it loads on demand.
const DisclaimerDialog = lazy(() => import('./disclaimer-dialog.tsx'));

/** Shows the 21+ notice unless this browser session already accepted it. */
export function DisclaimerGate() {
  if (sessionStore.get(storageKeys.disclaimerAccept) === DISCLAIMER_ACCEPTED) return null;
  return (
    <Suspense fallback={null}>
      <DisclaimerDialog />
    </Suspense>
  );
}
