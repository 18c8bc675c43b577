import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { location, renderApp } from '../../../test/render.tsx';
import LoginPage from './login-page.tsx';

afterEach(() => {
  cleanup();
  clearSession();
});

describe('the /login page', () => {
  it('shows the login form to a visitor', async () => {
    mockApi({});
    await renderApp(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(location.current).toBe('/login');
  });

  it('sends someone already signed in home', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    mockApi({});
    await renderApp(<LoginPage />, { route: '/login' });
    expect(location.current).toBe('/');
    expect(screen.queryByLabelText('Username')).toBeNull();
  });
});
