import type { Mission, MissionLeaderboard, MissionSummary } from '@portal/contracts/missions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../../lib/currency.tsx';
import { loadArea } from '../../../lib/i18n.ts';
import { failure, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { MissionsPage } from './missions-page.tsx';

const vnd = { code: 'VND', symbol: '₫', exponent: 2 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(async () => {
  await loadArea('member', 'en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An end this far from now, less ten seconds (the minutes round up). */
const endIn = (minutes: number) => new Date(Date.now() + minutes * 60_000 - 10_000).toISOString();

const mission = (id: string, overrides: Partial<Mission> = {}): Mission => ({
  id,
  kind: 'deposit',
  period: 'daily',
  target: 20_000_000,
  progress: 5_000_000,
  reward: 1_000_000,
  points: 10,
  state: 'process',
  periodStart: '2026-11-21T00:00:00.000Z',
  periodEnd: endIn(5 * 60 + 12),
  claimedAt: null,
  ...overrides,
});

/** A deposit under way, a reached wager, ten bets claimed, and a weekly lottery wager. */
const missions = (): Mission[] => [
  mission('1'),
  mission('2', {
    kind: 'wager',
    target: 100_000_000,
    progress: 120_000_000,
    reward: 500_000,
    points: 20,
    state: 'claim',
  }),
  mission('3', {
    kind: 'bets',
    target: 10,
    progress: 10,
    reward: 200_000,
    points: 5,
    state: 'claimed',
    claimedAt: '2026-11-21T09:00:00.000Z',
  }),
  mission('4', {
    kind: 'lottery_wager',
    period: 'weekly',
    target: 500_000_000,
    progress: 0,
    reward: 5_000_000,
    points: 100,
    periodEnd: endIn(3 * 1_440 + 2 * 60 + 30),
  }),
];

const summary = (list = missions()): MissionSummary => ({
  currency: 'VND',
  missions: list,
  open: list.filter((item) => item.state === 'claim').length,
});

const leaderboard = (overrides: Partial<MissionLeaderboard> = {}): MissionLeaderboard => ({
  periodStart: '2026-11-16T17:00:00.000Z',
  periodEnd: '2026-11-23T17:00:00.000Z',
  prizes: [],
  currency: 'VND',
  list: [
    { rank: 1, account: 'ng***an', points: 120, missions: 6, me: false, prize: null },
    { rank: 2, account: 'tr***nh', points: 80, missions: 4, me: false, prize: null },
    { rank: 3, account: 'le***oa', points: 45, missions: 3, me: false, prize: null },
    { rank: 4, account: 'player01', points: 30, missions: 2, me: true, prize: null },
  ],
  mine: { rank: 4, points: 30, missions: 2 },
  ...overrides,
});

const claimAnswer = (missionId = '2', reward = 500_000) => ({
  claim: {
    id: '70',
    missionId,
    reward,
    points: 20,
    periodStart: '2026-11-21T00:00:00.000Z',
    claimedAt: '2026-11-21T10:00:00.000Z',
  },
  balance: 5_500_000,
  currency: 'VND',
});

const SUMMARY = 'GET /wps/relay/MCSFE_getMissionSummaryDetails';
const LEADERBOARD = 'GET /wps/relay/MCSFE_getMissionLeaderboard';
const CLAIM = 'POST /wps/relay/MCSFE_claimMission';

async function show(routes: Record<string, MockRoute>, onClaimed = vi.fn()) {
  const api = mockApi({ [SUMMARY]: summary(), [LEADERBOARD]: leaderboard(), ...routes });
  const { queryClient } = await renderApp(
    <CurrencyProvider currency={vnd}>
      <MissionsPage onClaimed={onClaimed} />
    </CurrencyProvider>,
  );
  return { api, onClaimed, queryClient };
}

const claimBodies = (api: ReturnType<typeof mockApi>) =>
  api.callsTo(CLAIM).map((call) => JSON.parse(String(call.init?.body)) as Record<string, unknown>);

const card = (title: string) => screen.findByRole('article', { name: title });

/** The wager mission is reached, then claimed once the claim went through. */
function claimable() {
  let claimed = false;
  return {
    summary: () =>
      summary(
        missions().map((item) =>
          item.id === '2' && claimed ? { ...item, state: 'claimed' as const, claimedAt: 'x' } : item,
        ),
      ),
    claimed: () => {
      claimed = true;
    },
  };
}

describe('mission activity page (missionLeaderboard)', () => {
  it("groups today's and this week's missions, each with its title, progress, payout and time left", async () => {
    await show({});
    const today = await screen.findByRole('region', { name: 'Today' });
    const week = screen.getByRole('region', { name: 'This week' });
    expect(
      within(today)
        .getAllByRole('heading', { level: 5 })
        .map((heading) => heading.textContent),
    ).toEqual(['Deposit ₫200,000.00 today', 'Wager ₫1,000,000.00 today', 'Place 10 bets today']);
    expect(within(week).getByRole('heading', { level: 5 }).textContent).toBe(
      'Wager ₫5,000,000.00 on the lottery this week',
    );

    const deposit = await card('Deposit ₫200,000.00 today');
    const bar = within(deposit).getByRole('progressbar', { name: 'Deposit ₫200,000.00 today' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('20000000');
    expect(bar.getAttribute('aria-valuenow')).toBe('5000000');
    expect(bar.getAttribute('aria-valuetext')).toBe('₫50,000.00 of ₫200,000.00');
    expect(within(deposit).getByText('₫50,000.00 / ₫200,000.00')).toBeTruthy();
    expect(within(deposit).getByText('₫10,000.00')).toBeTruthy();
    expect(within(deposit).getByText('10')).toBeTruthy();
    expect(within(deposit).getByText('Resets in 5 h 12 min')).toBeTruthy();

    // Past the target: the bar stops full, the figures say how far.
    const wager = await card('Wager ₫1,000,000.00 today');
    const full = within(wager).getByRole('progressbar');
    expect(full.getAttribute('aria-valuenow')).toBe('100000000');
    expect(within(wager).getByText('₫1,000,000.00 / ₫1,000,000.00')).toBeTruthy();

    // Bets are counted, not money.
    const bets = await card('Place 10 bets today');
    expect(within(bets).getByText('10 / 10')).toBeTruthy();
    expect(within(bets).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('10 of 10');

    const lottery = await card('Wager ₫5,000,000.00 on the lottery this week');
    expect(within(lottery).getByText('Resets in 3 d 2 h')).toBeTruthy();
  });

  it('offers the claim only for a reached mission: in progress, claim, and claimed', async () => {
    await show({});
    const inProgress = await card('Deposit ₫200,000.00 today');
    expect(within(inProgress).getByText('In progress')).toBeTruthy();
    expect(within(inProgress).queryByRole('button')).toBeNull();

    const ready = await card('Wager ₫1,000,000.00 today');
    const button = within(ready).getByRole('button', {
      name: 'Claim',
      description: 'Wager ₫1,000,000.00 today',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);

    const done = await card('Place 10 bets today');
    expect(within(done).getByText('Claimed')).toBeTruthy();
    expect(within(done).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Claim' })).toHaveLength(1);
  });

  it('claims with a fresh request id, announces the reward paid and reads the missions again', async () => {
    const state = claimable();
    const { api, onClaimed } = await show({
      [SUMMARY]: state.summary,
      [CLAIM]: () => {
        state.claimed();
        return claimAnswer();
      },
    });
    const ready = await card('Wager ₫1,000,000.00 today');
    await userEvent.click(within(ready).getByRole('button', { name: 'Claim' }));

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('₫5,000.00 added to your main wallet.'));
    expect(claimBodies(api)).toEqual([{ missionId: '2', requestId: expect.stringMatching(UUID) }]);
    expect(onClaimed).toHaveBeenCalledTimes(1);
    expect(onClaimed.mock.calls[0]?.[0]).toMatchObject({ claim: { reward: 500_000 }, balance: 5_500_000 });
    expect(api.callsTo(SUMMARY)).toHaveLength(2);
    expect(within(await card('Wager ₫1,000,000.00 today')).getByText('Claimed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('marks the leaderboard out of date after a claim', async () => {
    const state = claimable();
    const { api, queryClient } = await show({
      [SUMMARY]: state.summary,
      [CLAIM]: () => {
        state.claimed();
        return claimAnswer();
      },
    });
    // Seen once, then back to the missions.
    await userEvent.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    await screen.findByRole('table', { name: "This week's leaderboard" });
    await userEvent.click(screen.getByRole('tab', { name: 'Missions' }));
    await userEvent.click(
      within(await card('Wager ₫1,000,000.00 today')).getByRole('button', { name: 'Claim' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('₫5,000.00 added to your main wallet.'),
    );
    expect(queryClient.getQueryState(['missions', 'leaderboard'])?.isInvalidated).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    await waitFor(() => expect(api.callsTo(LEADERBOARD)).toHaveLength(2));
  });

  it('shows that it is busy while the claim runs and sends one claim for several clicks', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = await show({
      [CLAIM]: async () => {
        await answered;
        return claimAnswer();
      },
    });
    const ready = await card('Wager ₫1,000,000.00 today');
    await userEvent.click(within(ready).getByRole('button', { name: 'Claim' }));
    const busy = within(ready).getByRole('button', { name: 'Claiming…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await userEvent.click(busy);
    release();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('₫5,000.00 added to your main wallet.'),
    );
    expect(api.callsTo(CLAIM)).toHaveLength(1);
  });

  it('says the reward was already claimed when the server says so, and reads the missions again', async () => {
    const state = claimable();
    const { api, onClaimed } = await show({
      [SUMMARY]: state.summary,
      [CLAIM]: () => {
        // Claimed meanwhile, from another tab.
        state.claimed();
        return failure('MISSION_CLAIMED', 'Already claimed', 409);
      },
    });
    const ready = await card('Wager ₫1,000,000.00 today');
    await userEvent.click(within(ready).getByRole('button', { name: 'Claim' }));
    const alert = await within(ready).findByRole('alert');
    expect(alert.textContent).toBe("This mission's reward has already been claimed.");
    expect(within(ready).queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(api.callsTo(SUMMARY)).toHaveLength(2));
    expect(await within(ready).findByText('Claimed')).toBeTruthy();
    expect(onClaimed).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the target is not reached yet when the server finds it so', async () => {
    await show({
      [CLAIM]: failure('MISSION_INCOMPLETE', 'Not yet', 409, { progress: 1, target: 2 }),
    });
    const ready = await card('Wager ₫1,000,000.00 today');
    await userEvent.click(within(ready).getByRole('button', { name: 'Claim' }));
    expect((await within(ready).findByRole('alert')).textContent).toBe(
      "This mission's target is not reached yet.",
    );
  });

  it('retries after a network failure with the same request id, so the reward is paid once', async () => {
    let attempt = 0;
    const { api, onClaimed } = await show({
      [CLAIM]: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2) return failure('INTERNAL', 'boom', 500);
        return claimAnswer();
      },
    });
    const ready = await card('Wager ₫1,000,000.00 today');
    await userEvent.click(within(ready).getByRole('button', { name: 'Claim' }));
    const alert = await within(ready).findByRole('alert');
    expect(alert.textContent).toContain('Network link abnormal, try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await within(ready).findByRole('alert')).textContent).toContain('Network link abnormal');
    await userEvent.click(within(ready).getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('₫5,000.00 added to your main wallet.'),
    );
    expect(within(ready).queryByRole('alert')).toBeNull();

    const ids = claimBodies(api).map((body) => body.requestId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(onClaimed).toHaveBeenCalledTimes(1);
  });

  it('shows that the missions are loading, then says when none are running', async () => {
    let answer: (value: MissionSummary) => void = () => undefined;
    await show({
      [SUMMARY]: () =>
        new Promise<MissionSummary>((resolve) => {
          answer = resolve;
        }),
    });
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    answer(summary([]));
    expect(await screen.findByText('No missions are running now.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    await show({ [SUMMARY]: () => (fail ? failure('INTERNAL', 'x', 500) : summary()) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network link abnormal');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card('Deposit ₫200,000.00 today')).toBeTruthy();
  });

  it('says a trial account needs a real one', async () => {
    await show({ [SUMMARY]: failure('TRIAL_ACCOUNT', 'in_need_true_account', 403) });
    expect((await screen.findByRole('alert')).textContent).toContain('Please Register an Account first');
  });
});

describe('mission leaderboard tab', () => {
  const openLeaderboard = async () => {
    const tab = await screen.findByRole('tab', { name: 'Leaderboard' });
    await userEvent.click(tab);
    return tab;
  };

  it("lists this week's top members with the member's own row marked, and the member's place", async () => {
    await show({});
    await openLeaderboard();
    const table = await screen.findByRole('table', { name: "This week's leaderboard" });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
        within(row).getByRole('rowheader').textContent,
      ]);
    expect(rows).toEqual([
      ['1', '6', '120', 'ng***an'],
      ['2', '4', '80', 'tr***nh'],
      ['3', '3', '45', 'le***oa'],
      ['4', '2', '30', 'player01 You'],
    ]);
    const mine = within(table).getByRole('rowheader', { name: 'player01 You' }).closest('tr');
    expect(mine?.className).toMatch(/mine/);
    expect(screen.getByText('Your place: #4 with 30 points')).toBeTruthy();
    // Without prizes there is no prize column.
    expect(within(table).queryByRole('columnheader', { name: 'Prize' })).toBeNull();
  });

  it('shows the prizes of the top places when the merchant gives some', async () => {
    const base = leaderboard();
    await show({
      [LEADERBOARD]: leaderboard({
        prizes: [1_000_000, 500_000],
        list: base.list.map((row) => ({ ...row, prize: [1_000_000, 500_000][row.rank - 1] ?? null })),
      }),
    });
    await openLeaderboard();
    const table = await screen.findByRole('table', { name: "This week's leaderboard" });
    expect(screen.getByText('When the week ends, the top 2 places win ₫10,000.00, ₫5,000.00.')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Prize' })).toBeTruthy();
    const prizeOf = (account: string) =>
      within(within(table).getByRole('rowheader', { name: account }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .at(-1)?.textContent;
    expect(prizeOf('ng***an')).toBe('₫10,000.00');
    expect(prizeOf('tr***nh')).toBe('₫5,000.00');
    expect(prizeOf('le***oa')).toBe('–');
  });

  it('invites a member without a claim this week to join, and says when no one has', async () => {
    await show({
      [LEADERBOARD]: leaderboard({ list: [], mine: { rank: null, points: 0, missions: 0 } }),
    });
    await openLeaderboard();
    expect(await screen.findByText("Claim a mission to join this week's leaderboard.")).toBeTruthy();
    expect(screen.getByText("No one is on this week's leaderboard yet.")).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('moves between the tabs with the arrow keys', async () => {
    await show({});
    const missionsTab = await screen.findByRole('tab', { name: 'Missions' });
    expect(missionsTab.getAttribute('aria-selected')).toBe('true');
    missionsTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const leaderboardTab = screen.getByRole('tab', { name: 'Leaderboard' });
    expect(document.activeElement).toBe(leaderboardTab);
    expect(leaderboardTab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tabpanel', { name: 'Leaderboard' })).toBeTruthy();
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(missionsTab);
    expect(await card('Deposit ₫200,000.00 today')).toBeTruthy();
  });
});
