import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { overviewValue } from '../../../test/agent-fixtures.ts';
import { renderAgentPage, setUpAgentPageTests } from '../../../test/agent-pages.tsx';
import { failure, type MockCall } from '../../../test/api-mock.ts';
import { TeamOverviewPage } from './team-overview-page.tsx';

setUpAgentPageTests();

const periodOf = (call: MockCall) => call.url.searchParams.get('period');

async function show(route: (call: MockCall) => unknown) {
  const onOpenRegister = vi.fn();
  const api = await renderAgentPage(<TeamOverviewPage onOpenRegister={onOpenRegister} />, {
    'GET /wps/agent/team/overview': route,
  });
  return { api, onOpenRegister };
}

/** The tile labelled `label`: its value and the line under it. */
function tile(label: string) {
  const item = screen.getByText(label, { selector: 'span' }).closest('li') as HTMLElement;
  const [, value, sub] = [...item.querySelectorAll('span')];
  return { value: value?.textContent, sub: sub?.textContent ?? null, valueElement: value as HTMLElement };
}

describe('team overview (agentTeamOverview)', () => {
  it("shows today's figures: counts, money in the merchant currency, the net result signed", async () => {
    const { api } = await show((call) => overviewValue(periodOf(call) as 'today'));
    expect(await screen.findByText('Direct members')).toBeTruthy();
    expect(api.callsTo('GET /wps/agent/team/overview').map(periodOf)).toEqual(['today']);
    expect(tile('Direct members').value).toBe('3');
    expect(tile('Team members').value).toBe('7');
    expect(tile('New members').value).toBe('2');
    expect(tile('Active members').value).toBe('4');
    expect(tile('Team balance').value).toBe('₫1,234,567.00');
    expect(tile('Deposits').value).toBe('₫500,000.00');
    expect(tile('Withdrawals').value).toBe('₫125,000.00');
    expect(tile('Bets')).toMatchObject({ value: '₫80,000.00', sub: '1,234 bets placed' });
    expect(tile('Payout').value).toBe('₫65,000.00');
    const net = tile('Team net result');
    expect(net.value).toBe('-₫15,000.00');
    expect(net.valueElement.className).toMatch(/debit/);
    // The period's day, in the merchant's time zone (UTC+7): 21 Nov from 00:00 to 24:00.
    // The merchant's zone is named where the browser keeps another (these tests run on UTC or on it).
    expect(screen.getByText(/^Nov 21, 2026( \(GMT\+7\))?$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks for the chosen period and shows its figures', async () => {
    const { api } = await show((call) =>
      periodOf(call) === 'last7Days'
        ? overviewValue('last7Days', {
            from: '2026-11-14T17:00:00.000Z',
            netResult: 2_000_000,
            directMembers: 9,
          })
        : overviewValue('today'),
    );
    await screen.findByText('Direct members');
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(tile('Direct members').value).toBe('9'));
    expect(api.callsTo('GET /wps/agent/team/overview').map(periodOf)).toEqual(['today', 'last7Days']);
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('false');
    const net = tile('Team net result');
    expect(net.value).toBe('+₫20,000.00');
    expect(net.valueElement.className).toMatch(/credit/);
    expect(screen.getByText(/^Nov 15, 2026 – Nov 21, 2026( \(GMT\+7\))?$/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() =>
      expect(api.callsTo('GET /wps/agent/team/overview').map(periodOf)).toEqual([
        'today',
        'last7Days',
        'yesterday',
        'thisMonth',
      ]),
    );
  });

  it('says it is loading until the figures arrive', async () => {
    let answer: (value: unknown) => void = () => undefined;
    await show(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByText('Direct members')).toBeNull();
    answer(overviewValue('today'));
    expect(await screen.findByText('Direct members')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    await show(() => (fail ? failure('INTERNAL', 'Something went wrong', 500) : overviewValue('today')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch('Network link abnormal, try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Direct members')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says plainly when the agent has no team yet, and offers to open an account', async () => {
    const { onOpenRegister } = await show(() =>
      overviewValue('today', {
        directMembers: 0,
        teamMembers: 0,
        newMembers: 0,
        activeMembers: 0,
        teamBalance: 0,
        deposits: 0,
        withdrawals: 0,
        betCount: 0,
        stake: 0,
        payout: 0,
        netResult: 0,
      }),
    );
    expect(
      await screen.findByText('You have no team yet: no account has been opened under yours.'),
    ).toBeTruthy();
    expect(screen.queryByText('Direct members')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open an account' }));
    expect(onOpenRegister).toHaveBeenCalledOnce();
  });
});
