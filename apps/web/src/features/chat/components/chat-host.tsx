import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';
import { loadWithRetry } from '../../../lib/load-with-retry.ts';
import { type Session, TRIAL_TYPE } from '../../../lib/session.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { openAccountDialog } from '../../identity/model/account-dialog-store.ts';
import { isChatOn } from '../model/chat-availability.ts';
import { useChatDialog } from '../model/use-chat-dialog.ts';

// Its own chunk (with the conversation, its text and the contract's schema): only those who open it load it.
const ChatWindow = lazy(() => loadWithRetry(() => import('./chat-window.tsx')));

/**
 * The chat window when the address asks for it (`?chat=1`), for a signed-in member (spec 4):
 * it lives in the member's session (app/member-centre/member-session.tsx), so it closes when
 * they sign out. A trial account is told to register instead, and with CBS3 off the parameter
 * is dropped; either way the window does not open.
 */
export function ChatHost({ session }: { session: Session }) {
  const { open, close } = useChatDialog();
  const { whitelabel } = useSystemInfo();
  const enabled = isChatOn(whitelabel);
  const trial = session.memberType === TRIAL_TYPE;
  const blocked = open && (trial || !enabled);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address asks, not when `close` is re-created.
  useEffect(() => {
    if (!blocked) return;
    if (enabled) openAccountDialog({ kind: 'needRealAccount' });
    close();
  }, [blocked]);

  if (!open || blocked) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ChatWindow onClose={close} />
      </Suspense>
    </ErrorBoundary>
  );
}
