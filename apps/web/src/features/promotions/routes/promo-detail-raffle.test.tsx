import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession, TRIAL_TYPE } from '../../../lib/session.ts';
import { failure, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { facts } from '../../../test/facts.ts';
import {
  DETAIL,
  member,
  panel,
  sent,
  setUpPromoDetailTests,
  showDetail,
} from '../../../test/promo-detail-harness.tsx';
import { raffle, raffleEntry } from '../../../test/promotion-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { PromoDetailPage } from './promo-detail-page.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const JOIN = 'POST /wps/relay/MCS2_joinRafflePromotion';
const CLAIM = 'POST /wps/relay/MCS2_claimRafflePromotion';
const DRAWN = '2026-12-01T12:00:00.000Z';

setUpPromoDetailTests();

const show = (routes: Record<string, MockRoute>) => showDetail(raffle(), routes);

const claimValue = () => ({
  entry: raffleEntry({ won: true, claimedAt: '2026-12-02T12:00:00.000Z' }),
  prize: 10_000_000,
  balance: 25_000_000,
  currency: 'VND',
});
/** The fixture's raffle terms, as the draw leaves them. */
const TERMS = { prize: 10_000_000, winners: 3, entries: 41, drawnAt: null };
const drawnRaffle = () => ({ ...TERMS, drawnAt: DRAWN });
const won = () => raffle({ state: 'claim', raffle: drawnRaffle(), entry: raffleEntry({ won: true }) });

describe('raffle detail (/promoDetail?id=N)', () => {
  it("shows the raffle's prize, winners, entries and draw date beside the terms, and asks a visitor to log in", async () => {
    const { onLogIn, api } = await show({});
    const terms = await panel('Terms');
    expect(facts(terms)).toEqual({
      Category: 'Other',
      When: expect.stringMatching(/^Nov 1, 2026, .+ – Nov 30, 2026, .+$/),
      // A prize is a bonus: the merchant's turnover is a term of the offer.
      'Before withdrawal': 'Staked 3 times',
      Status: 'Join now',
    });
    const box = await panel('Raffle');
    expect(facts(box)).toEqual({
      'Prize per winner': '₫100,000.00',
      Winners: '3',
      'Entries so far': '41',
      Draw: expect.stringMatching(/^Nov 30, 2026, /),
    });
    expect(within(box).getByText('Log in to join this raffle.')).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Join the raffle' })).toBeNull();
    await userEvent.click(within(box).getByRole('button', { name: 'Log in' }));
    expect(onLogIn).toHaveBeenCalledTimes(1);
    // No application form for a raffle.
    expect(screen.queryByRole('region', { name: 'Apply' })).toBeNull();
    expect(api.callsTo(JOIN)).toHaveLength(0);
  });

  it('tells a trial account it needs a real one, with no button', async () => {
    saveSession({ token: 'g'.repeat(40), memberType: TRIAL_TYPE, username: 'guest01' });
    await show({});
    const box = await panel('Raffle');
    expect(within(box).getByText(/Trial accounts cannot join raffles/)).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('joins once while busy, announces it with the focus, counts the entry and reads the promotion again', async () => {
    member();
    let reply: (value: unknown) => void = () => undefined;
    let joined = false;
    const { api, queryClient } = await show({
      [DETAIL]: () =>
        joined
          ? raffle({
              state: 'joined',
              entry: raffleEntry(),
              raffle: { ...TERMS, entries: 42 },
            })
          : raffle(),
      [JOIN]: () =>
        new Promise((resolve) => {
          reply = (value) => {
            joined = true;
            resolve(value);
          };
        }),
    });
    const box = await panel('Raffle');
    queryClient.setQueryData(['promotions', 'list', 'player01', 'all'], { currency: 'VND', list: [] });
    await userEvent.click(within(box).getByRole('button', { name: 'Join the raffle' }));
    const busy = within(box).getByRole('button', { name: 'Joining…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await userEvent.click(busy);
    await act(async () => reply({ entry: raffleEntry() }));

    const status = await within(box).findByText('You joined the raffle. Good luck!');
    const region = status.closest('[role="status"]');
    expect(region).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(api.callsTo(JOIN)).toHaveLength(1);
    expect(sent(api.callsTo(JOIN)[0])).toEqual({ promotionId: '7' });
    const headers = api.callsTo(JOIN)[0]?.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${'m'.repeat(40)}`);
    expect(within(box).getByText('You are in the draw.')).toBeTruthy();
    expect(within(box).getByText(/^The winners are drawn after Nov 30, 2026, /)).toBeTruthy();
    expect(facts(box)['Entries so far']).toBe('42');
    expect(within(box).queryByRole('button', { name: 'Join the raffle' })).toBeNull();
    await waitFor(() => expect(api.callsTo(DETAIL)).toHaveLength(2));
    expect(queryClient.getQueryState(['promotions', 'list', 'player01', 'all'])?.isInvalidated).toBe(true);
    expect(within(await panel('Terms')).getByText('Joined')).toBeTruthy();
  });

  it('says a raffle that ended meanwhile has ended, with the focus, and shows it read again', async () => {
    member();
    let refused = false;
    const { api } = await show({
      [DETAIL]: () => (refused ? raffle({ state: 'close' }) : raffle()),
      [JOIN]: () => {
        refused = true;
        return failure('PROMOTION_NOT_OPEN', 'Not open', 409, { state: 'close' });
      },
    });
    const box = await panel('Raffle');
    await userEvent.click(within(box).getByRole('button', { name: 'Join the raffle' }));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe('This promotion has ended.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    await waitFor(() => expect(api.callsTo(DETAIL)).toHaveLength(2));
    expect(
      await within(box).findByText('This promotion has ended.', { selector: 'p:not([role])' }),
    ).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('keeps the button after a failure that is not a refusal, and says what went wrong', async () => {
    member();
    let attempt = 0;
    const { api } = await show({
      [JOIN]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        return { entry: raffleEntry() };
      },
    });
    const box = await panel('Raffle');
    await userEvent.click(within(box).getByRole('button', { name: 'Join the raffle' }));
    expect((await within(box).findByRole('alert')).textContent).toBe('Network link abnormal, try again.');
    await userEvent.click(within(box).getByRole('button', { name: 'Join the raffle' }));
    expect(await within(box).findByText('You joined the raffle. Good luck!')).toBeTruthy();
    expect(within(box).queryByRole('alert')).toBeNull();
    expect(api.callsTo(JOIN)).toHaveLength(2);
  });

  it('says the draw is soon once a joined raffle has ended undrawn', async () => {
    vi.setSystemTime(new Date('2026-12-01T00:00:00.000Z'));
    member();
    await show({ [DETAIL]: raffle({ state: 'joined', entry: raffleEntry() }) });
    const box = await panel('Raffle');
    expect(within(box).getByText('You are in the draw.')).toBeTruthy();
    expect(within(box).getByText('The promotion has ended: the winners will be drawn soon.')).toBeTruthy();
  });

  it('tells a winner the prize, claims it with a request id, announces the payment once and refreshes the balance', async () => {
    member();
    let claimed = false;
    const { api, onClaimed, queryClient } = await show({
      [DETAIL]: () =>
        claimed
          ? raffle({
              state: 'claimed',
              raffle: drawnRaffle(),
              entry: raffleEntry({ won: true, claimedAt: '2026-12-02T12:00:00.000Z' }),
            })
          : won(),
      [CLAIM]: () => {
        claimed = true;
        return claimValue();
      },
    });
    const box = await panel('Raffle');
    queryClient.setQueryData(['promotions', 'list', 'player01', 'all'], { currency: 'VND', list: [] });
    expect(within(box).getByText('You won ₫100,000.00!')).toBeTruthy();
    expect(facts(box).Drawn).toMatch(/^Dec 1, 2026, /);
    expect(within(await panel('Terms')).getByText('Won – claim prize')).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Claim prize' }));

    const paid = await within(box).findByText('₫100,000.00 was paid into your main wallet.');
    const region = paid.closest('[role="status"]');
    expect(region).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(region));
    const body = sent(api.callsTo(CLAIM)[0]);
    expect(body).toEqual({ promotionId: '7', requestId: expect.stringMatching(UUID) });
    expect(onClaimed).toHaveBeenCalledWith(claimValue());
    expect(within(box).queryByRole('button', { name: 'Claim prize' })).toBeNull();
    await waitFor(() => expect(api.callsTo(DETAIL)).toHaveLength(2));
    expect(queryClient.getQueryState(['promotions', 'list', 'player01', 'all'])?.isInvalidated).toBe(true);
    expect(within(await panel('Terms')).getByText('Prize claimed')).toBeTruthy();
    expect(within(box).getAllByText('₫100,000.00 was paid into your main wallet.')).toHaveLength(1);
  });

  it('retries a claim that may have paid with the same request id, and a refused one with a new id', async () => {
    member();
    let attempt = 0;
    const { api, onClaimed } = await show({
      [DETAIL]: won(),
      [CLAIM]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2) return failure('INTERNAL', 'boom', 500);
        if (attempt === 3) return failure('RATE_LIMITED', 'Too many', 429);
        return claimValue();
      },
    });
    const box = await panel('Raffle');
    const claim = () => userEvent.click(within(box).getByRole('button', { name: 'Claim prize' }));
    await claim();
    expect((await within(box).findByRole('alert')).textContent).toBe('Network link abnormal, try again.');
    await claim();
    await waitFor(() => expect(api.callsTo(CLAIM)).toHaveLength(2));
    await within(box).findByRole('button', { name: 'Claim prize' });
    await claim();
    await waitFor(() => expect(api.callsTo(CLAIM)).toHaveLength(3));
    await within(box).findByRole('button', { name: 'Claim prize' });
    await claim();
    expect(await within(box).findByText('₫100,000.00 was paid into your main wallet.')).toBeTruthy();
    const ids = api.callsTo(CLAIM).map((call) => sent(call).requestId);
    expect(ids).toHaveLength(4);
    // No answer and a server failure may have paid: the same id. A refusal did not: a new one.
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[3]).not.toBe(ids[0]);
    expect(onClaimed).toHaveBeenCalledTimes(1);
  });

  it('says a prize claimed meanwhile was claimed, and shows it paid when read again', async () => {
    member();
    let refused = false;
    const { onClaimed } = await show({
      [DETAIL]: () =>
        refused
          ? raffle({
              state: 'claimed',
              raffle: drawnRaffle(),
              entry: raffleEntry({ won: true, claimedAt: '2026-12-02T12:00:00.000Z' }),
            })
          : won(),
      [CLAIM]: () => {
        refused = true;
        return failure('RAFFLE_CLAIMED', 'Claimed', 409);
      },
    });
    const box = await panel('Raffle');
    await userEvent.click(within(box).getByRole('button', { name: 'Claim prize' }));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe('Your prize of this raffle has already been claimed.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(await within(box).findByText('₫100,000.00 was paid into your main wallet.')).toBeTruthy();
    expect(onClaimed).not.toHaveBeenCalled();
  });

  it('tells an entrant who did not win from anyone else once it is over, and says when one starts', async () => {
    member();
    const drawn = { raffle: drawnRaffle() };
    const { queryClient } = await show({
      [DETAIL]: raffle({ state: 'close', entry: raffleEntry({ won: false }), ...drawn }),
    });
    let box = await panel('Raffle');
    expect(within(box).getByText('The draw is over. Better luck next time.')).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
    cleanup();
    queryClient.clear();

    mockApi({ [DETAIL]: raffle({ state: 'close', entry: null, ...drawn }) });
    await renderApp(<PromoDetailPage onLogIn={vi.fn()} onClaimed={vi.fn()} />, {
      route: '/promoDetail?id=7',
    });
    box = await panel('Raffle');
    expect(within(box).getByText('This promotion has ended.')).toBeTruthy();
    expect(within(box).queryByText(/Better luck/)).toBeNull();
    cleanup();

    mockApi({
      [DETAIL]: raffle({ state: 'coming_soon', startsAt: '2026-12-05T12:00:00.000Z', endsAt: null }),
    });
    await renderApp(<PromoDetailPage onLogIn={vi.fn()} onClaimed={vi.fn()} />, {
      route: '/promoDetail?id=7',
    });
    box = await panel('Raffle');
    expect(within(box).getByText(/^This promotion starts on Dec 5, 2026, /)).toBeTruthy();
    expect(facts(box).Draw).toBeUndefined();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('shows a claimed prize as paid', async () => {
    member();
    await show({
      [DETAIL]: raffle({
        state: 'claimed',
        raffle: drawnRaffle(),
        entry: raffleEntry({ won: true, claimedAt: '2026-12-02T12:00:00.000Z' }),
      }),
    });
    const box = await panel('Raffle');
    expect(within(box).getByText('₫100,000.00 was paid into your main wallet.')).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
  });
});
