import type { RebateClaim, RebateValue } from '@portal/contracts/rebate';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { loadArea } from '../../../lib/i18n.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { RebatePage } from './rebate-page.tsx';

const vnd = { code: 'VND', symbol: '₫', exponent: 2 };

beforeAll(async () => {
  await loadArea('member', 'en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** 0.8% of ₫15,000 on games and 0.3% of ₫2,000 on the lottery: ₫120 + ₫6. */
const claimable = (overrides: Partial<RebateValue> = {}): RebateValue => ({
  currency: 'VND',
  windowDays: 30,
  level: null,
  products: [
    { product: 'game', rateBp: 80, bets: 1_234, validBets: 1_500_000, amount: 12_000 },
    { product: 'lottery', rateBp: 30, bets: 3, validBets: 200_000, amount: 600 },
  ],
  total: 12_600,
  ...overrides,
});

const nothing = () =>
  claimable({
    products: [
      { product: 'game', rateBp: 80, bets: 0, validBets: 0, amount: 0 },
      { product: 'lottery', rateBp: 30, bets: 0, validBets: 0, amount: 0 },
    ],
    total: 0,
  });

const claim = (id: number, overrides: Partial<RebateClaim> = {}): RebateClaim => ({
  id: String(id),
  amount: 1_000 * id,
  bets: id,
  validBets: 100_000 * id,
  createdAt: '2026-11-21T10:00:00Z',
  ...overrides,
});

const claimsPage = (list: RebateClaim[], page = 1, total = list.length) => ({
  list,
  page,
  pageSize: 10,
  total,
  currency: 'VND',
});

const claimAnswer = (amount = 12_600) => ({
  claim: claim(99, { amount, bets: 1_237, validBets: 1_700_000 }),
  balance: 5_012_600,
  currency: 'VND',
});

async function show(routes: Record<string, MockRoute>, onClaimed = vi.fn()) {
  const api = mockApi({
    'GET /wps/rebate': claimable(),
    'GET /wps/rebate/claims': claimsPage([]),
    ...routes,
  });
  await renderApp(
    <CurrencyProvider currency={vnd}>
      <RebatePage onClaimed={onClaimed} />
    </CurrencyProvider>,
  );
  return { api, onClaimed };
}

const requestIds = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('POST /wps/rebate/claim').map((call) => JSON.parse(String(call.init?.body)).requestId);

const claimButton = (name: string | RegExp = /^Claim /) => screen.findByRole('button', { name });

describe('rebate page (manualRebate)', () => {
  it('explains the rebate and shows each product with its rate as a percent, its bets and the total', async () => {
    await show({});
    expect(
      screen.getByText(
        'A share of your settled bets from the last 30 days, paid to your main wallet when you claim it.',
      ),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Rebate by product' });
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
      ['Games', '0.8%', '1,234', '₫15,000.00', '₫120.00'],
      ['Lottery', '0.3%', '3', '₫2,000.00', '₫6.00'],
    ]);
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total₫126.00');
    const button = await claimButton('Claim ₫126.00');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('You have not claimed a rebate yet.')).toBeTruthy();
    expect(screen.queryByText(/VIP level adds/)).toBeNull();
  });

  it('says how much the member’s VIP level adds to the rates shown', async () => {
    await show({
      'GET /wps/rebate': claimable({
        level: { name: 'Gold', bonusBp: 20 },
        products: [{ product: 'game', rateBp: 100, bets: 2, validBets: 1_500_000, amount: 15_000 }],
        total: 15_000,
      }),
    });
    expect(await screen.findByText('Your Gold VIP level adds 0.2% to each rate below.')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Rebate by product' })).getByText('1%')).toBeTruthy();
  });

  it('claims with a fresh request id, announces the amount paid and reads everything again', async () => {
    let claimed = false;
    const { api, onClaimed } = await show({
      'GET /wps/rebate': () => (claimed ? nothing() : claimable()),
      'GET /wps/rebate/claims': () =>
        claimed ? claimsPage([claim(99, { amount: 12_600 })]) : claimsPage([]),
      'POST /wps/rebate/claim': () => {
        claimed = true;
        return claimAnswer();
      },
    });
    await userEvent.click(await claimButton('Claim ₫126.00'));

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('₫126.00 has been added to your main wallet.'));
    const [id] = requestIds(api);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(onClaimed).toHaveBeenCalledTimes(1);
    expect(onClaimed.mock.calls[0]?.[0]).toMatchObject({ claim: { amount: 12_600 }, balance: 5_012_600 });

    // What is left is read again, and the claim heads the history.
    expect(api.callsTo('GET /wps/rebate')).toHaveLength(2);
    expect(((await claimButton('Claim ₫0.00')) as HTMLButtonElement).disabled).toBe(true);
    const history = await screen.findByRole('table', { name: 'Claim history' });
    expect(within(history).getByText('₫126.00')).toBeTruthy();
    expect(api.callsTo('GET /wps/rebate/claims').length).toBeGreaterThanOrEqual(2);
  });

  it('retries after a network failure with the same request id, so the claim is paid once', async () => {
    let attempt = 0;
    const { api, onClaimed } = await show({
      'POST /wps/rebate/claim': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2) return failure('INTERNAL', 'boom', 500);
        return claimAnswer();
      },
    });
    await userEvent.click(await claimButton('Claim ₫126.00'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network link abnormal, try again.');
    expect(onClaimed).not.toHaveBeenCalled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    // A server failure may also have paid: the id is kept again.
    expect((await screen.findByRole('alert')).textContent).toContain('Network link abnormal');
    await userEvent.click(await claimButton('Claim ₫126.00'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('₫126.00 has been added to your main wallet.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();

    const ids = requestIds(api);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(onClaimed).toHaveBeenCalledTimes(1);
  });

  it('says there is nothing to claim when the server finds nothing, reads the rebate again, and starts a new id', async () => {
    let attempt = 0;
    const { api } = await show({
      'POST /wps/rebate/claim': () => {
        attempt += 1;
        return attempt === 1
          ? failure('NOTHING_TO_CLAIM', 'There is no rebate to claim yet', 409)
          : claimAnswer(600);
      },
    });
    await userEvent.click(await claimButton('Claim ₫126.00'));
    expect((await screen.findByRole('alert')).textContent).toBe('There is no rebate to claim yet.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(api.callsTo('GET /wps/rebate')).toHaveLength(2));

    // A refusal is final: the next claim is a new one.
    await userEvent.click(await claimButton('Claim ₫126.00'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('₫6.00 has been added to your main wallet.'),
    );
    const [first, second] = requestIds(api);
    expect(second).not.toBe(first);
  });

  it('disables the claim, and says why, while there is nothing to claim', async () => {
    const { api } = await show({ 'GET /wps/rebate': nothing() });
    const button = (await claimButton('Claim ₫0.00')) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const hint = document.getElementById(String(button.getAttribute('aria-describedby')));
    expect(hint?.textContent).toBe(
      'Nothing to claim yet: a rebate builds up as your bets of the last 30 days settle.',
    );
    await userEvent.click(button);
    expect(api.callsTo('POST /wps/rebate/claim')).toHaveLength(0);
  });

  it('shows that it is busy while the claim runs and sends one claim for several clicks', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = await show({
      'POST /wps/rebate/claim': async () => {
        await answered;
        return claimAnswer();
      },
    });
    const button = await claimButton('Claim ₫126.00');
    await userEvent.click(button);
    const busy = (await claimButton('Claiming…')) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await userEvent.click(busy);
    release();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('₫126.00 has been added to your main wallet.'),
    );
    expect(api.callsTo('POST /wps/rebate/claim')).toHaveLength(1);
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    await show({
      'GET /wps/rebate': () => (fail ? failure('INTERNAL', 'x', 500) : claimable()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network link abnormal');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await claimButton('Claim ₫126.00')).toBeTruthy();
  });

  it('pages through the claim history, ten at a time', async () => {
    const { api } = await show({
      'GET /wps/rebate/claims': ({ url }: MockCall) => {
        const page = Number(url.searchParams.get('page'));
        return claimsPage([claim(page * 10 + 1)], page, 25);
      },
    });
    const history = await screen.findByRole('table', { name: 'Claim history' });
    expect(within(history).getByText('₫110.00')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Claim history pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await within(history).findByText('₫210.00')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const last = api.callsTo('GET /wps/rebate/claims').at(-1)?.url.searchParams;
    expect(last?.get('page')).toBe('2');
    expect(last?.get('pageSize')).toBe('10');
  });
});
