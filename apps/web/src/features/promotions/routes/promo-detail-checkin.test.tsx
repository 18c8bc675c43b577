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
import { checkin } from '../../../test/promotion-fixtures.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const CHECK_IN = 'POST /wps/relay/MCS2_checkInPromotion';

setUpPromoDetailTests();

const show = (routes: Record<string, MockRoute>) => showDetail(checkin(), routes);

const TODAY = { reward: 500_000, days: 4, streak: 3, today: true };
const checkinValue = () => ({ checkin: TODAY, reward: 500_000, balance: 2_500_000, currency: 'VND' });
const signed = () => checkin({ state: 'signed', checkin: TODAY });
const button = (box: HTMLElement) => within(box).getByRole('button', { name: 'Check in today' });

describe('check-in detail (/promoDetail?id=N)', () => {
  it('shows a visitor the daily reward and asks them to log in, without their figures', async () => {
    const { onLogIn, api } = await show({});
    expect(facts(await panel('Terms')).Status).toBe('Check in');
    const box = await panel('Daily check-in');
    expect(facts(box)).toEqual({ 'Reward per day': '₫5,000.00' });
    expect(within(box).getByText('Log in to check in and get ₫5,000.00 a day.')).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Log in' }));
    expect(onLogIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Apply' })).toBeNull();
    expect(api.callsTo(CHECK_IN)).toHaveLength(0);
  });

  it('tells a trial account it needs a real one, with no button', async () => {
    saveSession({ token: 'g'.repeat(40), memberType: TRIAL_TYPE, username: 'guest01' });
    await show({});
    const box = await panel('Daily check-in');
    expect(within(box).getByText(/Trial accounts cannot check in/)).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('checks in once while busy with a request id, announces the reward with the focus and refreshes the balance', async () => {
    member();
    let reply: (value: unknown) => void = () => undefined;
    let done = false;
    const { api, onClaimed, queryClient } = await show({
      [DETAIL]: () => (done ? signed() : checkin()),
      [CHECK_IN]: () =>
        new Promise((resolve) => {
          reply = (value) => {
            done = true;
            resolve(value);
          };
        }),
    });
    const box = await panel('Daily check-in');
    expect(facts(box)).toEqual({
      'Reward per day': '₫5,000.00',
      'Days checked in': '3',
      Streak: '2 days in a row',
    });
    queryClient.setQueryData(['promotions', 'list', 'player01', 'en', 'all'], { currency: 'VND', list: [] });
    await userEvent.click(button(box));
    const busy = within(box).getByRole('button', { name: 'Checking in…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await userEvent.click(busy);
    await act(async () => reply(checkinValue()));

    const paid = await within(box).findByText('Checked in: ₫5,000.00 was paid into your main wallet.');
    const region = paid.closest('[role="status"]');
    expect(region).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(api.callsTo(CHECK_IN)).toHaveLength(1);
    expect(sent(api.callsTo(CHECK_IN)[0])).toEqual({
      promotionId: '7',
      requestId: expect.stringMatching(UUID),
    });
    expect(onClaimed).toHaveBeenCalledWith(checkinValue());
    expect(facts(box)).toMatchObject({ 'Days checked in': '4', Streak: '3 days in a row' });
    expect(within(box).getByText('You have checked in today. Come back tomorrow.')).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
    await waitFor(() => expect(api.callsTo(DETAIL)).toHaveLength(2));
    expect(queryClient.getQueryState(['promotions', 'list', 'player01', 'en', 'all'])?.isInvalidated).toBe(
      true,
    );
    expect(within(await panel('Terms')).getByText('Checked in today')).toBeTruthy();
  });

  it('retries a check-in that may have paid with the same request id, and a refused one with a new id', async () => {
    member();
    let attempt = 0;
    const { api } = await show({
      [CHECK_IN]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2) return failure('RATE_LIMITED', 'Too many', 429);
        return checkinValue();
      },
    });
    const box = await panel('Daily check-in');
    await userEvent.click(button(box));
    expect((await within(box).findByRole('alert')).textContent).toBe('Network link abnormal, try again.');
    await userEvent.click(button(box));
    await waitFor(() => expect(api.callsTo(CHECK_IN)).toHaveLength(2));
    await within(box).findByRole('button', { name: 'Check in today' });
    await userEvent.click(button(box));
    await within(box).findByText('Checked in: ₫5,000.00 was paid into your main wallet.');
    const ids = api.callsTo(CHECK_IN).map((call) => sent(call).requestId);
    // The lost answer may have paid: the retry asks about the same check-in. The refusal did not.
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('says a check-in made meanwhile (another tab) is done for today, with the focus, and shows it read again', async () => {
    member();
    let refused = false;
    const { api } = await show({
      [DETAIL]: () => (refused ? signed() : checkin()),
      [CHECK_IN]: () => {
        refused = true;
        return failure('CHECKIN_DONE', 'Done', 409);
      },
    });
    const box = await panel('Daily check-in');
    await userEvent.click(button(box));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe('You have already checked in today. Come back tomorrow.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await waitFor(() => expect(api.callsTo(DETAIL)).toHaveLength(2));
    expect(await within(box).findByText('You have checked in today. Come back tomorrow.')).toBeTruthy();
  });

  it('shows a member who checked in today that it is done, and says when it is over or starts', async () => {
    member();
    await show({ [DETAIL]: signed() });
    const box = await panel('Daily check-in');
    expect(within(box).getByText('You have checked in today. Come back tomorrow.')).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
    cleanup();

    await show({ [DETAIL]: checkin({ state: 'close' }) });
    expect(within(await panel('Daily check-in')).getByText('This promotion has ended.')).toBeTruthy();
    cleanup();

    await show({ [DETAIL]: checkin({ state: 'coming_soon', startsAt: '2026-12-01T12:00:00.000Z' }) });
    expect(
      within(await panel('Daily check-in')).getByText(/^This promotion starts on Dec 1, 2026/),
    ).toBeTruthy();
  });
});
