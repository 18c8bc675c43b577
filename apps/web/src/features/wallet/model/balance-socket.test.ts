import { hubEventSchema } from '@portal/contracts/wallet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectBalanceSocket, REFUSED_CLOSE_CODE, type SocketLike, socketUrl } from './balance-socket.ts';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed: { code?: number; reason?: string } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
  }
  // What the server does:
  opened() {
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  dropped(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

const balance = (sumBalance: number) => ({ sumBalance, currency: 'VND', currencySymbol: '₫', exponent: 2 });

function setup() {
  const sockets: FakeSocket[] = [];
  const onBalance = vi.fn();
  const onRefused = vi.fn();
  const onEvent = vi.fn();
  const onLive = vi.fn();
  const connection = connectBalanceSocket({
    url: 'ws://portal.test/ws',
    token: 'session-token',
    parse: (data) => {
      const parsed = hubEventSchema.safeParse(data);
      return parsed.success ? parsed.data : null;
    },
    onBalance,
    onEvent,
    onRefused,
    onLive,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    backoff: (attempt) => 1000 * 2 ** attempt,
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  return { sockets, last, onBalance, onEvent, onRefused, onLive, connection };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('connectBalanceSocket', () => {
  it('authenticates with the token as the first message and passes balance events on', () => {
    const { last, onBalance } = setup();
    expect(last().url).toBe('ws://portal.test/ws');
    last().opened();
    expect(last().sent).toEqual([JSON.stringify({ type: 'auth', token: 'session-token' })]);
    last().receive({ type: 'ready', value: { memberId: '7' } });
    last().receive({ type: 'balance', value: balance(12_345) });
    expect(onBalance).toHaveBeenCalledWith(balance(12_345));
  });

  it('hands every hub event to onEvent, the lottery draw.result included', () => {
    const { last, onBalance, onEvent } = setup();
    last().opened();
    const drawResult = {
      type: 'draw.result',
      value: {
        drawId: '9',
        gameCode: 'SSC_1',
        numero: '20261122-0619',
        result: { kind: 'ssc', digits: [2, 6, 2, 1, 7] },
        drawnAt: '2026-11-22T03:19:00.500Z',
      },
    };
    last().receive(drawResult);
    last().receive({ type: 'balance', value: balance(5) });
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
      drawResult,
      { type: 'balance', value: balance(5) },
    ]);
    expect(onBalance).toHaveBeenCalledTimes(1);
  });

  it('ignores messages that are not hub events', () => {
    const { last, onBalance, onEvent } = setup();
    last().opened();
    last().receive({ type: 'balance', value: { sumBalance: -1 } });
    last().receive({ type: 'error', code: 'X' });
    last().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(onBalance).not.toHaveBeenCalled();
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('reconnects with growing backoff after drops, and starts over once the server is ready', () => {
    const { sockets, last } = setup();
    last().dropped();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().dropped();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().opened();
    last().receive({ type: 'ready', value: { memberId: '7' } });
    last().dropped();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('does not reconnect after the server refuses the token, and says so', () => {
    const { sockets, last, onRefused } = setup();
    last().opened();
    last().dropped(REFUSED_CLOSE_CODE);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it('closes for good on close() (sign-out): no reconnect, no late events', () => {
    const { sockets, last, onBalance, connection } = setup();
    const first = last();
    first.opened();
    connection.close();
    expect(first.closed?.code).toBe(1000);
    first.dropped(1000);
    first.receive({ type: 'balance', value: balance(1) });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(onBalance).not.toHaveBeenCalled();
  });

  it('says it is live once the server is ready, and not live when the line drops or on close()', () => {
    const { last, onLive, connection } = setup();
    last().opened();
    expect(onLive).not.toHaveBeenCalled();
    last().receive({ type: 'ready', value: { memberId: '7' } });
    expect(onLive.mock.calls).toEqual([[true]]);
    last().dropped();
    expect(onLive.mock.calls).toEqual([[true], [false]]);
    vi.advanceTimersByTime(1000);
    last().opened();
    last().receive({ type: 'ready', value: { memberId: '7' } });
    connection.close();
    expect(onLive.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('reconnects at once when the browser comes back online', () => {
    const { sockets, last } = setup();
    last().dropped();
    window.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
  });
});

describe('socketUrl', () => {
  it('uses ws on http and wss on https, same host', () => {
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:8080' })).toBe('ws://127.0.0.1:8080/ws');
    expect(socketUrl({ protocol: 'https:', host: 'portal.example' })).toBe('wss://portal.example/ws');
  });
});
