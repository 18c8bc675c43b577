import type { BalanceValue, HubEvent } from '@portal/contracts/wallet';

/** What the client needs of a WebSocket; the browser's fits, and so does a test double. */
export type SocketLike = {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type BalanceSocketOptions = {
  url: string;
  /** The session token, sent as the first message (never in the URL, which ends up in logs). */
  token: string;
  /** Reads one message; null for anything that is not a known hub event. */
  parse: (data: unknown) => HubEvent | null;
  onBalance: (value: BalanceValue) => void;
  /** Every hub event, `balance` included (other features listen for theirs, e.g. `draw.result`). */
  onEvent?: (event: HubEvent) => void;
  /** The server refused the token (close code 4401): the session is over, so no reconnect. */
  onRefused?: () => void;
  /** True once the server is ready (events flow), false when that connection ends. */
  onLive?: (live: boolean) => void;
  createSocket?: (url: string) => SocketLike;
  /** Wait before reconnect attempt `attempt` (0 = first retry). */
  backoff?: (attempt: number) => number;
};

/** The server's close code for a refused token (apps/server/src/plugins/ws.ts). */
export const REFUSED_CLOSE_CODE = 4401;
const MAX_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s, each between half and all of it, so tabs do not reconnect in step. */
export const defaultBackoff = (attempt: number) =>
  Math.min(MAX_DELAY_MS, 1000 * 2 ** attempt) * (0.5 + Math.random() / 2);

/** The hub's address on this origin: `ws://host/ws`, or `wss://` on https. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/**
 * Keeps one authenticated connection to the WebSocket hub (DESIGN.md section 6): sends the
 * token first, hands every `balance` event over (and every hub event to `onEvent`), and
 * reconnects with backoff when the line drops, at once when the browser comes back online.
 * `close()` ends it for good (sign-out).
 */
export function connectBalanceSocket(options: BalanceSocketOptions): { close: () => void } {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  const backoff = options.backoff ?? defaultBackoff;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let stopped = false;

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      open();
    }, backoff(attempt));
    attempt += 1;
  };

  function open() {
    if (stopped) return;
    const current = create(options.url);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token: options.token }));
    current.onmessage = (event) => {
      if (socket !== current) return;
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const message = options.parse(data);
      if (!message) return;
      if (message.type === 'ready') {
        attempt = 0;
        options.onLive?.(true);
      } else if (message.type === 'balance') options.onBalance(message.value);
      options.onEvent?.(message);
    };
    current.onerror = () => undefined; // A close event always follows; it decides.
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      options.onLive?.(false);
      if (stopped) return;
      if (event.code === REFUSED_CLOSE_CODE) {
        stopped = true;
        options.onRefused?.();
        return;
      }
      schedule();
    };
  }

  const onOnline = () => {
    if (stopped || socket) return;
    if (timer) clearTimeout(timer);
    timer = null;
    attempt = 0;
    open();
  };
  globalThis.addEventListener?.('online', onOnline);

  open();

  return {
    close() {
      stopped = true;
      globalThis.removeEventListener?.('online', onOnline);
      if (timer) clearTimeout(timer);
      timer = null;
      const current = socket;
      socket = null;
      current?.close(1000, 'signed out');
      if (current) options.onLive?.(false);
    },
  };
}
