import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../lib/i18n.ts';
import { clearSession, saveSession, TRIAL_TYPE } from '../../../lib/session.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { facts } from '../../../test/facts.ts';
import { depositMatch } from '../../../test/promotion-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { PromoDetailPage } from './promo-detail-page.tsx';

const DETAIL = 'GET /wps/promotions/7';
const JOIN = 'POST /wps/relay/MCS2_joinDepositPromotion';
const TERMS = { percent: 100, minDeposit: 10_000_000, joinedAt: null, bonus: null, paidAt: null };
const JOINED = { ...TERMS, joinedAt: '2026-11-20T12:00:00.000Z' };

beforeAll(async () => {
  await loadArea('promotions', 'en');
});

beforeEach(() => {
  // 20 November 2026: the offer runs (1 to 30 November). Only the date is faked, so the user
  // events' timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T12:00:00.000Z'));
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const member = () => saveSession({ token: 'm'.repeat(40), memberType: 0, username: 'player01' });

async function show(routes: Record<string, MockRoute>) {
  const api = mockApi({ [DETAIL]: depositMatch(), ...routes });
  const onLogIn = vi.fn();
  const onDeposit = vi.fn();
  const rendered = await renderApp(
    <PromoDetailPage onLogIn={onLogIn} onClaimed={vi.fn()} onDeposit={onDeposit} />,
    { route: '/promoDetail?id=7' },
  );
  return { api, onLogIn, onDeposit, queryClient: rendered.queryClient };
}

const panel = (name: string) => screen.findByRole('region', { name });
const sent = (call: MockCall | undefined) => JSON.parse(String(call?.init?.body));

describe('deposit match detail (/promoDetail?id=N)', () => {
  it('shows the share, the smallest deposit and the ceiling, and asks a visitor to log in', async () => {
    const { onLogIn, api } = await show({});
    expect(facts(await panel('Terms'))).toEqual({
      Category: 'Deposit',
      When: expect.stringMatching(/^Nov 1, 2026, .+ – Nov 30, 2026, .+$/),
      'Before withdrawal': 'Staked 3 times',
      Status: 'Join now',
    });
    const box = await panel('Deposit bonus');
    expect(facts(box)).toEqual({
      Bonus: '100% of the deposit, up to ₫1,000,000.00',
      'Smallest deposit': '₫100,000.00',
    });
    expect(within(box).getByText('Log in to join this offer.')).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Log in' }));
    expect(onLogIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Apply' })).toBeNull();
    expect(api.callsTo(JOIN)).toHaveLength(0);
  });

  it('tells a trial account it needs a real one, with no button', async () => {
    saveSession({ token: 'g'.repeat(40), memberType: TRIAL_TYPE, username: 'guest01' });
    await show({});
    const box = await panel('Deposit bonus');
    expect(within(box).getByText(/Trial accounts cannot join offers/)).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('joins once while busy, announces it with the focus, then leads to the deposit page', async () => {
    member();
    let reply: (value: unknown) => void = () => undefined;
    let joined = false;
    const { api, onDeposit, queryClient } = await show({
      [DETAIL]: () => (joined ? depositMatch({ state: 'joined', match: JOINED }) : depositMatch()),
      [JOIN]: () =>
        new Promise((resolve) => {
          reply = (value) => {
            joined = true;
            resolve(value);
          };
        }),
    });
    const box = await panel('Deposit bonus');
    queryClient.setQueryData(['promotions', 'list', 'player01', 'all'], { currency: 'VND', list: [] });
    expect(within(box).getByText(/make a deposit of at least ₫100,000.00/)).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Join' }));
    const busy = within(box).getByRole('button', { name: 'Joining…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await userEvent.click(busy);
    await act(async () => reply({ match: JOINED }));

    const status = await within(box).findByText('You joined. Your next deposit earns the bonus.');
    await waitFor(() => expect(document.activeElement).toBe(status.closest('[role="status"]')));
    expect(api.callsTo(JOIN)).toHaveLength(1);
    expect(sent(api.callsTo(JOIN)[0])).toEqual({ promotionId: '7' });
    expect(
      within(box).getByText(
        /^Your next deposit of at least ₫100,000.00 made before Nov 30, 2026, .+ earns the bonus\.$/,
      ),
    ).toBeTruthy();
    expect(facts(box).Joined).toMatch(/^Nov 20, 2026, /);
    await waitFor(() => expect(api.callsTo(DETAIL)).toHaveLength(2));
    expect(queryClient.getQueryState(['promotions', 'list', 'player01', 'all'])?.isInvalidated).toBe(true);
    await userEvent.click(within(box).getByRole('button', { name: 'Deposit now' }));
    expect(onDeposit).toHaveBeenCalledTimes(1);
  });

  it('says an offer that ended meanwhile has ended, with the focus, and shows it read again', async () => {
    member();
    let refused = false;
    const { api } = await show({
      [DETAIL]: () => (refused ? depositMatch({ state: 'close' }) : depositMatch()),
      [JOIN]: () => {
        refused = true;
        return failure('PROMOTION_NOT_OPEN', 'Not open', 409, { state: 'close' });
      },
    });
    const box = await panel('Deposit bonus');
    await userEvent.click(within(box).getByRole('button', { name: 'Join' }));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe('This promotion has ended.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await waitFor(() => expect(api.callsTo(DETAIL)).toHaveLength(2));
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('shows the bonus paid, and tells a member who joined an ended offer that a deposit made in time still counts', async () => {
    member();
    await show({
      [DETAIL]: depositMatch({
        state: 'issued',
        match: { ...JOINED, bonus: 25_000_000, paidAt: '2026-11-21T12:00:00.000Z' },
      }),
    });
    const box = await panel('Deposit bonus');
    expect(within(box).getByText('₫250,000.00 was paid into your main wallet.')).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
    expect(within(await panel('Terms')).getByText('Issued')).toBeTruthy();
    cleanup();

    await show({ [DETAIL]: depositMatch({ state: 'close', match: JOINED }) });
    const ended = await panel('Deposit bonus');
    expect(within(ended).getByText('This promotion has ended.')).toBeTruthy();
    expect(within(ended).getByText(/A deposit you made before the end still earns the bonus/)).toBeTruthy();
  });
});
