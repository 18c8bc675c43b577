/**
 * How often an open deposit or withdrawal list is asked again while the WebSocket is down.
 * The socket reconnects by itself (with backoff, and at once when the browser is back online)
 * and catches up on each reconnection, so this is only for a network that keeps it down (a
 * proxy that refuses WebSockets): then decisions still show, just later.
 */
export const HUB_DOWN_POLL_MS = 30_000;
