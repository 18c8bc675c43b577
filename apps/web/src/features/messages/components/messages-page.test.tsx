import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { loadArea } from '../../../lib/i18n.ts';
import { failure, mockApi } from '../../../test/api-mock.ts';
import { fakeInbox, message } from '../../../test/messages-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { MessagesPage } from './messages-page.tsx';

const vnd = { code: 'VND', symbol: '₫', exponent: 2 };

beforeAll(async () => {
  await loadArea('member', 'en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function show(routes: Record<string, unknown>) {
  const api = mockApi(routes);
  await renderApp(
    <CurrencyProvider currency={vnd}>
      <MessagesPage />
    </CurrencyProvider>,
  );
  return api;
}

const inbox = () => [
  message('6', 'notice', {
    title: 'Maintenance on Sunday',
    content: '<b>Games</b> pause from 02:00 to 04:00.\n\nThank you for waiting.',
  }),
  message('5', 'deposit_approved', {
    params: { reference: 'D1A2B3C4D5', amount: 100_000_000, currency: 'VND' },
  }),
  message('4', 'deposit_rejected', {
    params: { reference: 'D9F8E7D6C5', amount: 5_000_000, currency: 'VND', note: 'No transfer arrived' },
    readAt: '2026-11-21T11:00:00Z',
  }),
  message('3', 'withdrawal_approved', {
    params: { reference: 'W52', amount: 25_000_000, currency: 'VND' },
    readAt: '2026-11-21T11:00:00Z',
  }),
  message('2', 'withdrawal_rejected', {
    params: { reference: 'W51', amount: 1_000_000, currency: 'VND', note: 'The card name does not match' },
    readAt: '2026-11-21T11:00:00Z',
  }),
  message('1', 'withdrawal_paid', {
    params: { reference: 'W50', amount: 12_345, currency: 'VND', note: 'internal: batch 7' },
    readAt: '2026-11-21T11:00:00Z',
  }),
];

const toggle = (name: RegExp) => screen.findByRole('button', { name });
const panelOf = (button: HTMLElement) =>
  document.getElementById(String(button.getAttribute('aria-controls'))) as HTMLElement;
const bodies = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('POST /wps/messages/read').map((call) => JSON.parse(String(call.init?.body)));

describe('platform information page (messageV2)', () => {
  it('lists the messages newest first and writes each kind in words, a notice as plain text', async () => {
    const { routes } = fakeInbox(inbox());
    await show(routes);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('heading', { level: 5 })
        .map((heading) => heading.querySelector('[class*="title"]')?.textContent),
    ).toEqual([
      'Unread: Maintenance on Sunday',
      'Unread: Deposit approved',
      'Deposit rejected',
      'Withdrawal approved',
      'Withdrawal rejected',
      'Withdrawal paid',
    ]);

    const expectations: [RegExp, string[]][] = [
      [/Maintenance on Sunday/, ['<b>Games</b> pause from 02:00 to 04:00.', 'Thank you for waiting.']],
      [/Deposit approved/, ['Your deposit D1A2B3C4D5 of ₫1,000,000.00 has been credited to your wallet.']],
      [
        /Deposit rejected/,
        [
          'Your deposit D9F8E7D6C5 of ₫50,000.00 was not approved. Nothing was added to your wallet.',
          'Reason: No transfer arrived',
        ],
      ],
      [
        /Withdrawal approved/,
        [
          'Your withdrawal W52 of ₫250,000.00 has been approved and will be paid to your bank account shortly.',
        ],
      ],
      [
        /Withdrawal rejected/,
        [
          'Your withdrawal W51 of ₫10,000.00 was rejected. The amount is back in your wallet.',
          'Reason: The card name does not match',
        ],
      ],
      [
        /Withdrawal paid/,
        [
          'Your withdrawal W50 of ₫123.45 has been paid to your bank account. Please confirm on the Withdraw page whether it arrived.',
        ],
      ],
    ];
    for (const [name, paragraphs] of expectations) {
      const button = await toggle(name);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(panelOf(button).hidden).toBe(true);
      await userEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const panel = panelOf(button);
      expect(panel.hidden).toBe(false);
      expect([...panel.querySelectorAll('p')].map((p) => p.textContent)).toEqual(paragraphs);
    }
    // The operator's markup is shown as the characters it is, never run as HTML.
    expect(document.querySelector('b')).toBeNull();
  });

  it('marks an unread message read when it is opened, once, and the unread count drops', async () => {
    const { routes } = fakeInbox(inbox());
    const api = await show(routes);
    expect(await screen.findByText('2 unread')).toBeTruthy();

    const deposit = await toggle(/^Unread: Deposit approved/);
    expect(deposit.closest('li')?.className).toMatch(/unread/);
    await userEvent.click(deposit);
    expect(await screen.findByText('1 unread')).toBeTruthy();
    expect(bodies(api)).toEqual([{ ids: ['5'] }]);
    const opened = await toggle(/^Deposit approved/);
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    expect(opened.closest('li')?.className).not.toMatch(/unread/);

    // Closing and opening again, or opening a message already read, asks nothing more.
    await userEvent.click(opened);
    await userEvent.click(opened);
    await userEvent.click(await toggle(/^Withdrawal approved/));
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    expect(bodies(api)).toEqual([{ ids: ['5'] }]);
  });

  it('marks everything read at once, then offers it no more', async () => {
    const { routes } = fakeInbox(inbox());
    const api = await show(routes);
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect((markAll as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(markAll);
    await waitFor(() => expect((markAll as HTMLButtonElement).disabled).toBe(true));
    expect(bodies(api)).toEqual([{ all: true }]);
    expect(screen.queryByText(/unread$/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Unread:/ })).toBeNull();
    expect(await toggle(/^Maintenance on Sunday/)).toBeTruthy();
  });

  it('says so when there are no messages yet, with nothing to mark', async () => {
    const { routes } = fakeInbox([]);
    await show(routes);
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows a failed load with a way to try again', async () => {
    const { routes } = fakeInbox(inbox());
    let fail = true;
    await show({
      ...routes,
      'GET /wps/messages': (call: Parameters<(typeof routes)['GET /wps/messages']>[0]) =>
        fail ? failure('INTERNAL', 'Something went wrong', 500) : routes['GET /wps/messages'](call),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch('Network link abnormal, try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await toggle(/Maintenance on Sunday/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a message could not be marked read, and leaves it unread', async () => {
    const { routes } = fakeInbox(inbox());
    await show({
      ...routes,
      'POST /wps/messages/read': () =>
        failure('RATE_LIMITED', 'Too many requests, please wait a moment', 429),
    });
    await userEvent.click(await toggle(/^Unread: Deposit approved/));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, please wait a moment');
    expect(screen.getByText('2 unread')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Unread: Deposit approved/ })).toBeTruthy();
  });

  it('pages through the inbox ten at a time', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      message(String(12 - index), 'notice', { title: `Notice ${12 - index}`, content: 'Hello' }),
    );
    const { routes } = fakeInbox(many);
    const api = await show(routes);
    expect(await toggle(/Notice 12/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Notice 2\b/ })).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Message pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await toggle(/Notice 2\b/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 5 })).toHaveLength(2);
    const asked = api.callsTo('GET /wps/messages').map((call) => Object.fromEntries(call.url.searchParams));
    expect(asked.at(-1)).toEqual({ page: '2', pageSize: '10' });
  });
});
