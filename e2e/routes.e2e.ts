import { describe, expect, it } from 'vitest';
import { expectAbsent, expectAttached, expectVisible, settle } from './support/expect.ts';
import { allRegions, content, type Region, region } from './support/landmarks.ts';
import { usePortal } from './support/suite.ts';

/** Spec 2 "Routes (history mode)": every route with exactly the layout regions the table gives. */
const table: Array<[paths: string[], regions: Region[]]> = [
  [
    ['/', '/index', '/index.html', '/home'],
    ['header', 'banner', 'footer', 'side menu'],
  ],
  [
    ['/register', '/register.html'],
    ['header', 'banner'],
  ],
  [['/pointMall'], ['header', 'banner', 'footer']],
  [['/lottery'], ['header']],
  [['/vnlottery'], ['header', 'side menu']],
  [['/elott'], ['header', 'banner', 'footer', 'side menu']],
  [
    ['/rng', '/pvp', '/live', '/fish', '/sports', '/esports', '/inhouse'],
    ['header', 'banner', 'footer', 'side menu'],
  ],
  [
    ['/promotions', '/promoDetail'],
    ['header', 'footer', 'side menu'],
  ],
  [['/seamless'], ['header', 'side menu']],
  [['/help'], ['header', 'banner', 'footer', 'side menu']],
  [['/helpmc'], []],
  [['/game'], ['header']],
  [['/login', '/download'], ['header']],
];
const cases = table.flatMap(([paths, regions]) => paths.map((path) => ({ path, regions })));

describe('routes and their layout regions (spec 2)', () => {
  const suite = usePortal();

  it.each(cases)('$path renders with $regions', async ({ path, regions }) => {
    const { page } = await suite.open();
    const response = await page.goto(path);
    expect(response?.status(), `HTTP status of ${path}`).toBe(200);
    await expectVisible(content(page));
    for (const name of regions) await expectAttached(region(page, name));
    await settle(page);
    // Still on the route asked for (no redirect to another screen).
    expect(new URL(page.url()).pathname).toBe(path);
    await Promise.all(
      allRegions.filter((r) => !regions.includes(r)).map((name) => expectAbsent(region(page, name), 2_000)),
    );
    // Present regions other than the drawer-able side menu are actually shown at 1440 px.
    for (const name of regions) {
      if (name !== 'side menu') await expectVisible(region(page, name).first());
    }
  });

  // Screens without the side menu or the logo would leave only the browser's Back button.
  it.each(['/lottery', '/pointMall', '/download', '/login', '/game'])(
    '%s has a Home button in its header that leads home',
    async (path) => {
      const { page } = await suite.open();
      await page.goto(path);
      await expectVisible(content(page));
      await region(page, 'header').getByRole('link', { name: 'Home', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expectVisible(region(page, 'side menu').first());
    },
  );

  // The registration page is the registration form: its header offers logging in, not registering.
  it.each(['/register', '/register.html'])(
    '%s fits a 320 px header in Vietnamese: no Register button beside the logo, Log in kept',
    async (path) => {
      const { context, page } = await suite.open({ viewport: { width: 320, height: 700 } });
      await context.addInitScript(() => localStorage.setItem('lang', 'vi'));
      await page.goto(path);
      const header = region(page, 'header');
      await expectVisible(header.getByRole('button', { name: 'Đăng nhập', exact: true }));
      await expectAbsent(header.getByRole('button', { name: 'Đăng ký', exact: true }));
      const overflow = await header.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, 'header wider than the screen').toBeLessThanOrEqual(0);
    },
  );

  it('serves a deep link such as /rng by history fallback', async () => {
    const direct = await fetch(new URL('/rng?page=1', suite.baseURL));
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toMatch(/text\/html/);
    const { page } = await suite.open();
    await page.goto('/rng?page=1');
    await expectVisible(content(page));
    await expectVisible(region(page, 'header'));
    expect(new URL(page.url()).pathname).toBe('/rng');
  });

  it('does not serve the app for unknown /wps/* API paths', async () => {
    const response = await fetch(new URL('/wps/no/such/call', suite.baseURL));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { success: boolean };
    expect(body.success).toBe(false);
  });

  it('shows a not-found page for an unknown path', async () => {
    const { page } = await suite.open();
    await page.goto('/no-such-page');
    await expectVisible(content(page));
    await expectVisible(page.getByRole('heading', { name: /not found/i }));
  });
});
