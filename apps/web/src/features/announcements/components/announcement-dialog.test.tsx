import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAnnouncements, published } from '../../../test/announcement-fixtures.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { location, renderApp } from '../../../test/render.tsx';
import { AnnouncementDialogHost } from './announcement-dialog-host.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function open(route: string, routes: Record<string, MockRoute>) {
  const api = mockApi(routes);
  await renderApp(<AnnouncementDialogHost />, { route });
  return api;
}

const dialog = () => screen.findByRole('dialog', { name: 'Announcements' }, { timeout: 3_000 });
const panelOf = (button: HTMLElement) =>
  document.getElementById(String(button.getAttribute('aria-controls'))) as HTMLElement;

/** Twelve platform announcements, newest (12) first, and notices of the other types. */
const many = () => [
  ...Array.from({ length: 12 }, (_, index) => published(String(12 - index), 'PL')),
  published('40', 'B', 'everyone', {
    title: 'Double points this weekend',
    content: 'From Friday.\nUntil Sunday.',
  }),
  published('41', 'PR'),
];

describe('announcement dialog (spec 2 "announcement notice")', () => {
  it('lists the platform announcements 9 a page, newest first, each title opening its text', async () => {
    const api = await open('/?an=all', fakeAnnouncements(many()));
    const box = await dialog();
    const [list] = await within(box).findAllByRole('list');
    if (!list) throw new Error('no list');
    const titles = within(list).getAllByRole('heading', { level: 3 });
    expect(titles.map((heading) => heading.querySelector('[class*="title"]')?.textContent)).toEqual(
      ['12', '11', '10', '9', '8', '7', '6', '5', '4'].map((id) => `Notice ${id}`),
    );
    // Only the PL list: the line's and the promotions' notices are not in it.
    expect(within(box).queryByText('Double points this weekend')).toBeNull();
    expect(within(box).queryByText('Notice 41')).toBeNull();

    const first = within(list).getByRole('button', { name: /^Notice 12/ });
    expect(first.textContent).toContain('2026-11-21 10:12:00');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(first).hidden).toBe(true);
    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(first).hidden).toBe(false);
    expect(panelOf(first).textContent).toBe('Text of notice 12');
    await userEvent.click(first);
    expect(panelOf(first).hidden).toBe(true);

    const pages = within(box).getByRole('navigation', { name: 'Announcement pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        within(box)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.querySelector('[class*="title"]')?.textContent),
      ).toEqual(['Notice 3', 'Notice 2', 'Notice 1']),
    );
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const asked = api
      .callsTo('GET /wps/relay/MCSFE_getListAnnouncements')
      .map((call) => Object.fromEntries(call.url.searchParams));
    expect(asked).toEqual([
      { type: 'PL', page: '1', pageSize: '9', language: 'en' },
      { type: 'PL', page: '2', pageSize: '9', language: 'en' },
    ]);
  });

  it("shows the operator's text as plain text with its line breaks, never as HTML", async () => {
    const content = '<b>Games</b> pause at 02:00.\n<img src=x onerror=alert(1)>\nThank you.';
    await open('/?an=all', fakeAnnouncements([published('1', 'PL', 'everyone', { content })]));
    const button = await within(await dialog()).findByRole('button', { name: /^Notice 1/ });
    await userEvent.click(button);
    const text = panelOf(button).querySelector('p') as HTMLElement;
    expect(text.textContent).toBe(content);
    expect(text.className).toMatch(/text/);
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('says so when there are none yet', async () => {
    await open('/?an=all', fakeAnnouncements([published('1', 'PR')]));
    const box = await dialog();
    expect(await within(box).findByText('No announcements yet')).toBeTruthy();
    expect(within(box).queryByRole('list')).toBeNull();
    expect(within(box).queryByRole('navigation')).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    const routes = fakeAnnouncements(many());
    let fail = true;
    await open('/?an=all', {
      ...routes,
      'GET /wps/relay/MCSFE_getListAnnouncements': (call: MockCall) =>
        fail
          ? failure('INTERNAL', 'Something went wrong', 500)
          : routes['GET /wps/relay/MCSFE_getListAnnouncements'](call),
    });
    const box = await dialog();
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toMatch('Network link abnormal, try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(box).findByRole('button', { name: /^Notice 12/ })).toBeTruthy();
    expect(within(box).queryByRole('alert')).toBeNull();
  });

  it('opened on a notice of the home line, shows its text above the list', async () => {
    await open('/?an=40', fakeAnnouncements(many()));
    const box = await dialog();
    const featured = await within(box).findByRole('region', { name: 'Double points this weekend' });
    expect(within(featured).getByText('2026-11-21 10:40:00')).toBeTruthy();
    expect(featured.querySelector('p')?.textContent).toBe('From Friday.\nUntil Sunday.');
    expect(await within(box).findByRole('button', { name: /^Notice 12/ })).toBeTruthy();
  });

  it('opened on a notice that is in the list, shows it there open, once', async () => {
    await open('/?an=11', fakeAnnouncements(many()));
    const box = await dialog();
    const item = await within(box).findByRole('button', { name: /^Notice 11/ });
    expect(item.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(item).hidden).toBe(false);
    expect(within(box).getAllByText('Text of notice 11')).toHaveLength(1);
    expect(within(box).queryByRole('region')).toBeNull();
    expect(
      within(box)
        .getByRole('button', { name: /^Notice 12/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('closes with Escape or its close button, dropping the address parameter', async () => {
    await open('/lottery?an=all', fakeAnnouncements(many()));
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/lottery');
    cleanup();

    await open('/?x=1&an=all', fakeAnnouncements([]));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.current).toBe('/?x=1');
  });

  it('shows nothing without the address parameter', async () => {
    const api = await open('/', fakeAnnouncements(many()));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
