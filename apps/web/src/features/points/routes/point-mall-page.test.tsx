import { generateKeyPairSync } from 'node:crypto';
import type { PointsEntry, PointsValue, Redeem, Reward } from '@portal/contracts/points';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { applyLanguage, loadArea } from '../../../lib/i18n.ts';
import { clearSession, saveSession, TRIAL_TYPE } from '../../../lib/session.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { PointMallPage } from './point-mall-page.tsx';

const vnd = { code: 'VND', symbol: '₫', exponent: 2 };
const spki = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'der' })
  .toString('base64');
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(async () => {
  await loadArea('points', 'en');
});

beforeEach(() => {
  saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

/** 1,250 points, 300 held; 1 point per ₫1,000 deposited; 100 points convert to ₫1,000. */
const open = (overrides: Partial<Extract<PointsValue, { enabled: true }>> = {}): PointsValue => ({
  enabled: true,
  points: 1_250,
  currency: 'VND',
  earnUnit: 100_000,
  earnPoints: 1,
  ratioPoints: 100,
  ratioAmount: 100_000,
  pendingPoints: 300,
  ...overrides,
});

const reward = (id: number, overrides: Partial<Reward> = {}): Reward => ({
  id: String(id),
  name: `Reward ${id}`,
  description: `What reward ${id} is`,
  kind: 'item',
  cashAmount: null,
  cost: 500,
  available: null,
  ...overrides,
});

const mall = {
  list: [
    reward(1, { name: 'Phone case', description: 'A case for your phone', cost: 500, available: 12 }),
    reward(2, {
      name: 'Cash ₫50,000',
      description: 'Paid to your main wallet',
      kind: 'cash',
      cashAmount: 5_000_000,
      cost: 600,
    }),
    reward(3, { name: 'Headphones', description: 'Wireless headphones', cost: 900, available: 0 }),
  ],
  currency: 'VND',
};

const redeem = (id: number, overrides: Partial<Redeem> = {}): Redeem => ({
  id: String(id),
  rewardName: 'Phone case',
  quantity: 2,
  points: 1_000,
  status: 'process',
  remark: null,
  createdAt: '2026-11-21T10:00:00Z',
  decidedAt: null,
  ...overrides,
});

const entry = (id: number, overrides: Partial<PointsEntry> = {}): PointsEntry => ({
  id: String(id),
  kind: 'deposit',
  change: 120,
  balance: 1_250,
  reference: 'D1A2B3C4D5',
  createdAt: '2026-11-20T08:00:00Z',
  ...overrides,
});

const paged = <T,>(list: T[], page = 1, total = list.length) => ({
  list,
  page,
  pageSize: 10,
  total,
  totalPages: Math.max(1, Math.ceil(total / 10)),
});

const redeemAnswer = (quantity = 2, cost = 500) => ({
  redeem: redeem(99, { quantity, points: quantity * cost }),
  points: 1_250 - quantity * cost,
});

async function show(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /wps/session/publicKey': { keyId: 'k1', algorithm: 'RSA-OAEP-256', spki },
    'GET /wps/points': open(),
    'GET /wps/points/rewards': mall,
    'GET /wps/points/redeems': paged([]),
    'GET /wps/points/transactions': paged([]),
    ...routes,
  });
  const handlers = {
    onLogIn: vi.fn(),
    onRegister: vi.fn(),
    onOpenSecurityCentre: vi.fn(),
    onConverted: vi.fn(),
  };
  await renderApp(
    <CurrencyProvider currency={vnd}>
      <Suspense fallback={<p>Loading text</p>}>
        <PointMallPage {...handlers} />
      </Suspense>
    </CurrencyProvider>,
    { route: '/pointMall' },
  );
  return { api, ...handlers };
}

const body = (call: MockCall | undefined) => JSON.parse(String(call?.init?.body)) as Record<string, unknown>;
const tab = (name: string) => screen.findByRole('tab', { name });
const card = (name: string) => screen.findByRole('article', { name });

async function openRedeem(name: string) {
  await userEvent.click(within(await card(name)).getByRole('button', { name: 'Redeem' }));
  return screen.findByRole('dialog', { name: `Redeem ${name}` });
}

async function fillRedeem(dialog: HTMLElement, quantity: string, password = '246810') {
  const field = within(dialog).getByLabelText('Redeem quantity');
  await userEvent.clear(field);
  if (quantity) await userEvent.type(field, quantity);
  const secret = within(dialog).getByLabelText('Payment password');
  await userEvent.clear(secret);
  if (password) await userEvent.type(secret, password);
}

describe('points mall for visitors and trial accounts', () => {
  it('explains points to a visitor and offers the login popup, asking the server nothing', async () => {
    clearSession();
    const { api, onLogIn, onRegister } = await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Points mall' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How points work' })).toBeTruthy();
    expect(screen.getByText('Every approved deposit earns points.')).toBeTruthy();
    expect(screen.getByText('Points never expire.')).toBeTruthy();
    expect(screen.getByText('Log in to see your points and redeem rewards.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogIn).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
    expect(api.calls.filter((call) => call.path.startsWith('/wps/points'))).toHaveLength(0);
  });

  it('tells a trial account to register a real account first', async () => {
    saveSession({ token: 't'.repeat(40), memberType: TRIAL_TYPE, username: 'guest01' });
    const { api } = await show();
    expect(await screen.findByText('Please Register an Account first')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/wps/points'))).toHaveLength(0);
  });

  it('says the mall is not open when the merchant does not run it', async () => {
    await show({ 'GET /wps/points': { enabled: false } });
    expect(await screen.findByText('The points mall is not open.')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('treats a FEATURE_DISABLED answer as a closed mall, and a TRIAL_ACCOUNT one as a trial account', async () => {
    await show({ 'GET /wps/points': failure('FEATURE_DISABLED', 'off', 403) });
    expect(await screen.findByText('The points mall is not open.')).toBeTruthy();
    cleanup();
    await show({ 'GET /wps/points': failure('TRIAL_ACCOUNT', 'trial', 403) });
    expect(await screen.findByText('Please Register an Account first')).toBeTruthy();
  });
});

describe('points mall for members', () => {
  it('sums up the points, what requests in process hold, the earn rule and the ratio', async () => {
    await show();
    const summary = await screen.findByRole('region', { name: 'Your points' });
    const figures = within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Current points', '1,250'],
      ['In process', '300'],
      ['Earning', '1 point for every ₫1,000.00 deposited'],
      ['Points ratio', '100 points = ₫1,000.00'],
    ]);
    expect(within(summary).getByText('Held by redeem requests in process')).toBeTruthy();
    expect(within(summary).getByText('Points never expire')).toBeTruthy();
  });

  it('writes the earn rule in the plural when a unit earns several points', async () => {
    await show({ 'GET /wps/points': open({ earnPoints: 5, earnUnit: 5_000_000 }) });
    expect(await screen.findByText('5 points for every ₫50,000.00 deposited')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    await show({ 'GET /wps/points': () => (fail ? failure('INTERNAL', 'x', 500) : open()) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network link abnormal');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Your points' })).toBeTruthy();
  });

  it('lists the rewards with their cost and what is left; a sold out one cannot be redeemed', async () => {
    await show();
    const phone = await card('Phone case');
    expect(within(phone).getByText('A case for your phone')).toBeTruthy();
    expect(within(phone).getByText('500 points')).toBeTruthy();
    expect(within(phone).getByText('12 left')).toBeTruthy();
    expect((within(phone).getByRole('button', { name: 'Redeem' }) as HTMLButtonElement).disabled).toBe(false);

    const cash = await card('Cash ₫50,000');
    expect(within(cash).getByText('Cash reward: ₫50,000.00')).toBeTruthy();
    expect(within(cash).getByText('No limit')).toBeTruthy();

    const headphones = await card('Headphones');
    const button = within(headphones).getByRole('button', { name: 'Sold out' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(
      within(headphones).getByRole('heading', { name: 'Headphones' }).id,
    );
  });

  it('says so when the mall has no rewards yet', async () => {
    await show({ 'GET /wps/points/rewards': { list: [], currency: 'VND' } });
    expect(await screen.findByText('There are no rewards in the mall yet.')).toBeTruthy();
  });

  it('redeems: the reward, the quantity, the encrypted payment password and a fresh request id; then in process, and everything read again', async () => {
    let redeemed = false;
    const { api } = await show({
      'GET /wps/points': () => (redeemed ? open({ points: 250, pendingPoints: 1_300 }) : open()),
      'POST /wps/points/redeem': () => {
        redeemed = true;
        return redeemAnswer(2);
      },
      'GET /wps/points/redeems': () => paged(redeemed ? [redeem(99)] : []),
    });
    const dialog = await openRedeem('Phone case');
    expect(within(dialog).getByText('A case for your phone')).toBeTruthy();
    const total = () => within(dialog).getByText('Total points').nextElementSibling?.textContent;
    expect(total()).toBe('500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    expect(total()).toBe('1,000');
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Request sent: in process. 2 × Phone case for 1,000 points.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = body(api.callsTo('POST /wps/points/redeem')[0]);
    expect(sent).toMatchObject({ rewardId: '1', quantity: 2 });
    expect(String(sent.paymentPassword)).toMatch(/^rsa:/);
    expect(sent.paymentPassword).not.toContain('246810');
    expect(String(sent.requestId)).toMatch(uuid);
    expect(Object.keys(sent).sort()).toEqual(['paymentPassword', 'quantity', 'requestId', 'rewardId']);

    // The summary, the mall and the history are read again.
    const summary = screen.getByRole('region', { name: 'Your points' });
    await waitFor(() => expect(within(summary).getByText('250')).toBeTruthy());
    expect(within(summary).getByText('1,300')).toBeTruthy();
    expect(api.callsTo('GET /wps/points/rewards').length).toBeGreaterThanOrEqual(2);
    await userEvent.click(await tab('Redeem history'));
    const history = await screen.findByRole('table', { name: 'Redeem history' });
    expect(within(history).getByText('In process')).toBeTruthy();
  });

  it('checks the quantity and the password in the browser: no request for bad input', async () => {
    const { api } = await show();
    const dialog = await openRedeem('Phone case');
    expect(within(dialog).getByText('From 1 to 12')).toBeTruthy();
    await fillRedeem(dialog, '13');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Choose a quantity from 1 to 12')).toBeTruthy();
    await fillRedeem(dialog, '3', '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Not enough points: this needs 1,500 and you have 1,250'),
    ).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Payment password'));
    await fillRedeem(dialog, '1', '');
    await userEvent.clear(within(dialog).getByLabelText('Payment password'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter your payment password')).toBeTruthy();
    expect(api.callsTo('POST /wps/points/redeem')).toHaveLength(0);
  });

  it('shows INSUFFICIENT_POINTS in the dialog with the points the server counts, and reads the points again', async () => {
    const { api } = await show({
      'POST /wps/points/redeem': failure('INSUFFICIENT_POINTS', 'Not enough points', 422, { points: 200 }),
    });
    const dialog = await openRedeem('Phone case');
    await fillRedeem(dialog, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('Not enough points: you have 200.');
    await waitFor(() => expect(api.callsTo('GET /wps/points')).toHaveLength(2));
    expect(screen.queryByText(/Request sent/)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Redeem Phone case' })).toBeTruthy();
  });

  it('shows a wrong payment password under the field, and the next attempt is a new request', async () => {
    let attempt = 0;
    const { api } = await show({
      'POST /wps/points/redeem': () => {
        attempt += 1;
        return attempt === 1
          ? failure('WRONG_PAYMENT_PASSWORD', 'The payment password is not correct')
          : redeemAnswer(1);
      },
    });
    const dialog = await openRedeem('Phone case');
    await fillRedeem(dialog, '1', '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const password = within(dialog).getByLabelText('Payment password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const described = String(password.getAttribute('aria-describedby'))
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('The payment password is not correct.');

    await userEvent.clear(password);
    await userEvent.type(password, '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Request sent: in process.'),
    );
    const [first, second] = api.callsTo('POST /wps/points/redeem').map(body);
    expect(second?.requestId).not.toBe(first?.requestId);
  });

  it('retries after no answer with the same request id, so the points are held once', async () => {
    let attempt = 0;
    const { api } = await show({
      'POST /wps/points/redeem': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return redeemAnswer(1);
      },
    });
    let dialog = await openRedeem('Phone case');
    await fillRedeem(dialog, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Network link abnormal, try again.');
    // Closing and opening the dialog again is still the same attempt.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openRedeem('Phone case');
    await fillRedeem(dialog, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Request sent: in process.'),
    );
    const ids = api.callsTo('POST /wps/points/redeem').map((call) => body(call).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('words the other refusals: sold out meanwhile, no payment password yet (with the way to set one)', async () => {
    let answer = failure('REWARD_SOLD_OUT', 'Sold out', 409, { available: 3 });
    const { api, onOpenSecurityCentre } = await show({
      'GET /wps/points': open({ points: 5_000 }),
      'POST /wps/points/redeem': () => answer,
    });
    const dialog = await openRedeem('Phone case');
    await fillRedeem(dialog, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only 3 left: choose fewer.');
    await waitFor(() => expect(api.callsTo('GET /wps/points/rewards')).toHaveLength(2));

    answer = failure('PAYMENT_PASSWORD_REQUIRED', 'Set a payment password first');
    await fillRedeem(dialog, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Set a payment password in the security centre first.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the security centre' }));
    expect(onOpenSecurityCentre).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves between the tabs with the arrow keys, Home and End', async () => {
    await show();
    const rewards = await tab('Rewards');
    expect(rewards.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Rewards' })).toBeTruthy();
    rewards.focus();
    await userEvent.keyboard('{ArrowRight}');
    const history = screen.getByRole('tab', { name: 'Redeem history' });
    expect(history.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(history);
    expect(screen.getByRole('tabpanel', { name: 'Redeem history' })).toBeTruthy();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Convert' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Rewards' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Convert' }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Rewards' }));
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it('lists the redeem history with its statuses and remarks, a page at a time', async () => {
    const { api } = await show({
      'GET /wps/points/redeems': ({ url }: MockCall) => {
        const page = Number(url.searchParams.get('page'));
        return page === 1
          ? paged(
              [
                redeem(3),
                redeem(2, {
                  rewardName: 'Cash ₫50,000',
                  quantity: 1,
                  points: 600,
                  status: 'approved',
                  remark: 'Paid',
                  decidedAt: '2026-11-21T12:00:00Z',
                }),
                redeem(1, { status: 'rejected', remark: 'Out of stock', decidedAt: '2026-11-21T12:00:00Z' }),
              ],
              1,
              13,
            )
          : paged([redeem(4, { rewardName: 'Mug' })], 2, 13);
      },
    });
    await userEvent.click(await tab('Redeem history'));
    const table = await screen.findByRole('table', { name: 'Redeem history' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ]);
    expect(rows).toEqual([
      ['Phone case', '2', '1,000', 'In process', '—No remark'],
      ['Cash ₫50,000', '1', '600', 'Approved', 'Paid'],
      ['Phone case', '2', '1,000', 'Rejected', 'Out of stock'],
    ]);
    expect(within(table).getAllByText('Not decided yet')).toHaveLength(1);
    const pages = screen.getByRole('navigation', { name: 'Redeem history pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Mug')).toBeTruthy();
    const last = api.callsTo('GET /wps/points/redeems').at(-1)?.url.searchParams;
    expect(last?.get('page')).toBe('2');
    expect(last?.get('pageSize')).toBe('10');
  });

  it('reads the rewards and the redeem history in the page language, and again when it changes', async () => {
    const language = (call: MockCall) => call.url.searchParams.get('language');
    const { api } = await show({
      'GET /wps/points/rewards': (call: MockCall) =>
        language(call) === 'vi'
          ? { ...mall, list: [reward(1, { name: 'Ốp lưng điện thoại', description: 'Ốp cho điện thoại' })] }
          : mall,
      'GET /wps/points/redeems': (call: MockCall) =>
        paged([redeem(1, { rewardName: language(call) === 'vi' ? 'Ốp lưng điện thoại' : 'Phone case' })]),
    });
    expect(await card('Phone case')).toBeTruthy();
    expect(api.callsTo('GET /wps/points/rewards').map(language)).toEqual(['en']);
    try {
      await act(() => applyLanguage('vi'));
      expect(await card('Ốp lưng điện thoại')).toBeTruthy();
      expect(api.callsTo('GET /wps/points/rewards').map(language)).toEqual(['en', 'vi']);
      await userEvent.click(await tab('Lịch sử đổi quà'));
      const table = await screen.findByRole('table', { name: 'Lịch sử đổi quà' });
      expect(await within(table).findByText('Ốp lưng điện thoại')).toBeTruthy();
      expect(api.callsTo('GET /wps/points/redeems').map(language)).toEqual(['vi']);
    } finally {
      await act(() => applyLanguage('en'));
    }
  });

  it('says so when there is no redeem history yet', async () => {
    await show();
    await userEvent.click(await tab('Redeem history'));
    expect(await screen.findByText('You have not redeemed a reward yet.')).toBeTruthy();
  });

  it('lists the points details: date, kind in words, changed points with their sign, balance and reference', async () => {
    await show({
      'GET /wps/points/transactions': paged([
        entry(4, { kind: 'convert', change: -100, balance: 1_250, reference: 'C77' }),
        entry(3, { kind: 'redeem_refund', change: 500, balance: 1_350, reference: 'R12' }),
        entry(2, { kind: 'redeem', change: -500, balance: 850, reference: 'R12' }),
        entry(1, { kind: 'deposit', change: 1_350, balance: 1_350, reference: 'D1A2B3C4D5' }),
      ]),
    });
    await userEvent.click(await tab('Points details'));
    const table = await screen.findByRole('table', { name: 'Points details' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Converted to money', '-100', '1,250', 'C77'],
      ['Redeem returned', '+500', '1,350', 'R12'],
      ['Redeem', '-500', '850', 'R12'],
      ['Deposit', '+1,350', '1,350', 'D1A2B3C4D5'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Type', 'Changed points', 'Points balance', 'Reference']);
  });

  it('says so when there are no points details yet', async () => {
    await show();
    await userEvent.click(await tab('Points details'));
    expect(await screen.findByText('No points yet: approved deposits earn points.')).toBeTruthy();
  });

  it('checks the points to convert in the browser: whole multiples of the ratio, no more than the member has', async () => {
    const { api } = await show();
    await userEvent.click(await tab('Convert'));
    const field = await screen.findByLabelText('Points to convert');
    expect(screen.getByText('A whole multiple of 100, up to 1,200')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    const convert = screen.getByRole('button', { name: 'Convert' });
    for (const [text, message] of [
      ['', 'Enter the points to convert'],
      ['12.5', 'Enter whole points, for example 1,200'],
      ['0', 'Enter at least 100 points'],
      ['1,150', 'Only whole multiples of 100 points convert: try 1,100'],
      ['50', 'Only whole multiples of 100 points convert: try 100'],
      ['1,300', 'You have 1,250 points'],
    ] as const) {
      await userEvent.clear(field);
      if (text) await userEvent.type(field, text);
      await userEvent.click(convert);
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.callsTo('POST /wps/points/convert')).toHaveLength(0);
  });

  it('converts: shows what it pays as it is typed, sends the points with the encrypted password, and refreshes the balance', async () => {
    let converted = false;
    const { api, onConverted } = await show({
      'GET /wps/points': () => (converted ? open({ points: 50 }) : open()),
      'POST /wps/points/convert': () => {
        converted = true;
        return { points: 50, amount: 1_200_000, balance: 6_200_000, currency: 'VND' };
      },
    });
    await userEvent.click(await tab('Convert'));
    expect(
      screen.getByText(
        '100 points convert to ₫1,000.00 in your main wallet. Only whole multiples of 100 points convert.',
      ),
    ).toBeTruthy();
    const receive = () => screen.getByText('You receive').nextElementSibling?.textContent;
    expect(receive()).toBe('₫0.00');
    // Not a whole multiple of 100: the form would not send it, so it pays nothing.
    await userEvent.type(screen.getByLabelText('Points to convert'), '1150');
    expect(receive()).toBe('₫0.00');
    await userEvent.clear(screen.getByLabelText('Points to convert'));
    await userEvent.type(screen.getByLabelText('Points to convert'), '1200');
    expect(receive()).toBe('₫12,000.00');
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));

    expect(
      await screen.findByText(
        '₫12,000.00 has been added to your main wallet. Main wallet balance: ₫62,000.00. Points left: 50.',
      ),
    ).toBeTruthy();
    const sent = body(api.callsTo('POST /wps/points/convert')[0]);
    expect(sent.points).toBe(1_200);
    expect(String(sent.paymentPassword)).toMatch(/^rsa:/);
    expect(String(sent.requestId)).toMatch(uuid);
    expect(Object.keys(sent).sort()).toEqual(['paymentPassword', 'points', 'requestId']);
    expect(onConverted).toHaveBeenCalledTimes(1);
    expect(onConverted.mock.calls[0]?.[0]).toMatchObject({ amount: 1_200_000, balance: 6_200_000 });
    // The summary is read again: 50 points are too few to convert more.
    const summary = screen.getByRole('region', { name: 'Your points' });
    await waitFor(() => expect(within(summary).getByText('50')).toBeTruthy());
    expect(screen.getByText('You need at least 100 points to convert; you have 50.')).toBeTruthy();
  });

  it('shows a wrong payment password and INSUFFICIENT_POINTS from a conversion', async () => {
    let answer = failure('WRONG_PAYMENT_PASSWORD', 'The payment password is not correct');
    const { api } = await show({ 'POST /wps/points/convert': () => answer });
    await userEvent.click(await tab('Convert'));
    await userEvent.type(screen.getByLabelText('Points to convert'), '1000');
    const password = screen.getByLabelText('Payment password');
    await userEvent.type(password, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('The payment password is not correct.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    answer = failure('INSUFFICIENT_POINTS', 'Not enough points', 422, { points: 40 });
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough points: you have 40.');
    await waitFor(() => expect(api.callsTo('GET /wps/points')).toHaveLength(2));
  });
});
