import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { fakeAnnouncements, type Published, published } from '../../../test/announcement-fixtures.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { NoticePopups } from './notice-popups.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

let setReady: (ready: boolean) => void = () => undefined;
/** The app's shell: the popups wait until the 21+ notice is accepted and no other modal is open. */
function Shell({ accepted }: { accepted: boolean }) {
  const [ready, set] = useState(accepted);
  setReady = set;
  return <NoticePopups ready={ready} />;
}

async function show(list: Published[], { accepted = true } = {}) {
  const api = mockApi(fakeAnnouncements(list));
  const rendered = await renderApp(<Shell accepted={accepted} />);
  return { api, ...rendered };
}

const popup = (name: string | RegExp) => screen.findByRole('dialog', { name }, { timeout: 3_000 });
/** Long enough for the popup's code to load, were it going to show. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));
const seen = () => JSON.parse(sessionStorage.getItem('announcementsSeen') ?? '[]') as string[];

const welcome = published('20', 'PU', 'everyone', {
  title: 'Welcome bonus',
  content: 'Deposit today.\nGet 100% up to 1,000,000.',
});

describe('popup notices (type PU)', () => {
  it('shows one under its own title, with its date and text, and Escape closes it', async () => {
    await show([welcome, published('3', 'PL')]);
    const dialog = await popup('Welcome bonus');
    expect(within(dialog).getByText('2026-11-21 10:20:00')).toBeTruthy();
    expect(dialog.querySelector('p')?.textContent).toBe('Deposit today.\nGet 100% up to 1,000,000.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows several in one list with a single close, once per browser session', async () => {
    const list = [welcome, published('19', 'PU', 'everyone', { title: 'Maintenance tonight' })];
    await show(list);
    const dialog = await popup('Announcements');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Welcome bonus', 'Maintenance tonight']);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(seen()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen().sort()).toEqual(['19', '20']);
    cleanup();

    // A reload or another page in the same session: asked again, not shown again.
    const { api, queryClient } = await show(list);
    await waitFor(() => expect(api.callsTo('GET /wps/notices')).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits until the 21+ notice is accepted', async () => {
    const { api, queryClient } = await show([welcome], { accepted: false });
    await waitFor(() => expect(api.callsTo('GET /wps/notices')).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen()).toEqual([]);
    act(() => setReady(true));
    expect(await popup('Welcome bonus')).toBeTruthy();
  });

  it('steps aside while another modal is open, and comes back unseen after it', async () => {
    await show([welcome]);
    await popup('Welcome bonus');
    act(() => setReady(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen()).toEqual([]);
    act(() => setReady(true));
    await userEvent.click(within(await popup('Welcome bonus')).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen()).toEqual(['20']);
  });

  it("after login shows the members' popups not yet seen, and a sign-out does not show them again", async () => {
    const members = published('21', 'PU', 'members', { title: 'VIP week' });
    const { api, queryClient } = await show([members, welcome]);
    await userEvent.click(within(await popup('Welcome bonus')).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' }));
    const after = await popup('VIP week');
    expect(within(after).queryByText('Welcome bonus')).toBeNull();
    const asked = api.callsTo('GET /wps/notices');
    expect(asked).toHaveLength(2);
    expect(new Headers(asked[1]?.init?.headers).get('Authorization')).toBe(`Bearer ${'t'.repeat(40)}`);
    await userEvent.click(within(after).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => clearSession());
    act(() => saveSession({ token: 'u'.repeat(40), memberType: 0, username: 'player02' }));
    // The visitor's answer is still fresh; the other member's is asked for.
    await waitFor(() => expect(api.callsTo('GET /wps/notices')).toHaveLength(3));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen().sort()).toEqual(['20', '21']);
  });

  it('shows nothing when there are no popups', async () => {
    const { queryClient } = await show([published('3', 'PL'), published('4', 'B')]);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
