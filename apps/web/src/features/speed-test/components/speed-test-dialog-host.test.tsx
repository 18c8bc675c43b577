import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CustomerServiceMenu } from '../../../app/layouts/side-menu/customer-service-menu.tsx';
import { loadArea } from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { goBack, location, renderApp } from '../../../test/render.tsx';
import { SpeedTestDialogHost } from './speed-test-dialog-host.tsx';

beforeAll(async () => {
  await loadArea('speed-test', 'en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The lines answer nothing: these tests are about opening and closing.
const noLines = () => mockApi({ 'GET /wps/system/domainRoute': { domainList: [] } });

/** Clicks the menu item inside an awaited act, so the lazily loaded dialog can read its text. */
const openFromMenu = () => act(async () => screen.getByRole('button', { name: 'Speed test' }).click());
const dialog = () => screen.findByRole('dialog', { name: 'Network speed test' }, { timeout: 3_000 });

describe('network speed test: opening and closing', () => {
  it('opens from the side menu’s customer service for a visitor, closes with Escape and with Back', async () => {
    noLines();
    const onNavigate = vi.fn();
    await renderApp(
      <>
        <ul>
          <CustomerServiceMenu collapsed={false} onExpandMenu={() => undefined} onNavigate={onNavigate} />
        </ul>
        <SpeedTestDialogHost />
      </>,
      { route: '/lottery' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));

    await openFromMenu();
    expect(location.current).toBe('/lottery?st=1');
    expect(onNavigate).toHaveBeenCalled();
    expect(await dialog()).toBeTruthy();
    expect(await screen.findByText('This site has no other lines to test.')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/lottery');

    await openFromMenu();
    expect(await dialog()).toBeTruthy();
    await act(async () => goBack());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/lottery');
  });

  it('opened by the address itself, closing drops the parameter only', async () => {
    noLines();
    await renderApp(<SpeedTestDialogHost />, { route: '/promotions?x=1&st=1' });
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/promotions?x=1');
  });

  it('shows nothing, and asks for nothing, without the address parameter', async () => {
    const api = mockApi({});
    await renderApp(<SpeedTestDialogHost />, { route: '/?fb=1' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
