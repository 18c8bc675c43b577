import type { SystemInfo } from '@portal/contracts/system';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { location, renderApp, systemInfo } from '../../../test/render.tsx';
import DownloadPage from '../routes/download-page.tsx';
import { DownloadDialogHost } from './download-dialog-host.tsx';

afterEach(cleanup);

const withApps: SystemInfo = {
  ...systemInfo,
  resources: [
    { resourceType: 'Android', url: '/', qrCodeUrl: '/', labelNameEn: 'Android app' },
    { resourceType: 'MOBILECONFIG', url: '/app.mobileconfig', qrCodeUrl: null, labelNameEn: 'iOS app' },
  ],
};
const here = window.location.origin;
const modal = () => screen.findByRole('dialog', { name: 'App download' }, { timeout: 3_000 });
const steps = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('app download modal (spec 2 modals "app download (Android and iOS tabs)", spec 1 QR codes, four steps)', () => {
  it("shows the iOS profile's QR code, its link and four steps, and turns to Android in place", async () => {
    await renderApp(<DownloadDialogHost />, { route: '/rng?app=ios', info: withApps });
    const dialog = await modal();
    expect(within(dialog).getByRole('tab', { name: 'iOS' }).getAttribute('aria-selected')).toBe('true');
    const qr = within(dialog).getByRole('img', { name: `QR code of ${here}/app.mobileconfig` });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(dialog).getByRole('link', { name: 'Download the profile' }).getAttribute('href')).toBe(
      `${here}/app.mobileconfig`,
    );
    expect(steps(dialog)).toEqual([
      "Scan the code with the iPhone's Camera app, or tap Download the profile in Safari on the iPhone.",
      'Tap Allow to download the profile.',
      'Open Settings, tap Profile Downloaded, then Install.',
      'Open Portal Demo from your home screen and log in.',
    ]);

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Android' }));
    expect(location.current).toBe('/rng?app=android');
    expect(within(dialog).getByRole('img', { name: `QR code of ${here}/` })).toBeTruthy();
    // The site itself is the Android app here: nothing to download, Chrome installs it.
    expect(within(dialog).queryByRole('link', { name: 'Download for Android' })).toBeNull();
    expect(steps(dialog)[2]).toBe('Tap Install app, or Add to Home screen, and confirm.');
    expect(within(dialog).getByRole('link', { name: 'Open the download page' }).getAttribute('href')).toBe(
      '/download#android',
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/rng');
  });

  it('says so plainly for a platform the merchant has no app for', async () => {
    await renderApp(<DownloadDialogHost />, { route: '/?app=android', info: systemInfo });
    const dialog = await modal();
    expect(within(dialog).getByText(/The Android app is not available yet/)).toBeTruthy();
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('opens nothing for a platform it does not know', async () => {
    await renderApp(<DownloadDialogHost />, { route: '/?app=windows', info: withApps });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('download page (spec 2 /download)', () => {
  it('opens on the tab its hash names, and a tab chosen is written in the hash', async () => {
    await renderApp(<DownloadPage />, { route: '/download#ios', info: withApps });
    expect(screen.getByRole('heading', { level: 1, name: 'App download' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'iOS' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Android' }));
    expect(screen.getByRole('tab', { name: 'Android' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('img', { name: `QR code of ${here}/` })).toBeTruthy();
  });
});
