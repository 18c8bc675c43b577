import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession, TRIAL_TYPE } from '../../../lib/session.ts';
import { failure, type MockRoute } from '../../../test/api-mock.ts';
import { facts } from '../../../test/facts.ts';
import {
  DETAIL,
  member,
  panel,
  sent,
  setUpPromoDetailTests,
  showDetail,
} from '../../../test/promo-detail-harness.tsx';
import { depositMatch, MATCH_TERMS } from '../../../test/promotion-fixtures.ts';

const JOIN = 'POST /wps/relay/MCS2_joinDepositPromotion';
const JOINED = { ...MATCH_TERMS, joinedAt: '2026-11-20T12:00:00.000Z' };

setUpPromoDetailTests();

const show = (routes: Record<string, MockRoute>) => showDetail(depositMatch(), routes);

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

  it('names a first-deposit match, and tells a member who has deposited that it is not theirs', async () => {
    member();
    const first = { ...MATCH_TERMS, firstDeposit: true, depositedBefore: true };
    const { api } = await show({ [DETAIL]: depositMatch({ match: first }) });
    expect(facts(await panel('Terms'))).toMatchObject({ Status: 'First deposit only' });
    const box = await panel('Deposit bonus');
    expect(facts(box)).toMatchObject({ Deposit: 'Your first deposit only' });
    expect(
      within(box).getByText('This offer is for a first deposit, and your account has made one already.'),
    ).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
    expect(api.callsTo(JOIN)).toHaveLength(0);
    cleanup();

    // Not deposited yet: the join is offered as for any match.
    await show({ [DETAIL]: depositMatch({ match: { ...first, depositedBefore: false } }) });
    expect(within(await panel('Deposit bonus')).getByRole('button', { name: 'Join' })).toBeTruthy();
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
