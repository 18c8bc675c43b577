import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceQueryKey } from '../../features/wallet/api/get-balance.ts';
import { clearSession, saveSession } from '../../lib/session.ts';
import { balanceValue, mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import { MemberHost } from './member-host.tsx';

/** Stands in for the browser's WebSocket; opens on the next tick like a real one. */
class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
    setTimeout(() => this.onopen?.(new Event('open')), 0);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
  }
  push(event: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
}

afterEach(() => {
  cleanup();
  clearSession();
  FakeWebSocket.instances = [];
  vi.unstubAllGlobals();
});

describe('MemberHost', () => {
  it('keeps one authenticated WebSocket while signed in, writes balance events into the balance, and closes it on sign-out', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    mockApi({ 'GET /wps/v2/wallets/balance': balanceValue(0) });
    const token = 'a'.repeat(43);
    saveSession({ token, memberType: 0, username: 'player01' });
    const { queryClient } = await renderApp(<MemberHost />);

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.instances[0] as FakeWebSocket;
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    await waitFor(() => expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token })]));

    act(() => {
      socket.push({ type: 'ready', value: { memberId: '9' } });
      socket.push({ type: 'balance', value: balanceValue(123_400) });
    });
    expect(queryClient.getQueryData(balanceQueryKey)).toEqual(balanceValue(123_400));

    act(() => clearSession());
    await waitFor(() => expect(socket.closedWith).toBe(1000));
    // The member's data goes with them.
    expect(queryClient.getQueryData(balanceQueryKey)).toBeUndefined();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('opens nothing for a visitor', async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    await renderApp(<MemberHost />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
