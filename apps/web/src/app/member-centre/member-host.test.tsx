import type { Deposit, Withdrawal } from '@portal/contracts/cashier';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HUB_DOWN_POLL_MS } from '../../features/cashier/model/hub-down-poll.ts';
import { balanceQueryKey } from '../../features/wallet/api/get-balance.ts';
import { setUnauthorizedHandler } from '../../lib/api-client.ts';
import { clearSession, getSession, saveSession } from '../../lib/session.ts';
import { balanceValue, failure, type MockRoute, mockApi } from '../../test/api-mock.ts';
import { bankChannel } from '../../test/cashier-fixtures.ts';
import { fakeInbox, message } from '../../test/messages-fixtures.ts';
import { watchQueryIntervals } from '../../test/query-intervals.ts';
import { location, renderApp } from '../../test/render.tsx';
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
  drop() {
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

/** Signed in with the member centre open at `route`, the socket authenticated but not ready. */
async function openSignedIn(route: string, routes: Record<string, MockRoute>) {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  const api = mockApi({ 'GET /wps/v2/wallets/balance': balanceValue(0), ...routes });
  saveSession({ token: 'b'.repeat(43), memberType: 0, username: 'player02' });
  const { queryClient } = await renderApp(<MemberHost />, { route });
  await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  const socket = FakeWebSocket.instances[0] as FakeWebSocket;
  await waitFor(() => expect(socket.sent).toHaveLength(1));
  return { api, socket, queryClient };
}

const deposit = (id: string, status: Deposit['status']): Deposit => ({
  id,
  channelCode: 'VCB',
  amount: 5_000_000,
  currency: 'VND',
  reference: 'D0123456789',
  status,
  note: null,
  createdAt: '2026-11-20T10:00:00Z',
  decidedAt: status === 'pending' ? null : '2026-11-20T10:05:00Z',
});

const withdrawal = (status: Withdrawal['status']): Withdrawal => ({
  id: '52',
  amount: 250_000,
  currency: 'VND',
  bankName: 'Vietcombank',
  accountNumberMasked: '**** 6789',
  status,
  confirmation: null,
  receivedAmount: null,
  note: null,
  createdAt: '2026-11-20T10:00:00Z',
  decidedAt: status === 'pending' ? null : '2026-11-20T10:05:00Z',
  paidAt: status === 'paid' ? '2026-11-20T10:06:00Z' : null,
  forceReceiveAt: status === 'paid' ? '2026-11-20T10:36:00Z' : null,
});

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

    // The socket opens once the lazy member host has loaded, which takes longer on a busy machine.
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1), { timeout: 3_000 });
    const socket = FakeWebSocket.instances[0] as FakeWebSocket;
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    await waitFor(() => expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token })]));
    // The first balance read has landed, so it cannot overwrite the event's balance below.
    await waitFor(() => expect(queryClient.getQueryData(balanceQueryKey)).toEqual(balanceValue(0)));

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

  it('refetches the deposit list, the records and the balance when the hub announces a decision, polling only while the socket is down', async () => {
    const polling = watchQueryIntervals(HUB_DOWN_POLL_MS);
    let state: Deposit['status'] = 'pending';
    const { api, socket, queryClient } = await openSignedIn('/?mc=depositv2', {
      'GET /wps/cashier/channels': { list: [bankChannel] },
      'GET /wps/cashier/deposits': () => ({ list: [deposit('41', state), deposit('40', 'pending')] }),
    });
    const recent = await screen.findByRole('region', { name: 'Recent deposits' }, { timeout: 3_000 });
    expect(await within(recent).findAllByText('Pending')).toHaveLength(2);
    // No event can arrive yet: the pending deposit is asked about now and then.
    expect(polling()).toBe(true);

    act(() => socket.push({ type: 'ready', value: { memberId: '9' } }));
    await waitFor(() => expect(polling()).toBe(false));
    // Each (re)connection catches up once on what it may have missed.
    await waitFor(() => expect(api.callsTo('GET /wps/cashier/deposits')).toHaveLength(2));

    // Account records read before, on a page not shown now: refetched when next shown.
    const records = ['records', 'account', { page: 1 }];
    queryClient.setQueryData(records, { list: [] });
    state = 'approved';
    const balances = api.callsTo('GET /wps/v2/wallets/balance').length;
    act(() => socket.push({ type: 'cashier', value: { kind: 'deposit', id: '41', status: 'approved' } }));
    await within(recent).findByText('Approved');
    expect(api.callsTo('GET /wps/cashier/deposits')).toHaveLength(3);
    expect(queryClient.getQueryState(records)?.isInvalidated).toBe(true);
    await waitFor(() => expect(api.callsTo('GET /wps/v2/wallets/balance').length).toBeGreaterThan(balances));
    expect(polling()).toBe(false);

    // The line drops with a deposit still pending: the slow poll stands in until it is back.
    act(() => socket.drop());
    await waitFor(() => expect(polling()).toBe(true));
  });

  it('refetches the withdrawal list when the hub announces it was paid, so the member is asked at once', async () => {
    let state: Withdrawal['status'] = 'approved';
    const { api, socket } = await openSignedIn('/?mc=withdraw', {
      'GET /wps/member/security': {
        account: 'player02',
        payeeName: 'Tran Thi Binh',
        hasPaymentPassword: true,
        mobileNum: '*****4321',
        email: 'p***@example.com',
        bankCards: [],
      },
      'GET /wps/cashier/withdrawal/settings': {
        minAmount: 10_000,
        maxAmount: 5_000_000,
        dailyCount: 5,
        raisedBy: null,
        usedToday: 1,
        forceReceiveMinutes: 30,
        withdrawable: 0,
        turnover: { required: 0, done: 0, outstanding: 0 },
      },
      'GET /wps/cashier/withdrawals': () => ({ list: [withdrawal(state)] }),
    });
    const list = await screen.findByRole('region', { name: 'Withdrawals' }, { timeout: 3_000 });
    await within(list).findByText('Approved');
    act(() => socket.push({ type: 'ready', value: { memberId: '9' } }));
    await waitFor(() => expect(api.callsTo('GET /wps/cashier/withdrawals')).toHaveLength(2));

    state = 'paid';
    act(() => socket.push({ type: 'cashier', value: { kind: 'withdrawal', id: '52', status: 'paid' } }));
    await within(list).findByText('Did the money arrive in your bank account?');
    expect(api.callsTo('GET /wps/cashier/withdrawals')).toHaveLength(3);
  });

  it("keeps the unread count and the inbox in step with the hub's messages events, and drops them on sign-out", async () => {
    const inbox = fakeInbox([message('1', 'notice', { title: 'Welcome', content: 'Hello' })]);
    const unread = ['messages', 'unread'];
    const { api, socket, queryClient } = await openSignedIn('/?mc=messageV2', inbox.routes);
    await screen.findByRole('button', { name: /^Unread: Welcome/ }, { timeout: 3_000 });
    await waitFor(() => expect(queryClient.getQueryData(unread)).toBe(1));

    // Each (re)connection catches up on the inbox too.
    const listCalls = api.callsTo('GET /wps/messages').length;
    act(() => socket.push({ type: 'ready', value: { memberId: '9' } }));
    await waitFor(() => expect(api.callsTo('GET /wps/messages').length).toBeGreaterThan(listCalls));

    // A message for this member: the event carries the count, the list is asked again.
    inbox.messages.unshift(
      message('2', 'deposit_approved', { params: { reference: 'D77', amount: 500_000, currency: 'VND' } }),
    );
    const countCalls = api.callsTo('GET /wps/relay/CSP_unreadCount').length;
    act(() => socket.push({ type: 'messages', value: { unread: 2 } }));
    expect(queryClient.getQueryData(unread)).toBe(2);
    await screen.findByRole('button', { name: /^Unread: Deposit approved/ });
    expect(api.callsTo('GET /wps/relay/CSP_unreadCount')).toHaveLength(countCalls);

    // A notice to everyone carries no count: the count and the list are both asked again.
    inbox.messages.unshift(message('3', 'notice', { title: 'Holiday opening hours', content: 'Open daily' }));
    act(() => socket.push({ type: 'messages', value: { unread: null } }));
    await screen.findByRole('button', { name: /^Unread: Holiday opening hours/ });
    await waitFor(() =>
      expect(api.callsTo('GET /wps/relay/CSP_unreadCount').length).toBeGreaterThan(countCalls),
    );
    await waitFor(() => expect(queryClient.getQueryData(unread)).toBe(3));

    act(() => clearSession());
    await waitFor(() => expect(socket.closedWith).toBe(1000));
    expect(queryClient.getQueryData(unread)).toBeUndefined();
    expect(queryClient.getQueriesData({ queryKey: ['messages', 'list'] })).toEqual([]);
  });

  describe('reality check', () => {
    /** A session whose next reminder (every 30 minutes) is due in 150 ms. */
    const dueSoon = (overrides: object = {}) => ({
      'GET /wps/rg/session': () => ({
        startedAt: new Date(Date.now() - 30 * 60_000 + 150).toISOString(),
        staked: 300_000,
        won: 450_000,
        net: 150_000,
        currency: 'VND',
        realityCheckMinutes: 30,
        sessionLimitMinutes: null,
        sessionEndsAt: null,
        dailyTimeMinutes: null,
        dailyEndsAt: null,
        ...overrides,
      }),
    });

    it('reminds a member, and opens the betting record from the reminder', async () => {
      await openSignedIn('/games', dueSoon());
      const reminder = await screen.findByRole('alertdialog', { name: 'Reality check' }, { timeout: 3_000 });
      expect(reminder.textContent).toContain('You have been logged in for 30 min.');
      // In the merchant currency the balance names.
      expect(reminder.textContent).toContain(
        'This session: staked ₫3,000.00, won ₫4,500.00, net +₫1,500.00.',
      );
      act(() => within(reminder).getByRole('button', { name: 'View betting record' }).click());
      await waitFor(() => expect(location.current).toBe('/games?mc=personalHistoryCopy'));
      expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).toBeNull();
    });

    it('logs out at once from the reminder', async () => {
      const { api } = await openSignedIn('/games', { ...dueSoon(), 'DELETE /wps/session/logout': null });
      const reminder = await screen.findByRole('alertdialog', { name: 'Reality check' }, { timeout: 3_000 });
      act(() => within(reminder).getByRole('button', { name: 'Log out' }).click());
      await waitFor(() => expect(getSession()).toBeNull());
      expect(api.callsTo('DELETE /wps/session/logout')).toHaveLength(1);
      expect(location.current).toBe('/');
    });

    it("asks the server when the daily time limit's end comes, and hands its refusal on", async () => {
      const ended: unknown[] = [];
      setUnauthorizedHandler((error) => ended.push({ code: error.code, value: error.value }));
      const resetsAt = '2026-11-30T17:00:00.000Z';
      const session = dueSoon({
        realityCheckMinutes: null,
        dailyTimeMinutes: 120,
        dailyEndsAt: new Date(Date.now() + 200).toISOString(),
      })['GET /wps/rg/session'];
      let asked = 0;
      const { api } = await openSignedIn('/games', {
        'GET /wps/rg/session': () =>
          asked++ === 0
            ? session()
            : failure('DAILY_TIME_LIMIT', 'Daily time limit reached', 401, { minutes: 120, resetsAt }),
      });
      // The server decides at the end: this device does not sign out on its own clock.
      await waitFor(() => expect(api.callsTo('GET /wps/rg/session')).toHaveLength(2), { timeout: 3_000 });
      await waitFor(() =>
        expect(ended).toEqual([{ code: 'DAILY_TIME_LIMIT', value: { minutes: 120, resetsAt } }]),
      );
      expect(api.callsTo('DELETE /wps/session/logout')).toHaveLength(0);
      setUnauthorizedHandler(() => undefined);
    });

    it('never asks for a trial account', async () => {
      vi.stubGlobal('WebSocket', FakeWebSocket);
      const api = mockApi({ 'GET /wps/v2/wallets/balance': balanceValue(0), ...dueSoon() });
      saveSession({ token: 'c'.repeat(43), memberType: 4, username: 'trial01' });
      await renderApp(<MemberHost />);
      await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(api.callsTo('GET /wps/rg/session')).toHaveLength(0);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  });
});
