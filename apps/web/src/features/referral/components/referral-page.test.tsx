import type { ReferralFriend, ReferralValue } from '@portal/contracts/referral';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { loadArea } from '../../../lib/i18n.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { ReferralPage } from './referral-page.tsx';

const vnd = { code: 'VND', symbol: '₫', exponent: 2 };

beforeAll(async () => {
  await loadArea('member', 'en');
});

const setClipboard = (clipboard: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setClipboard(undefined);
});

/** ₫50,000 paid for each friend whose approved deposit reaches ₫200,000. */
const invitation = (overrides: Partial<Extract<ReferralValue, { enabled: true }>> = {}): ReferralValue => ({
  enabled: true,
  code: 'AB3DE5GH',
  path: '/register?referralCode=AB3DE5GH',
  currency: 'VND',
  reward: 5_000_000,
  minDeposit: 20_000_000,
  friends: 3,
  rewardedFriends: 1,
  earned: 5_000_000,
  ...overrides,
});

const friend = (account: string, overrides: Partial<ReferralFriend> = {}): ReferralFriend => ({
  account,
  registeredAt: '2026-11-20T10:00:00Z',
  reward: null,
  rewardedAt: null,
  ...overrides,
});

const friendsPage = (list: ReferralFriend[], page = 1, total = list.length) => ({
  list,
  page,
  pageSize: 10,
  total,
  totalPages: Math.max(1, Math.ceil(total / 10)),
  currency: 'VND',
});

const threeFriends = friendsPage([
  friend('jo***an', { registeredAt: '2026-11-22T08:30:00Z' }),
  friend('ma***ia', {
    registeredAt: '2026-11-21T09:00:00Z',
    reward: 5_000_000,
    rewardedAt: '2026-11-21T12:15:00Z',
  }),
  friend('b***'),
]);

async function show(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /wps/referral': invitation(),
    'GET /wps/referral/friends': threeFriends,
    ...routes,
  });
  await renderApp(
    <CurrencyProvider currency={vnd}>
      <ReferralPage />
    </CurrencyProvider>,
  );
  return api;
}

const link = () => `${window.location.origin}/register?referralCode=AB3DE5GH`;
const en = (iso: string) => formatShortDateTime(iso, 'en');

describe('invite friends page (referral)', () => {
  it('states the rule, shows the link and code to share, the three figures and the friends', async () => {
    const api = await show();
    expect(
      await screen.findByText(
        "Invite friends with your link. When a friend's approved deposit reaches ₫200,000.00, you receive ₫50,000.00 for that friend (once per friend).",
      ),
    ).toBeTruthy();

    const linkField = screen.getByLabelText('Your invitation link') as HTMLInputElement;
    expect(linkField.value).toBe(link());
    expect(linkField.readOnly).toBe(true);
    const codeField = screen.getByLabelText('Your invite code') as HTMLInputElement;
    expect(codeField.value).toBe('AB3DE5GH');
    expect(codeField.readOnly).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
    // The same link as a QR code, drawn in the page, for a friend's phone camera.
    const qr = screen.getByRole('img', { name: 'QR code of the invitation link' });
    expect(qr.getAttribute('data-qr-value')).toBe(link());
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);

    const figures = screen.getByRole('region', { name: 'Your results' });
    const pairs = within(figures)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Friends invited', '3'],
      ['Friends rewarded', '1'],
      ['Earned', '₫50,000.00'],
    ]);

    const table = await screen.findByRole('table', { name: 'Your friends' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Account', 'Registered', 'Reward', 'Rewarded at']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]);
    expect(rows).toEqual([
      ['jo***an', en('2026-11-22T08:30:00Z'), 'Waiting for a qualifying deposit', '—Not yet'],
      ['ma***ia', en('2026-11-21T09:00:00Z'), '₫50,000.00', en('2026-11-21T12:15:00Z')],
      ['b***', en('2026-11-20T10:00:00Z'), 'Waiting for a qualifying deposit', '—Not yet'],
    ]);
    expect(within(table).getAllByText('—')[0]?.getAttribute('aria-hidden')).toBe('true');
    // One page: no page links.
    expect(screen.queryByRole('navigation', { name: 'Friends pages' })).toBeNull();

    const asked = api.callsTo('GET /wps/referral/friends')[0]?.url.searchParams;
    expect(asked?.get('page')).toBe('1');
    expect(asked?.get('pageSize')).toBe('10');
  });

  it('copies the link and the code, and announces each', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenLastCalledWith(link());

    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(status.textContent).toBe('Code copied'));
    expect(writeText).toHaveBeenLastCalledWith('AB3DE5GH');
  });

  it('selects the link to copy by hand when the browser refuses the clipboard', async () => {
    setClipboard({ writeText: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))) });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        "Your browser did not allow copying. The link is selected: copy it with your keyboard or your browser's menu.",
      ),
    );
    const field = screen.getByLabelText('Your invitation link') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, link().length]);
  });

  it('says how to get friends while none has registered', async () => {
    await show({ 'GET /wps/referral/friends': friendsPage([]) });
    expect(await screen.findByText('No friends yet: share your link.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through the friends, ten at a time', async () => {
    const api = await show({
      'GET /wps/referral/friends': ({ url }: MockCall) => {
        const page = Number(url.searchParams.get('page'));
        return friendsPage([friend(`fr***${page}`)], page, 25);
      },
    });
    const table = await screen.findByRole('table', { name: 'Your friends' });
    expect(within(table).getByText('fr***1')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Friends pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await within(table).findByText('fr***3')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(api.callsTo('GET /wps/referral/friends').at(-1)?.url.searchParams.get('page')).toBe('3');
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    const api = await show({
      'GET /wps/referral': () => (fail ? failure('INTERNAL', 'x', 500) : invitation()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network link abnormal');
    expect(screen.queryByLabelText('Your invitation link')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(((await screen.findByLabelText('Your invitation link')) as HTMLInputElement).value).toBe(link());
    expect(api.callsTo('GET /wps/referral')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells a trial account to register, as the other member pages do', async () => {
    await show({
      'GET /wps/referral': failure('TRIAL_ACCOUNT', 'Trial accounts cannot invite friends', 403),
      'GET /wps/referral/friends': failure('TRIAL_ACCOUNT', 'Trial accounts cannot invite friends', 403),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Please Register an Account first');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so when the merchant does not run the promotion', async () => {
    const api = await show({ 'GET /wps/referral': { enabled: false } });
    expect(await screen.findByText('Inviting friends is not offered at the moment.')).toBeTruthy();
    expect(screen.queryByLabelText('Your invitation link')).toBeNull();
    expect(api.callsTo('GET /wps/referral/friends')).toHaveLength(0);
  });
});
