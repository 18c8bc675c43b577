import { generateKeyPairSync } from 'node:crypto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getExclusionNotice,
  showExclusionNotice,
} from '../../features/responsible-gaming/model/rg-dialogs.ts';
import { applyLanguage } from '../../lib/i18n.ts';
import { leavePage } from '../../lib/leave-page.ts';
import { clearSession, getSession, type Session, saveSession } from '../../lib/session.ts';
import { memberInfoValue } from '../../test/agent-fixtures.ts';
import { balanceValue, failure, type MockCall, type MockRoute, mockApi } from '../../test/api-mock.ts';
import { bankChannel } from '../../test/cashier-fixtures.ts';
import { location, renderApp } from '../../test/render.tsx';
import MemberCentre from './member-centre.tsx';
import { useMemberCentre } from './use-member-centre.ts';

// The gateway deposit leaves for the gateway's page: record where instead of navigating.
vi.mock('../../lib/leave-page.ts', () => ({ leavePage: vi.fn() }));

const session: Session = { token: 't'.repeat(40), memberType: 0, username: 'player01' };
const spki = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'der' })
  .toString('base64');

const card = {
  id: '11',
  bankName: 'Vietcombank',
  accountName: 'Tran Thi Binh',
  accountNumberMasked: '**** 6789',
  createdAt: '2026-11-20T10:00:00Z',
};
const security = (overrides: object = {}) => ({
  account: 'player01',
  payeeName: 'Tran Thi Binh',
  hasPaymentPassword: true,
  mobileNum: '*****4321',
  email: 'p***@example.com',
  bankCards: [card],
  ...overrides,
});
const settings = {
  minAmount: 10_000,
  maxAmount: 5_000_000,
  dailyCount: 5,
  raisedBy: null,
  usedToday: 1,
  forceReceiveMinutes: 30,
  withdrawable: 1_000_000,
  turnover: { required: 0, done: 0, outstanding: 0 },
};
const gatewayChannel = {
  code: 'PAY',
  kind: 'gateway',
  name: 'Online payment',
  minAmount: 1_000,
  maxAmount: 10_000_000,
};

const invitation = {
  enabled: true,
  code: 'AB3DE5GH',
  path: '/register?referralCode=AB3DE5GH',
  currency: 'VND',
  reward: 5_000_000,
  minDeposit: 20_000_000,
  friends: 1,
  rewardedFriends: 0,
  earned: 0,
};
const oneFriend = {
  list: [{ account: 'jo***an', registeredAt: '2026-11-22T08:30:00Z', reward: null, rewardedAt: null }],
  page: 1,
  pageSize: 10,
  total: 1,
  totalPages: 1,
  currency: 'VND',
};

const baseRoutes: Record<string, MockRoute> = {
  'GET /wps/v2/wallets/balance': balanceValue(1_000_000),
  'GET /wps/session/publicKey': { keyId: 'k1', algorithm: 'RSA-OAEP-256', spki },
  'GET /wps/member/security': security(),
  'GET /wps/cashier/withdrawal/settings': settings,
  'GET /wps/cashier/withdrawals': { list: [] },
  'GET /wps/cashier/channels': { list: [bankChannel, gatewayChannel] },
  'GET /wps/cashier/deposits': { list: [] },
  'GET /wps/referral': invitation,
  'GET /wps/referral/friends': oneFriend,
  'GET /wps/relay/MCSFE_getMissionSummaryDetails': { currency: 'VND', missions: [], open: 0 },
};

function Host() {
  const { page } = useMemberCentre();
  return page ? <MemberCentre page={page} session={session} /> : <p>Closed</p>;
}

async function open(route: string, routes: Record<string, MockRoute> = {}) {
  const api = mockApi({ ...baseRoutes, ...routes });
  await renderApp(
    <Suspense fallback={<p>Loading member centre</p>}>
      <Host />
    </Suspense>,
    { route },
  );
  return api;
}

const rebateValue = (total: number) => ({
  currency: 'VND',
  windowDays: 30,
  level: null,
  products: [
    { product: 'game', rateBp: 80, bets: total ? 4 : 0, validBets: total * 125, amount: total },
    { product: 'lottery', rateBp: 30, bets: 0, validBets: 0, amount: 0 },
  ],
  total,
});
const noClaims = { list: [], page: 1, pageSize: 10, total: 0, currency: 'VND' };

const dialog = () => screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 3_000 });
const jsonBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('member centre overlay', () => {
  it('lists the pages built so far, in menu order, and starts on the page the address names', async () => {
    await open('/?mc=withdraw');
    const centre = await dialog();
    const menu = within(centre).getByRole('navigation', { name: 'Member centre pages' });
    // Invite friends joins once the referral answer says the merchant runs the promotion.
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'My account',
        'My wallet',
        'Deposit',
        'Withdraw',
        'Transfers',
        'Betting record',
        'Account record',
        'Profit and loss',
        'Bonus details',
        'Reward centre',
        'Invite friends',
        'Mission activity',
        'Platform information',
        'Rebate',
        'VIP club',
        'Responsible gaming',
      ]),
    );
    expect(within(menu).getByRole('link', { name: 'Withdraw' }).getAttribute('aria-current')).toBe('page');
    expect(await within(centre).findByRole('heading', { name: 'Withdraw', level: 3 })).toBeTruthy();
    // The heading takes the focus, so a screen reader announces the page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Withdraw'));
  });

  it('opens on the rebate page by its spec name', async () => {
    await open('/?mc=manualRebate', {
      'GET /wps/rebate': rebateValue(0),
      'GET /wps/rebate/claims': noClaims,
    });
    const centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'Rebate', level: 3 })).toBeTruthy();
    const menu = within(centre).getByRole('navigation', { name: 'Member centre pages' });
    expect(within(menu).getByRole('link', { name: 'Rebate' }).getAttribute('aria-current')).toBe('page');
    expect(await within(centre).findByRole('heading', { name: 'Rebate to claim', level: 4 })).toBeTruthy();
    expect(within(centre).getByRole('heading', { name: 'Claim history', level: 4 })).toBeTruthy();
  });

  it('opens on the invite friends page by its spec name', async () => {
    const api = await open('/?mc=referral');
    const centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'Invite friends', level: 3 })).toBeTruthy();
    const menu = within(centre).getByRole('navigation', { name: 'Member centre pages' });
    expect(within(menu).getByRole('link', { name: 'Invite friends' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const link = (await within(centre).findByLabelText('Your invitation link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/register?referralCode=AB3DE5GH`);
    const friends = await within(centre).findByRole('table', { name: 'Your friends' });
    expect(within(friends).getByText('jo***an')).toBeTruthy();
    expect(location.current).toBe('/?mc=referral');
    // The menu and the page share one answer.
    expect(api.callsTo('GET /wps/referral')).toHaveLength(1);
  });

  it('leaves invite friends out of the menu while the promotion is off, and its address falls back to My account', async () => {
    const menuNames = (centre: HTMLElement) =>
      within(within(centre).getByRole('navigation', { name: 'Member centre pages' }))
        .getAllByRole('link')
        .map((link) => link.textContent);

    const api = await open('/?mc=referral', { 'GET /wps/referral': { enabled: false } });
    let centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'My account', level: 3 })).toBeTruthy();
    expect(await within(centre).findByText('p***@example.com')).toBeTruthy();
    expect(api.callsTo('GET /wps/referral')).toHaveLength(1);
    expect(menuNames(centre)).not.toContain('Invite friends');
    expect(menuNames(centre)).toHaveLength(15);
    expect(within(centre).getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(centre).queryByLabelText('Your invitation link')).toBeNull();
    expect(api.callsTo('GET /wps/referral/friends')).toHaveLength(0);
    cleanup();

    // While the answer is not known, it is not offered either (rather than shown, then taken away).
    await open('/?mc=withdraw', { 'GET /wps/referral': () => new Promise(() => {}) });
    centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'Withdraw', level: 3 })).toBeTruthy();
    expect(menuNames(centre)).not.toContain('Invite friends');
  });

  it('opens on the security centre for an unknown page name', async () => {
    await open('/?mc=casinoLounge');
    const centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'My account', level: 3 })).toBeTruthy();
    expect(await within(centre).findByText('p***@example.com')).toBeTruthy();
  });

  it('moves between pages through the address, and Escape closes it', async () => {
    await open('/lottery?mc=securityCenter');
    const centre = await dialog();
    await userEvent.click(within(centre).getByRole('link', { name: 'Account record' }));
    expect(await within(centre).findByRole('heading', { name: 'Account record', level: 3 })).toBeTruthy();
    expect(location.current).toBe('/lottery?mc=transactionHistory');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Closed')).toBeTruthy();
    expect(location.current).toBe('/lottery');
  });
});

describe('withdraw page', () => {
  it('guides a member without payment password or card to the security centre', async () => {
    await open('/?mc=withdraw', {
      'GET /wps/member/security': security({ hasPaymentPassword: false, bankCards: [] }),
    });
    const centre = await dialog();
    expect(await within(centre).findByText('Set a payment password.')).toBeTruthy();
    expect(within(centre).getByText('Bind a bank card in your own name.')).toBeTruthy();
    expect(within(centre).queryByRole('button', { name: 'Request withdrawal' })).toBeNull();
    await userEvent.click(within(centre).getByRole('button', { name: 'Go to My account' }));
    expect(await within(centre).findByRole('heading', { name: 'My account', level: 3 })).toBeTruthy();
    expect(location.current).toBe('/?mc=securityCenter');
  });

  it('shows the limits and what is left today', async () => {
    await open('/?mc=withdraw');
    const centre = await dialog();
    expect(await within(centre).findByText('₫10,000.00')).toBeTruthy(); // withdrawable
    expect(within(centre).getByText('₫100.00 – ₫50,000.00')).toBeTruthy();
    expect(within(centre).getByText('4 of 5')).toBeTruthy();
    expect(within(centre).queryByText(/level raises these limits/)).toBeNull();
  });

  it('names the VIP club level that raises the limits', async () => {
    await open('/?mc=withdraw', {
      'GET /wps/cashier/withdrawal/settings': {
        ...settings,
        maxAmount: 10_000_000,
        dailyCount: 8,
        raisedBy: 'Gold',
      },
    });
    const centre = await dialog();
    expect(await within(centre).findByText('Your Gold level raises these limits.')).toBeTruthy();
    expect(within(centre).getByText('₫100.00 – ₫100,000.00')).toBeTruthy();
    expect(within(centre).getByText('7 of 8')).toBeTruthy();
  });

  it('checks the amount in the browser: no request for bad input', async () => {
    const api = await open('/?mc=withdraw');
    const centre = await dialog();
    const amount = await within(centre).findByLabelText('Amount');
    await userEvent.type(within(centre).getByLabelText('Payment password'), '246810');
    for (const [text, message] of [
      ['12.345', 'Use at most 2 decimals'],
      ['-5', 'The amount cannot be negative'],
      ['0', 'The amount must be above zero'],
      ['abc', 'Enter an amount in numbers, for example 1,234.50'],
      ['50', 'The minimum is ₫100.00'],
      ['20,000', 'You can withdraw up to ₫10,000.00'],
    ] as const) {
      await userEvent.clear(amount);
      await userEvent.type(amount, text);
      await userEvent.click(within(centre).getByRole('button', { name: 'Request withdrawal' }));
      expect(await within(centre).findByText(message)).toBeTruthy();
    }
    expect(api.callsTo('POST /wps/cashier/withdraw')).toHaveLength(0);
  });

  it('shows the turnover still to stake, with a bar, in place of the form', async () => {
    await open('/?mc=withdraw', {
      'GET /wps/cashier/withdrawal/settings': {
        ...settings,
        turnover: { required: 100_000, done: 60_000, outstanding: 40_000 },
      },
    });
    const centre = await dialog();
    const bar = await within(centre).findByRole('progressbar', { name: 'Stake ₫400.00 more to withdraw' });
    expect(bar.getAttribute('aria-valuetext')).toBe('₫600.00 of ₫1,000.00 staked');
    expect(bar.getAttribute('aria-valuenow')).toBe('60000');
    expect(within(centre).getByText('Turnover')).toBeTruthy();
    expect(within(centre).getByText(/bets cancelled or taken back do not/)).toBeTruthy();
    expect(within(centre).queryByRole('button', { name: 'Request withdrawal' })).toBeNull();
  });

  it('says how much is left when the server refuses for turnover, and shows the figures as they are now', async () => {
    let owed = 0;
    const api = await open('/?mc=withdraw', {
      'GET /wps/cashier/withdrawal/settings': () => ({
        ...settings,
        turnover: { required: owed, done: 0, outstanding: owed },
      }),
      'POST /wps/cashier/withdraw': () => {
        // A bonus arrived after the page loaded.
        owed = 30_000;
        return failure('TURNOVER_REQUIRED', 'Your deposits and bonuses must be staked first', 422, {
          required: 30_000,
          done: 0,
          outstanding: 30_000,
        });
      },
    });
    const centre = await dialog();
    await userEvent.type(await within(centre).findByLabelText('Amount'), '100');
    await userEvent.type(within(centre).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(centre).getByRole('button', { name: 'Request withdrawal' }));
    expect(
      await within(centre).findByText(
        'Stake ₫300.00 more before you withdraw: deposits and bonuses are to be staked first.',
      ),
    ).toBeTruthy();
    expect(
      await within(centre).findByRole('progressbar', { name: 'Stake ₫300.00 more to withdraw' }),
    ).toBeTruthy();
    expect(api.callsTo('GET /wps/cashier/withdrawal/settings').length).toBeGreaterThan(1);
  });

  it('sends minor units, the encrypted payment password and one request id, reused when the same request is retried', async () => {
    let attempt = 0;
    const api = await open('/?mc=withdraw', {
      'POST /wps/cashier/withdraw': ({ init }: { init: RequestInit | undefined }) => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        const body = jsonBody(init);
        return {
          id: '7',
          amount: body.amount,
          currency: 'VND',
          bankName: 'Vietcombank',
          accountNumberMasked: '**** 6789',
          status: 'pending',
          confirmation: null,
          receivedAmount: null,
          note: null,
          createdAt: '2026-11-21T10:00:00Z',
          decidedAt: null,
          paidAt: null,
          forceReceiveAt: null,
        };
      },
    });
    const centre = await dialog();
    await userEvent.type(await within(centre).findByLabelText('Amount'), '1,234.50');
    await userEvent.type(within(centre).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(centre).getByRole('button', { name: 'Request withdrawal' }));
    expect(await within(centre).findByText('Network link abnormal, try again.')).toBeTruthy();
    await userEvent.click(within(centre).getByRole('button', { name: 'Request withdrawal' }));
    expect(await within(centre).findByText(/Withdrawal of ₫1,234.50 requested/)).toBeTruthy();

    const [first, second] = api.callsTo('POST /wps/cashier/withdraw').map((call) => jsonBody(call.init));
    expect(first).toMatchObject({ bankCardId: '11', amount: 123_450 });
    expect(String(first?.paymentPassword)).toMatch(/^rsa:/);
    expect(first?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.requestId).toBe(first?.requestId);
  });
});

describe('deposit page', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);

  it('shows where to transfer, refuses a non-image proof in the browser, then sends the form with the image', async () => {
    const api = await open('/?mc=depositv2', {
      'POST /wps/cashier/deposit': {
        id: '3',
        channelCode: 'VCB',
        amount: 10_000_000,
        currency: 'VND',
        reference: 'D1A2B3C4D5',
        status: 'pending',
        note: null,
        createdAt: '2026-11-21T10:00:00Z',
        decidedAt: null,
      },
    });
    const centre = await dialog();
    expect(await within(centre).findByText('0071001234567')).toBeTruthy();
    expect(within(centre).getByRole('button', { name: 'Copy Account number' })).toBeTruthy();
    await userEvent.type(within(centre).getByLabelText('Amount'), '100,000');
    const proof = within(centre).getByLabelText('Proof of transfer');
    await userEvent.upload(proof, new File([gif], 'proof.png', { type: 'image/png' }));
    await userEvent.click(within(centre).getByRole('button', { name: 'Submit deposit' }));
    expect(await within(centre).findByText('Only PNG or JPG images are accepted')).toBeTruthy();
    expect(api.callsTo('POST /wps/cashier/deposit')).toHaveLength(0);

    await userEvent.upload(proof, new File([png], 'proof.png', { type: 'image/png' }));
    await userEvent.click(within(centre).getByRole('button', { name: 'Submit deposit' }));
    expect(await within(centre).findByText('Deposit submitted')).toBeTruthy();
    expect(within(centre).getByText('D1A2B3C4D5')).toBeTruthy();
    expect(within(centre).getByText('Pending')).toBeTruthy();

    const form = api.callsTo('POST /wps/cashier/deposit')[0]?.init?.body as FormData;
    expect(form.get('channelCode')).toBe('VCB');
    expect(form.get('amount')).toBe('10000000');
    expect(String(form.get('requestId'))).toMatch(/^[0-9a-f-]{36}$/);
    expect((form.get('proof') as File).name).toBe('proof.png');
  });

  it('names the channels in the page language, and asks again when it changes', async () => {
    const language = (call: MockCall) => call.url.searchParams.get('language');
    const api = await open('/?mc=depositv2', {
      'GET /wps/cashier/channels': (call: MockCall) =>
        language(call) === 'vi'
          ? { list: [{ ...bankChannel, name: 'Chuyển khoản ngân hàng VCB' }, gatewayChannel] }
          : { list: [bankChannel, gatewayChannel] },
    });
    const centre = await dialog();
    expect(await within(centre).findByRole('radio', { name: /^Bank transfer/ })).toBeTruthy();
    expect(api.callsTo('GET /wps/cashier/channels').map(language)).toEqual(['en']);
    try {
      await act(() => applyLanguage('vi'));
      // The name says the kind already, so it is not said twice before the limits.
      const bank = await within(centre).findByRole('radio', { name: /^Chuyển khoản ngân hàng VCB/ });
      expect(bank.closest('label')?.textContent).not.toMatch(/VCB.*Chuyển khoản ngân hàng ·/);
      expect(api.callsTo('GET /wps/cashier/channels').map(language)).toEqual(['en', 'vi']);
    } finally {
      await act(() => applyLanguage('en'));
    }
  });

  it('refuses an amount outside the channel limits before sending', async () => {
    const api = await open('/?mc=depositv2');
    const centre = await dialog();
    await userEvent.type(await within(centre).findByLabelText('Amount'), '10');
    await userEvent.click(within(centre).getByRole('button', { name: 'Submit deposit' }));
    expect(await within(centre).findByText('The minimum is ₫50,000.00')).toBeTruthy();
    expect(api.callsTo('POST /wps/cashier/deposit')).toHaveLength(0);
  });

  it('shows the server message when a deposit is refused', async () => {
    await open('/?mc=depositv2', {
      'POST /wps/cashier/deposit': failure(
        'AMOUNT_OUT_OF_RANGE',
        'The amount is outside this channel’s limits',
      ),
    });
    const centre = await dialog();
    await userEvent.type(await within(centre).findByLabelText('Amount'), '60,000');
    await userEvent.upload(
      within(centre).getByLabelText('Proof of transfer'),
      new File([png], 'p.png', { type: 'image/png' }),
    );
    await userEvent.click(within(centre).getByRole('button', { name: 'Submit deposit' }));
    expect(await within(centre).findByText('The amount is outside this channel’s limits')).toBeTruthy();
  });

  it('names the deposit limit a request would pass (responsible gaming)', async () => {
    await open('/?mc=depositv2', {
      'POST /wps/cashier/deposit': failure('PLAYER_LIMIT', 'This would pass your 7-day deposit limit', 403, {
        kind: 'deposit',
        period: 'week',
        amount: 10_000_000,
        used: 9_000_000,
      }),
    });
    const centre = await dialog();
    await userEvent.type(await within(centre).findByLabelText('Amount'), '60,000');
    await userEvent.upload(
      within(centre).getByLabelText('Proof of transfer'),
      new File([png], 'p.png', { type: 'image/png' }),
    );
    await userEvent.click(within(centre).getByRole('button', { name: 'Submit deposit' }));
    expect(
      await within(centre).findByText(
        'This would pass your 7-day deposit limit of ₫100,000.00 (₫90,000.00 used).',
      ),
    ).toBeTruthy();
  });

  it('sends a gateway deposit and goes to the gateway page', async () => {
    const api = await open('/?mc=depositv2', {
      'POST /wps/cashier/deposit/gateway': {
        deposit: {
          id: '4',
          channelCode: 'PAY',
          amount: 500_000,
          currency: 'VND',
          reference: 'D99',
          status: 'pending',
          note: null,
          createdAt: '2026-11-21T10:00:00Z',
          decidedAt: null,
        },
        redirectUrl: 'https://pay.example/checkout/abc',
      },
    });
    const centre = await dialog();
    await userEvent.click(await within(centre).findByRole('radio', { name: /Online payment/ }));
    await userEvent.type(within(centre).getByLabelText('Amount'), '5000');
    await userEvent.click(within(centre).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://pay.example/checkout/abc'));
    const body = jsonBody(api.callsTo('POST /wps/cashier/deposit/gateway')[0]?.init);
    expect(body).toMatchObject({ channelCode: 'PAY', amount: 500_000 });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('wallet and records pages', () => {
  it('says plainly that games use the main wallet when the merchant has one seamless wallet', async () => {
    await open('/?mc=transferFund', {
      'GET /wps/member/info/funds/consolidated': {
        list: [{ wallet: 'main', balance: 1_000_000 }],
        sumBalance: 1_000_000,
      },
      'GET /wps/relay/GCS_merchantWallet': { isSingle: true, wallets: [] },
    });
    const centre = await dialog();
    expect(await within(centre).findByText(/All games use your main wallet directly/)).toBeTruthy();
    expect(within(centre).getByText('Main wallet')).toBeTruthy();
    expect(within(centre).queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it('transfers between the main wallet and a vendor wallet where the merchant has them', async () => {
    const api = await open('/?mc=transferFund', {
      'GET /wps/member/info/funds/consolidated': {
        list: [
          { wallet: 'main', balance: 900_000 },
          { wallet: 'vendor:TCG', balance: 100_000 },
        ],
        sumBalance: 1_000_000,
      },
      'GET /wps/relay/GCS_merchantWallet': { isSingle: false, wallets: ['TCG', 'SABA'] },
      'POST /wps/relay/GCS_walletTransfer': { transferId: '1', replayed: false, sumBalance: 1_000_000 },
    });
    const centre = await dialog();
    expect(await within(centre).findByRole('option', { name: 'TCG game wallet' })).toBeTruthy();
    await userEvent.selectOptions(within(centre).getByLabelText('Game wallet'), 'SABA');
    await userEvent.click(within(centre).getByRole('radio', { name: 'Game wallet → main wallet' }));
    await userEvent.type(within(centre).getByLabelText('Amount'), '25.5');
    await userEvent.click(within(centre).getByRole('button', { name: 'Transfer' }));
    expect(await within(centre).findByText('₫25.50 moved back to your main wallet.')).toBeTruthy();
    const body = jsonBody(api.callsTo('POST /wps/relay/GCS_walletTransfer')[0]?.init);
    expect(body).toMatchObject({ vendor: 'SABA', direction: 'toMain', amount: 2_550 });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers the downline transfer to agents only, and names the upline', async () => {
    await open('/?mc=transferUpline', {
      'GET /wps/member/info': { ...memberInfoValue('player01', 0), toUpline: 'agent007' },
    });
    const centre = await dialog();
    const upline = await within(centre).findByRole('region', { name: 'Transfer to your upline' });
    expect(
      await within(upline).findByText(
        'Send money from your main wallet to agent007, the agent who invited you.',
      ),
    ).toBeTruthy();
    expect(within(upline).getByRole('button', { name: 'Transfer to upline' })).toBeTruthy();
    expect(within(centre).queryByRole('region', { name: 'Transfer to a downline' })).toBeNull();
  });

  it('says an account without an upline has no one to send to, instead of a form that can only fail', async () => {
    await open('/?mc=transferUpline', { 'GET /wps/member/info': memberInfoValue('player01', 0) });
    const centre = await dialog();
    const upline = await within(centre).findByRole('region', { name: 'Transfer to your upline' });
    expect(
      await within(upline).findByText(
        "Your account was not opened through an agent's invitation, so it has no upline to send money to.",
      ),
    ).toBeTruthy();
    expect(within(upline).queryByRole('textbox')).toBeNull();
  });

  it('asks for account records by local day range, category and page', async () => {
    const record = (id: number) => ({
      id: String(id),
      type: 'deposit',
      category: 'deposit',
      amount: 1_000,
      balanceAfter: 1_000 * id,
      wallet: 'main',
      reference: `D${id}`,
      createdAt: '2026-11-21T10:00:00Z',
    });
    const api = await open('/?mc=transactionHistory', {
      'GET /wps/records/account': ({ url }: { url: URL }) => {
        const page = Number(url.searchParams.get('page'));
        return { list: [record(page)], page, pageSize: 20, total: 45 };
      },
    });
    const centre = await dialog();
    expect(await within(centre).findByText('D1')).toBeTruthy();
    await userEvent.selectOptions(within(centre).getByLabelText('Type'), 'withdrawal');
    await userEvent.click(await within(centre).findByRole('button', { name: 'Next' }));
    expect(await within(centre).findByText('D2')).toBeTruthy();
    expect(within(centre).getByText('Page 2 of 3')).toBeTruthy();

    const last = api.callsTo('GET /wps/records/account').at(-1)?.url.searchParams;
    expect(last?.get('category')).toBe('withdrawal');
    expect(last?.get('page')).toBe('2');
    expect(last?.get('pageSize')).toBe('20');
    // Seven local days: from the start of the first to the start of the day after today.
    const from = new Date(String(last?.get('from')));
    const to = new Date(String(last?.get('to')));
    expect(from.getHours()).toBe(0);
    expect(Math.round((to.getTime() - from.getTime()) / 86_400_000)).toBe(7);
    expect(last?.get('from')).toMatch(/T00:00:00[+-]\d{2}:\d{2}$/);

    await userEvent.click(within(centre).getByRole('button', { name: '30 days' }));
    await waitFor(() => {
      const params = api.callsTo('GET /wps/records/account').at(-1)?.url.searchParams;
      expect(params?.get('page')).toBe('1');
      const days =
        (Date.parse(String(params?.get('to'))) - Date.parse(String(params?.get('from')))) / 86_400_000;
      expect(Math.round(days)).toBe(30);
    });
  });
});

describe('bonus details and reward centre pages', () => {
  const bonusValue = {
    list: [
      {
        id: '5',
        type: 'rebate',
        category: 'bonus',
        amount: 12_600,
        balanceAfter: 1_012_600,
        wallet: 'main',
        reference: 'R5',
        createdAt: '2026-11-21T10:00:00Z',
      },
    ],
    page: 1,
    pageSize: 20,
    total: 1,
    totals: [
      'rebate',
      'salary',
      'dividend',
      'referral_bonus',
      'points_convert',
      'points_redeem',
      'mission_reward',
    ].map((type) => ({ type, amount: type === 'rebate' ? 12_600 : 0, count: type === 'rebate' ? 1 : 0 })),
    sum: 12_600,
  };

  it('opens bonus details by its spec name, listing the bonuses of the last seven days', async () => {
    const api = await open('/?mc=bonusDetails', { 'GET /wps/records/bonus': bonusValue });
    const centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'Bonus details', level: 3 })).toBeTruthy();
    const menu = within(centre).getByRole('navigation', { name: 'Member centre pages' });
    expect(within(menu).getByRole('link', { name: 'Bonus details' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const table = await within(centre).findByRole('table', { name: 'Bonuses' });
    expect(within(table).getByText('R5')).toBeTruthy();
    expect(within(centre).getByText('All bonuses')).toBeTruthy();
    expect(api.callsTo('GET /wps/records/bonus')).toHaveLength(1);
  });

  it('opens the reward centre by its spec name; its buttons move to the pages, its points link leaves the centre', async () => {
    const api = await open('/lottery?mc=rewardCenter', {
      'GET /wps/relay/MCSFE_getMissionSummaryDetails': { currency: 'VND', missions: [], open: 0 },
      'GET /wps/rebate': rebateValue(12_600),
      'GET /wps/rebate/claims': noClaims,
      'GET /wps/points': {
        enabled: true,
        points: 80,
        currency: 'VND',
        earnUnit: 10_000_000,
        earnPoints: 1,
        ratioPoints: 100,
        ratioAmount: 1_000_000,
        pendingPoints: 0,
      },
    });
    const centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'Reward centre', level: 3 })).toBeTruthy();
    const friends = await within(centre).findByRole('region', { name: 'Invite friends' });
    expect(within(friends).getByText('₫50,000.00 for each friend')).toBeTruthy();
    // The menu badge and the missions card read the same answer.
    expect(await within(centre).findByText('No mission to claim yet.')).toBeTruthy();
    expect(api.callsTo('GET /wps/relay/MCSFE_getMissionSummaryDetails')).toHaveLength(1);
    expect(api.callsTo('GET /wps/referral')).toHaveLength(1);

    await userEvent.click(await within(centre).findByRole('button', { name: 'Go to Rebate' }));
    expect(await within(centre).findByRole('heading', { name: 'Rebate', level: 3 })).toBeTruthy();
    expect(location.current).toBe('/lottery?mc=manualRebate');

    await userEvent.click(within(centre).getByRole('link', { name: 'Reward centre' }));
    await userEvent.click(await within(centre).findByRole('link', { name: 'Go to the points mall' }));
    expect(await screen.findByText('Closed')).toBeTruthy();
    expect(location.current).toBe('/pointMall');
  });
});

describe('rebate page', () => {
  it('pays the claim into the main wallet and refreshes the balance, the wallets and the records', async () => {
    let balance = 1_000_000;
    let claimed = false;
    const api = mockApi({
      ...baseRoutes,
      'GET /wps/v2/wallets/balance': () => balanceValue(balance),
      'GET /wps/rebate': () => rebateValue(claimed ? 0 : 12_600),
      'GET /wps/rebate/claims': noClaims,
      'POST /wps/rebate/claim': () => {
        claimed = true;
        balance += 12_600;
        return {
          claim: {
            id: '1',
            amount: 12_600,
            bets: 4,
            validBets: 1_575_000,
            createdAt: '2026-11-21T10:00:00Z',
          },
          balance,
          currency: 'VND',
        };
      },
    });
    const { queryClient } = await renderApp(
      <Suspense fallback={<p>Loading member centre</p>}>
        <Host />
      </Suspense>,
      { route: '/?mc=manualRebate' },
    );
    // Records and wallets read earlier, not on screen now.
    const recordsKey = ['records', 'account', { page: 1 }];
    const walletsKey = ['wallet', 'consolidated'];
    queryClient.setQueryData(recordsKey, { list: [] });
    queryClient.setQueryData(walletsKey, { list: [] });

    const centre = await dialog();
    await userEvent.click(await within(centre).findByRole('button', { name: 'Claim ₫126.00' }));
    expect(await within(centre).findByText('₫126.00 has been added to your main wallet.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /wps/v2/wallets/balance')).toHaveLength(2));
    expect(queryClient.getQueryData(['wallet', 'balance'])).toMatchObject({ sumBalance: 1_012_600 });
    expect(queryClient.getQueryState(recordsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(walletsKey)?.isInvalidated).toBe(true);
  });
});

describe('mission activity page', () => {
  const SUMMARY = 'GET /wps/relay/MCSFE_getMissionSummaryDetails';
  const mission = (id: string, state: 'process' | 'claim' | 'claimed') => ({
    id,
    kind: 'deposit',
    period: 'daily',
    target: 20_000_000,
    progress: state === 'process' ? 0 : 20_000_000,
    reward: 1_000_000,
    points: 10,
    state,
    periodStart: '2026-11-21T00:00:00.000Z',
    periodEnd: new Date(Date.now() + 3_600_000).toISOString(),
    claimedAt: state === 'claimed' ? '2026-11-21T09:00:00.000Z' : null,
  });
  const summaryOf = (states: Array<'process' | 'claim' | 'claimed'>) => ({
    currency: 'VND',
    missions: states.map((state, index) => mission(String(index + 1), state)),
    open: states.filter((state) => state === 'claim').length,
  });
  const missionsLink = (centre: HTMLElement) =>
    within(within(centre).getByRole('navigation', { name: 'Member centre pages' })).getByRole('link', {
      name: 'Mission activity',
    });

  it('counts the missions to claim beside the menu entry, and a claim updates the count, the balance, the wallets and the records', async () => {
    let balance = 1_000_000;
    let claimed = false;
    const api = mockApi({
      ...baseRoutes,
      'GET /wps/v2/wallets/balance': () => balanceValue(balance),
      [SUMMARY]: () => summaryOf(claimed ? ['claimed', 'claim'] : ['claim', 'claim']),
      'GET /wps/relay/MCSFE_getMissionLeaderboard': {
        periodStart: '2026-11-16T17:00:00.000Z',
        periodEnd: '2026-11-23T17:00:00.000Z',
        list: [],
        mine: { rank: null, points: 0, missions: 0 },
      },
      'POST /wps/relay/MCSFE_claimMission': () => {
        claimed = true;
        balance += 1_000_000;
        return {
          claim: {
            id: '9',
            missionId: '1',
            reward: 1_000_000,
            points: 10,
            periodStart: '2026-11-21T00:00:00.000Z',
            claimedAt: '2026-11-21T10:00:00.000Z',
          },
          balance,
          currency: 'VND',
        };
      },
    });
    const { queryClient } = await renderApp(
      <Suspense fallback={<p>Loading member centre</p>}>
        <Host />
      </Suspense>,
      { route: '/?mc=missionLeaderboard' },
    );
    const recordsKey = ['records', 'account', { page: 1 }];
    queryClient.setQueryData(recordsKey, { list: [] });

    const centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'Mission activity', level: 3 })).toBeTruthy();
    const link = missionsLink(centre);
    expect(link.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(link.getAttribute('aria-describedby')).toBeTruthy());
    expect(
      within(centre).getByRole('link', { name: 'Mission activity', description: '2 missions to claim' }),
    ).toBe(link);
    // The number for the eye; the words for assistive technology.
    expect(within(link).getByText('2').getAttribute('aria-hidden')).toBe('true');

    const [first] = await within(centre).findAllByRole('button', { name: 'Claim' });
    if (!first) throw new Error('no claim button');
    await userEvent.click(first);
    expect(await within(centre).findByText('₫10,000.00 added to your main wallet.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(centre).getByRole('link', { name: 'Mission activity', description: '1 mission to claim' }),
      ).toBeTruthy(),
    );
    // The page and the badge share one answer: one read on opening, one after the claim.
    expect(api.callsTo(SUMMARY)).toHaveLength(2);
    await waitFor(() => expect(api.callsTo('GET /wps/v2/wallets/balance')).toHaveLength(2));
    expect(queryClient.getQueryData(['wallet', 'balance'])).toMatchObject({ sumBalance: 2_000_000 });
    expect(queryClient.getQueryState(recordsKey)?.isInvalidated).toBe(true);
  });

  it('shows no count while none is open or the count is not known', async () => {
    await open('/?mc=securityCenter', { [SUMMARY]: summaryOf(['process', 'claimed']) });
    let centre = await dialog();
    await waitFor(() => expect(within(centre).getByText('p***@example.com')).toBeTruthy());
    let link = missionsLink(centre);
    expect(link.getAttribute('aria-describedby')).toBeNull();
    expect(link.textContent).toBe('Mission activity');
    cleanup();

    await open('/?mc=securityCenter', { [SUMMARY]: () => new Promise(() => {}) });
    centre = await dialog();
    link = missionsLink(centre);
    expect(link.textContent).toBe('Mission activity');
  });

  it('counts unread messages on the platform information entry, as the header does', async () => {
    await open('/?mc=securityCenter', { 'GET /wps/relay/CSP_unreadCount': 3 });
    const centre = await dialog();
    const link = await within(centre).findByRole('link', {
      name: 'Platform information',
      description: '3 unread',
    });
    expect(within(link).getByText('3').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('responsible gaming page', () => {
  const noLimits = {
    currency: 'VND',
    limits: ['deposit', 'wager', 'loss'].flatMap((kind) =>
      ['day', 'week', 'month'].map((period) => ({ kind, period, amount: null, used: 0, pending: null })),
    ),
    realityCheckMinutes: null,
    sessionLimit: { minutes: null, pending: null },
    dailyTime: { minutes: null, pending: null, playedMinutes: 0, resetsAt: '2026-11-27T17:00:00.000Z' },
    coolingOffHours: 24,
  };

  afterEach(() => {
    showExclusionNotice(null);
    clearSession();
  });

  it('opens by its name, last in the menu', async () => {
    await open('/?mc=responsibleGaming', { 'GET /wps/rg': noLimits });
    const centre = await dialog();
    expect(await within(centre).findByRole('heading', { name: 'Responsible gaming', level: 3 })).toBeTruthy();
    const menu = within(centre).getByRole('navigation', { name: 'Member centre pages' });
    const links = within(menu).getAllByRole('link');
    expect(links.at(-1)?.textContent).toBe('Responsible gaming');
    expect(links.at(-1)?.getAttribute('aria-current')).toBe('page');
    expect(await within(centre).findByRole('heading', { name: 'Deposit limit', level: 5 })).toBeTruthy();
  });

  it('after a time-out, ends the session here as a logout does and goes home', async () => {
    saveSession(session);
    sessionStorage.setItem('disclaimerAccept', 'true');
    const excluded = { kind: 'timeout', until: '2026-12-27T10:00:00.000Z', accounts: 1 };
    const api = await open('/games?mc=responsibleGaming', {
      'GET /wps/rg': noLimits,
      'POST /wps/rg/exclusion': excluded,
    });
    const centre = await dialog();
    await userEvent.click(await within(centre).findByRole('button', { name: 'Take a break for 30 days' }));
    const confirm = await screen.findByRole('dialog', { name: 'Take a break for 30 days?' });
    await userEvent.type(
      within(confirm).getByLabelText('Login password', { selector: 'input' }),
      'secret123',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Start my break' }));

    await waitFor(() => expect(location.current).toBe('/'));
    expect(getSession()).toBeNull();
    // Session storage is cleared except the merchant's keys.
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('disclaimerAccept')).toBe('true');
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(getExclusionNotice()).toEqual(excluded);
    // The server has already ended the session: it is not asked to log out (it would answer 401).
    expect(api.callsTo('DELETE /wps/session/logout')).toHaveLength(0);
    expect(jsonBody(api.callsTo('POST /wps/rg/exclusion')[0]?.init)).toMatchObject({
      kind: 'timeout',
      days: 30,
      allBrands: false,
    });
  });
});
