/**
 * What the portal tells a game it shows in a frame, by `postMessage` (docs/vendor-protocol.md,
 * "Messages to the game frame"). Kept free of zod: the studio's page script bundles this file,
 * and a page script should not carry a validation library for one message.
 *
 * `portal.balance`: the member's balance changed (a deposit, a transfer, a bet in another tab).
 * The number is a hint only: a game re-reads its balance from its own server, which asks the
 * platform, and never shows or trusts the number it was sent.
 */
export type PortalFrameMessage = { type: 'portal.balance'; balance: number };

export const PORTAL_BALANCE_MESSAGE = 'portal.balance';

/** The message, or null for anything else a frame may receive (other scripts post too). */
export function readPortalFrameMessage(data: unknown): PortalFrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, balance } = data as Record<string, unknown>;
  if (type !== PORTAL_BALANCE_MESSAGE) return null;
  if (typeof balance !== 'number' || !Number.isSafeInteger(balance) || balance < 0) return null;
  return { type, balance };
}
