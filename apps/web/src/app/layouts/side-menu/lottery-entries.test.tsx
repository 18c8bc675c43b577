import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getLaunchState, resetLaunch } from '../../../features/games/model/launch-store.ts';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { failure, mockApi } from '../../../test/api-mock.ts';
import { location, renderApp } from '../../../test/render.tsx';
import { LotteryEntries } from './lottery-entries.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  resetLaunch();
});

const launchAnswer = (game_url: string) => ({ game_url, gameCode: null, playType: null, view: 'lobby' });

async function show() {
  await renderApp(
    <ul>
      <LotteryEntries onNavigate={() => undefined} />
    </ul>,
  );
}

describe('side-menu lottery entries (spec 2, spec 7 lottery launch)', () => {
  it("takes a member where the server's launch answer says, per prize mode", async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    const api = mockApi({
      'GET /lotto/lgw/launch': (call: { url: URL }) =>
        launchAnswer(call.url.searchParams.get('prizeMode') === 'Lott' ? '/vnlottery?from=server' : '/elott'),
    });
    await show();
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: 'Lottery' }));
    await waitFor(() => expect(getLaunchState()).toEqual({ kind: 'navigate', to: '/vnlottery?from=server' }));
    const [lott] = api.callsTo('GET /lotto/lgw/launch');
    expect(Object.fromEntries(lott?.url.searchParams ?? [])).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      prizeMode: 'Lott',
      view: 'lobby',
      device: 'WEB',
      language: 'en',
    });
    // The click did not follow the link by itself: the launch decides.
    expect(location.current).toBe('/');

    resetLaunch();
    await user.click(screen.getByRole('link', { name: 'E-lottery' }));
    await waitFor(() => expect(getLaunchState()).toEqual({ kind: 'navigate', to: '/elott' }));
    expect(api.callsTo('GET /lotto/lgw/launch')[1]?.url.searchParams.get('prizeMode')).toBe('Elott');
  });

  it("opens the entry's own screen when the launch answer cannot be had", async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    mockApi({ 'GET /lotto/lgw/launch': () => failure('INTERNAL', 'Something went wrong', 500) });
    await show();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Lottery' }));
    await waitFor(() => expect(getLaunchState()).toEqual({ kind: 'navigate', to: '/vnlottery' }));
  });

  it('lets a visitor browse the lottery by the links, without the member-only launch call', async () => {
    const api = mockApi({});
    await show();
    expect(screen.getByRole('link', { name: 'Lottery' }).getAttribute('href')).toBe('/vnlottery');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Lottery' }));
    expect(location.current).toBe('/vnlottery');
    expect(api.calls).toHaveLength(0);
    expect(getLaunchState().kind).toBe('idle');
  });
});
