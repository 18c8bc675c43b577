import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downline, fakeDownlines } from '../../../test/agent-fixtures.ts';
import {
  expectRetryAfterNotAgent,
  queriesTo,
  renderAgentPage,
  setUpAgentPageTests,
} from '../../../test/agent-pages.tsx';
import type { MockRoute, mockApi } from '../../../test/api-mock.ts';
import { DownlineManagementPage } from './downline-management-page.tsx';

setUpAgentPageTests();

const ROUTE = 'GET /wps/agent/downlines';

async function show(routes: Record<string, MockRoute>) {
  const onOpenRegister = vi.fn();
  const api = await renderAgentPage(<DownlineManagementPage onOpenRegister={onOpenRegister} />, routes);
  return { api, onOpenRegister };
}

const asked = (api: ReturnType<typeof mockApi>) => queriesTo(api, ROUTE);
const accounts = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

/** 23 players, newest first: player23 … player01; every third one is a vip. */
const many = () =>
  Array.from({ length: 23 }, (_, index) => {
    const n = String(23 - index).padStart(2, '0');
    return downline(index % 3 === 0 ? `vip${n}` : `player${n}`);
  });

describe('downline management (agentDownlineManagement)', () => {
  it('lists the direct downlines in a table with column headers, in words and money', async () => {
    await show(
      fakeDownlines([
        downline('subagent1', {
          nickname: 'Bình',
          type: 41,
          balance: 123_456_789,
          teamMembers: 1234,
          registeredAt: '2026-11-20T10:00:00Z',
          lastLoginAt: '2026-11-21T08:30:00Z',
        }),
        downline('player02', { registeredAt: '2026-11-19T10:00:00Z' }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Direct downlines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Account', 'Nickname', 'Type', 'Balance', 'Team size', 'Registered', 'Last login']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Bình',
      'Sub-agent',
      '₫1,234,567.89',
      '1,234',
      expect.stringMatching(/Nov 20, 2026/),
      expect.stringMatching(/Nov 21, 2026/),
    ]);
    expect(within(first as HTMLElement).getByRole('rowheader').textContent).toBe('subagent1');
    const secondCells = within(second as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(secondCells[0]).toBe('—');
    expect(secondCells[1]).toBe('Player');
    expect(secondCells[2]).toBe('₫0.00');
    expect(secondCells[5]).toBe('Never');
    expect(screen.getByText('2 accounts')).toBeTruthy();
  });

  it('searches by account once typing pauses, and sends the account to the server', async () => {
    const { api } = await show(fakeDownlines(many()));
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by account' }), 'VIP');
    await waitFor(() =>
      expect(accounts()).toEqual(['vip23', 'vip20', 'vip17', 'vip14', 'vip11', 'vip08', 'vip05', 'vip02']),
    );
    // One call for the page, one for the search: not one per key.
    expect(asked(api)).toEqual([
      { page: '1', pageSize: '10' },
      { page: '1', pageSize: '10', account: 'VIP' },
    ]);
    expect(screen.getByText('8 accounts match “VIP”')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Downline pages' })).toBeNull();
  });

  it('pages through the downlines ten at a time; a new search starts on page 1', async () => {
    const { api } = await show(fakeDownlines(many()));
    await screen.findByRole('table');
    expect(accounts()).toHaveLength(10);
    expect(screen.getByText('23 accounts')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Downline pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(accounts()).toEqual(['player03', 'vip02', 'player01']));
    expect(within(pages).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(asked(api).at(-1)).toEqual({ page: '3', pageSize: '10' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by account' }), 'player');
    await waitFor(() => expect(asked(api).at(-1)).toEqual({ page: '1', pageSize: '10', account: 'player' }));
    await waitFor(() => expect(accounts()[0]).toBe('player22'));
  });

  it('says plainly when there are no downlines yet, and offers to open one', async () => {
    const { onOpenRegister } = await show(fakeDownlines([]));
    expect(await screen.findByText('You have no direct downlines yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open an account' }));
    expect(onOpenRegister).toHaveBeenCalledOnce();
  });

  it('says when no downline matches the search', async () => {
    await show(fakeDownlines([downline('player01')]));
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by account' }), 'zz');
    expect(await screen.findByText('No downline account matches “zz”.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    await expectRetryAfterNotAgent(show, ROUTE, fakeDownlines([downline('player01')]));
  });
});
