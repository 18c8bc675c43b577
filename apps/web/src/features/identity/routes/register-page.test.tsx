import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { location, renderApp, systemInfo } from '../../../test/render.tsx';
import RegisterPage from './register-page.tsx';

const register = systemInfo.register;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  systemInfo.register = register;
  clearSession();
});

describe('registration page title (spec 1 "the registration title mentions the bonus")', () => {
  it('is plain when the merchant pays no welcome bonus', async () => {
    mockApi({});
    await renderApp(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Register');
  });

  it('names the welcome bonus in the merchant currency when there is one', async () => {
    systemInfo.register = { ...register, welcomeBonus: 100_000 };
    mockApi({});
    await renderApp(<RegisterPage />, { route: '/register' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Register and get a ₫1,000.00 welcome bonus',
    );
  });
});

describe('registration page for someone signed in', () => {
  it('sends them home (a banner may still link here)', async () => {
    saveSession({ token: 't'.repeat(40), memberType: 0, username: 'player01' });
    mockApi({});
    await renderApp(<RegisterPage />, { route: '/register' });
    expect(location.current).toBe('/');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
