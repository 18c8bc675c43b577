import { PORTAL_BALANCE_MESSAGE, type PortalFrameMessage } from '@portal/contracts/game-frame';

/**
 * Tells the game in the frame that the member's balance is now `balance`, so a game that shows
 * its own balance re-reads it (docs/vendor-protocol.md, "Messages to the game frame"). Sent only
 * to the game's own origin: nothing else loaded in the frame hears it.
 */
export function tellGameBalance(frame: HTMLIFrameElement | null, gameUrl: string, balance: number): void {
  const target = frame?.contentWindow;
  if (!target) return;
  let origin: string;
  try {
    origin = new URL(gameUrl, window.location.href).origin;
  } catch {
    return;
  }
  if (origin === 'null') return;
  const message: PortalFrameMessage = { type: PORTAL_BALANCE_MESSAGE, balance };
  target.postMessage(message, origin);
}
