import type { Mission, MissionSummary } from '@portal/contracts/missions';
import type { PointsValue } from '@portal/contracts/points';
import type { RebateValue } from '@portal/contracts/rebate';
import type { ReferralValue } from '@portal/contracts/referral';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../lib/currency.tsx';
import { loadArea } from '../../lib/i18n.ts';
import { failure, type MockRoute, mockApi } from '../../test/api-mock.ts';
import { location, renderApp } from '../../test/render.tsx';
import { RewardCentre } from './reward-centre.tsx';

const vnd = { code: 'VND', symbol: '₫', exponent: 2 };

const SUMMARY = 'GET /wps/relay/MCSFE_getMissionSummaryDetails';
const REBATE = 'GET /wps/rebate';
const POINTS = 'GET /wps/points';
const REFERRAL = 'GET /wps/referral';

beforeAll(async () => {
  await loadArea('member', 'en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mission = (id: string, state: Mission['state'], reward: number): Mission => ({
  id,
  kind: 'deposit',
  period: 'daily',
  target: 20_000_000,
  progress: state === 'process' ? 0 : 20_000_000,
  reward,
  points: 10,
  state,
  periodStart: '2026-11-21T00:00:00.000Z',
  periodEnd: new Date(Date.now() + 3_600_000).toISOString(),
  claimedAt: state === 'claimed' ? '2026-11-21T09:00:00.000Z' : null,
});

const summaryOf = (missions: Mission[]): MissionSummary => ({
  currency: 'VND',
  missions,
  open: missions.filter((item) => item.state === 'claim').length,
});

/** Two reached (₫10,000 and ₫5,000), one under way, one already claimed. */
const twoToClaim = summaryOf([
  mission('1', 'claim', 1_000_000),
  mission('2', 'claim', 500_000),
  mission('3', 'process', 2_000_000),
  mission('4', 'claimed', 300_000),
]);

const rebateOf = (total: number): RebateValue => ({
  currency: 'VND',
  windowDays: 30,
  level: null,
  products: [{ product: 'game', rateBp: 80, bets: 4, validBets: total * 125, amount: total }],
  total,
});

const points: PointsValue = {
  enabled: true,
  points: 1_250,
  currency: 'VND',
  earnUnit: 10_000_000,
  earnPoints: 1,
  ratioPoints: 100,
  ratioAmount: 1_000_000,
  pendingPoints: 0,
};

const invitation: ReferralValue = {
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

const never = () => new Promise(() => {});

async function show(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    [SUMMARY]: twoToClaim,
    [REBATE]: rebateOf(12_600),
    [POINTS]: points,
    [REFERRAL]: invitation,
    ...routes,
  });
  await renderApp(
    <CurrencyProvider currency={vnd}>
      <RewardCentre />
    </CurrencyProvider>,
    { route: '/games?mc=rewardCenter' },
  );
  return api;
}

const card = (name: string) => screen.findByRole('region', { name });
const cardTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

describe('reward centre (rewardCenter)', () => {
  it('shows what can be collected now, each with the way to it', async () => {
    await show();
    expect(screen.getByText('What you can collect now, and where to collect it.')).toBeTruthy();
    const missions = await card('Missions');
    expect(await within(missions).findByText('2 missions ready to claim · ₫15,000.00')).toBeTruthy();
    const rebate = await card('Rebate');
    expect(await within(rebate).findByText('₫126.00 ready to claim')).toBeTruthy();
    const pointsCard = await card('Points');
    expect(within(pointsCard).getByText('1,250 points')).toBeTruthy();
    const friends = await card('Invite friends');
    expect(within(friends).getByText('₫50,000.00 for each friend')).toBeTruthy();
    expect(
      within(friends).getByText("Paid when a friend's approved deposit reaches ₫200,000.00."),
    ).toBeTruthy();
    // A list of cards, in this order.
    expect(cardTitles()).toEqual(['Missions', 'Rebate', 'Points', 'Invite friends']);
  });

  it('says when there is nothing to claim yet, and still offers the way to each page', async () => {
    await show({ [SUMMARY]: summaryOf([mission('1', 'process', 1_000_000)]), [REBATE]: rebateOf(0) });
    const missions = await card('Missions');
    expect(await within(missions).findByText('No mission to claim yet.')).toBeTruthy();
    expect(within(missions).getByRole('button', { name: 'Go to Mission activity' })).toBeTruthy();
    const rebate = await card('Rebate');
    expect(await within(rebate).findByText('No rebate to claim yet.')).toBeTruthy();
    expect(within(rebate).getByRole('button', { name: 'Go to Rebate' })).toBeTruthy();
    expect(await within(await card('Points')).findByText('1,250 points')).toBeTruthy();
  });

  it('opens the mission, rebate and invite friends pages in the centre, and follows the link to the points mall', async () => {
    await show();
    await userEvent.click(
      within(await card('Missions')).getByRole('button', { name: 'Go to Mission activity' }),
    );
    expect(location.current).toBe('/games?mc=missionLeaderboard');
    await userEvent.click(within(await card('Rebate')).getByRole('button', { name: 'Go to Rebate' }));
    expect(location.current).toBe('/games?mc=manualRebate');
    await userEvent.click(
      within(await card('Invite friends')).getByRole('button', { name: 'Go to Invite friends' }),
    );
    expect(location.current).toBe('/games?mc=referral');
    // Out of the centre: its parameter goes, which closes it.
    await userEvent.click(within(await card('Points')).getByRole('link', { name: 'Go to the points mall' }));
    expect(location.current).toBe('/pointMall');
  });

  it('shows each card loading on its own', async () => {
    await show({ [SUMMARY]: never, [REBATE]: never });
    expect(within(await card('Missions')).getByText('Loading…')).toBeTruthy();
    expect(within(await card('Rebate')).getByText('Loading…')).toBeTruthy();
    // The others do not wait.
    expect(await within(await card('Points')).findByText('1,250 points')).toBeTruthy();
    expect(within(await card('Invite friends')).getByText('₫50,000.00 for each friend')).toBeTruthy();
  });

  it('keeps the other cards when one fails, and retries only the one that failed', async () => {
    let fail = true;
    const api = await show({
      [REBATE]: () => (fail ? failure('INTERNAL', 'x', 500) : rebateOf(12_600)),
    });
    const rebate = await card('Rebate');
    const alert = await within(rebate).findByRole('alert');
    expect(alert.textContent).toContain('Network link abnormal');
    // The way to the page stays.
    expect(within(rebate).getByRole('button', { name: 'Go to Rebate' })).toBeTruthy();
    expect(
      await within(await card('Missions')).findByText('2 missions ready to claim · ₫15,000.00'),
    ).toBeTruthy();
    expect(within(await card('Points')).getByText('1,250 points')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(rebate).findByText('₫126.00 ready to claim')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo(SUMMARY)).toHaveLength(1);
    expect(api.callsTo(REBATE)).toHaveLength(2);
  });

  it('shows a failed missions card with a retry while the rebate shows', async () => {
    let fail = true;
    await show({ [SUMMARY]: () => (fail ? failure('INTERNAL', 'x', 500) : twoToClaim) });
    const missions = await card('Missions');
    const alert = await within(missions).findByRole('alert');
    expect(await within(await card('Rebate')).findByText('₫126.00 ready to claim')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(missions).findByText('2 missions ready to claim · ₫15,000.00')).toBeTruthy();
  });

  it('leaves out invite friends and points while the merchant does not offer them', async () => {
    await show({ [REFERRAL]: { enabled: false }, [POINTS]: { enabled: false } });
    expect(await within(await card('Missions')).findByText(/2 missions/)).toBeTruthy();
    expect(await within(await card('Rebate')).findByText('₫126.00 ready to claim')).toBeTruthy();
    await waitFor(() => expect(cardTitles()).toEqual(['Missions', 'Rebate']));
    expect(screen.queryByRole('region', { name: 'Invite friends' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to the points mall' })).toBeNull();
  });

  it('does not offer invite friends or points before knowing they are offered, nor when the mall is closed', async () => {
    await show({
      [REFERRAL]: never,
      [POINTS]: failure('FEATURE_DISABLED', 'The points mall is not open', 403),
    });
    expect(await within(await card('Rebate')).findByText('₫126.00 ready to claim')).toBeTruthy();
    expect(cardTitles()).toEqual(['Missions', 'Rebate']);
  });

  it('shows a failed invite friends or points card with a retry, as it may be offered', async () => {
    let fail = true;
    await show({
      [REFERRAL]: () => (fail ? failure('INTERNAL', 'x', 500) : invitation),
      [POINTS]: () => (fail ? failure('INTERNAL', 'x', 500) : points),
    });
    const friends = await card('Invite friends');
    const alert = await within(friends).findByRole('alert');
    expect(await within(await card('Points')).findByRole('alert')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(friends).findByText('₫50,000.00 for each friend')).toBeTruthy();
  });
});
