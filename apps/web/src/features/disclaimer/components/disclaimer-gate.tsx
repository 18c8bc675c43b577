import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { helpTopicFromSearch } from '../../help/model/help-url.ts';
import { useDisclaimerAccepted } from '../model/disclaimer-store.ts';

// The dialog library is only needed by visitors who have not accepted yet, so it loads on demand.
const DisclaimerDialog = lazy(() => import('./disclaimer-dialog.tsx'));

// The help page itself (and its content-only twin for the apps) shows the terms.
const TERMS_PATHS = new Set(['/help', '/helpmc']);

/**
 * Shows the 21+ notice unless this browser session already accepted it. The notice links to the
 * terms; while they are on screen (the help page, or the help modal `?hp=`) it steps aside so
 * they can be read, and comes back when they are closed.
 */
export function DisclaimerGate() {
  const accepted = useDisclaimerAccepted();
  const { pathname, search } = useLocation();
  if (accepted || TERMS_PATHS.has(pathname) || helpTopicFromSearch(search) !== null) return null;
  return (
    <Suspense fallback={null}>
      <DisclaimerDialog />
    </Suspense>
  );
}
