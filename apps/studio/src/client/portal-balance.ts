import { readPortalFrameMessage } from '@portal/contracts/game-frame';

/** Time for a burst of balance changes (a deposit's events, a bet's debit and credit) to settle. */
export const PORTAL_BALANCE_SETTLE_MS = 400;

export type PortalBalanceOptions = {
  /** Where messages arrive: the game page's window. */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The window that frames the game: only its messages count. */
  parent: unknown;
  /** The balance the page shows now. */
  shown: () => number;
  /** False while a spin is in flight: its answer brings the balance anyway. */
  idle: () => boolean;
  /** Re-reads the balance from the studio's server. */
  refresh: () => void;
  settleMs?: number;
};

/**
 * Keeps the game's balance in step with money moved outside it (a deposit approved while the
 * game is open, domain notes' "balance in the game iframe not refreshing"): when the portal that
 * frames the page says the balance is not the one shown, and no spin is in flight, the page
 * re-reads it once the changes settle. The number sent is never shown: the server is asked.
 * Returns a function that stops listening.
 */
export function followPortalBalance(options: PortalBalanceOptions): () => void {
  const settleMs = options.settleMs ?? PORTAL_BALANCE_SETTLE_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const onMessage = (event: MessageEvent) => {
    if (event.source !== options.parent || event.source === null) return;
    const message = readPortalFrameMessage(event.data);
    if (!message || message.balance === options.shown()) return;
    const told = message.balance;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      // A spin that ended meanwhile may have brought the same balance.
      if (options.idle() && options.shown() !== told) options.refresh();
    }, settleMs);
  };

  options.target.addEventListener('message', onMessage as EventListener);
  return () => {
    if (timer) clearTimeout(timer);
    options.target.removeEventListener('message', onMessage as EventListener);
  };
}
