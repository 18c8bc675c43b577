import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setHubLive } from '../../../lib/hub-events.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { watchQueryIntervals } from '../../../test/query-intervals.ts';
import { renderApp } from '../../../test/render.tsx';
import { UNREAD_POLL_MS, useUnreadCount } from './get-unread-count.ts';

afterEach(() => {
  cleanup();
  setHubLive(false);
  vi.unstubAllGlobals();
});

function Count() {
  const count = useUnreadCount();
  return <p>{count.data === undefined ? 'none' : `count ${count.data}`}</p>;
}

describe('useUnreadCount', () => {
  it('asks for the count, and polls it only while the hub socket is not live', async () => {
    const polling = watchQueryIntervals(UNREAD_POLL_MS);
    const api = mockApi({ 'GET /wps/relay/CSP_unreadCount': 4 });
    await renderApp(<Count />);
    expect(await screen.findByText('count 4')).toBeTruthy();
    expect(api.callsTo('GET /wps/relay/CSP_unreadCount')).toHaveLength(1);
    expect(polling()).toBe(true);

    act(() => setHubLive(true));
    await waitFor(() => expect(polling()).toBe(false));
    act(() => setHubLive(false));
    await waitFor(() => expect(polling()).toBe(true));
  });
});
