import { lazy, Suspense } from 'react';
import { useDisclaimerAccepted } from '../model/disclaimer-store.ts';

// The dialog library is only needed by visitors who have not accepted yet, so it loads on demand.
const DisclaimerDialog = lazy(() => import('./disclaimer-dialog.tsx'));

/** Shows the 21+ notice unless this browser session already accepted it. */
export function DisclaimerGate() {
  const accepted = useDisclaimerAccepted();
  if (accepted) return null;
  return (
    <Suspense fallback={null}>
      <DisclaimerDialog />
    </Suspense>
  );
}
