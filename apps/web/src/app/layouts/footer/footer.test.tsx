import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeAccountDialog,
  getAccountDialog,
} from '../../../features/identity/model/account-dialog-store.ts';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { location, renderApp } from '../../../test/render.tsx';
import { Footer } from './footer.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  closeAccountDialog();
});

const link = () => screen.getByRole('link', { name: 'Responsible gaming' });

describe('footer: responsible gaming (spec 2 "responsibility text")', () => {
  it("opens a member's responsible-gaming page in the member centre", async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    await renderApp(<Footer />, { route: '/games' });
    expect(link().getAttribute('href')).toBe('/games?mc=responsibleGaming');
    await userEvent.click(link());
    expect(location.current).toBe('/games?mc=responsibleGaming');
    expect(getAccountDialog()).toBeNull();
  });

  it('asks a visitor to log in, and a trial account to register', async () => {
    await renderApp(<Footer />, { route: '/games' });
    await userEvent.click(link());
    expect(getAccountDialog()).toEqual({ kind: 'auth', tab: 'login', notice: 'pleaseLogIn' });
    expect(location.current).toBe('/games');
    cleanup();
    closeAccountDialog();

    saveSession({ token: 't'.repeat(40), memberType: 4, username: 'trial01' });
    await renderApp(<Footer />, { route: '/games' });
    await userEvent.click(link());
    expect(getAccountDialog()).toEqual({ kind: 'needRealAccount' });
    expect(location.current).toBe('/games');
  });

  it('keeps the responsibility text, with a link to read more about it', async () => {
    await renderApp(<Footer />);
    expect(screen.getByText(/Gambling should be entertainment/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Learn more about responsible gaming' }).getAttribute('href'),
    ).toBe('/help#responsibility');
  });
});
