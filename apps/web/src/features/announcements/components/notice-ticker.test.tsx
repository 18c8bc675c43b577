import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n.ts';
import { announcement, fakeAnnouncements, published } from '../../../test/announcement-fixtures.ts';
import { failure, type MockCall, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { location, renderApp } from '../../../test/render.tsx';
import { AnnouncementDialogHost } from './announcement-dialog-host.tsx';
import { NoticeTicker } from './notice-ticker.tsx';

const restore: Array<() => void> = [];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const undo of restore.splice(0)) undo();
});

async function show(routes: Record<string, MockRoute>) {
  const api = mockApi(routes);
  const rendered = await renderApp(
    <>
      <NoticeTicker />
      <AnnouncementDialogHost />
    </>,
  );
  return { api, ...rendered };
}

/** Lets jsdom (which lays nothing out) report sizes: the titles wider than the strip. */
function pretendOverflow(titlesWidth: number, stripWidth: number) {
  for (const [name, pick] of [
    ['scrollWidth', (el: HTMLElement) => (el.tagName === 'UL' ? titlesWidth : 0)],
    ['clientWidth', (el: HTMLElement) => (el.tagName === 'DIV' ? stripWidth : 0)],
  ] as const) {
    const before = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return pick(this);
      },
    });
    restore.push(() => {
      if (before) Object.defineProperty(HTMLElement.prototype, name, before);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    });
  }
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}

const line = [
  published('41', 'B', 'everyone', {
    title: 'Weekend cashback 10%',
    content: 'Every Saturday.\nEvery Sunday.',
  }),
  published('40', 'B', 'everyone', { title: 'New slots from Lucky Studio' }),
  published('7', 'PL', 'everyone', { title: 'Maintenance on Sunday' }),
];

describe('home line of notices (type B)', () => {
  it('renders nothing at all when there are no B notices', async () => {
    const { api, container, queryClient } = await show(fakeAnnouncements([published('7', 'PL')]));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.callsTo('GET /wps/notices')).toHaveLength(1);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('renders nothing when the notices could not be loaded', async () => {
    const { container, queryClient } = await show({
      'GET /wps/notices': () => failure('INTERNAL', 'Something went wrong', 500),
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container.innerHTML).toBe('');
  });

  it('shows the B titles, newest first, as buttons in one list', async () => {
    await show(fakeAnnouncements(line));
    const strip = await screen.findByRole('region', { name: 'Notices' });
    const [list, ...others] = within(strip).getAllByRole('list');
    expect(others).toHaveLength(0);
    expect(
      within(list as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Weekend cashback 10%', 'New slots from Lucky Studio']);
    expect(within(strip).queryByText('Maintenance on Sunday')).toBeNull();
  });

  it('opens the announcement dialog on the notice a title names', async () => {
    await show(fakeAnnouncements(line));
    await userEvent.click(await screen.findByRole('button', { name: 'Weekend cashback 10%' }));
    expect(location.current).toBe('/?an=41');
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' }, { timeout: 3_000 });
    const featured = within(dialog).getByRole('region', { name: 'Weekend cashback 10%' });
    expect(featured.querySelector('p')?.textContent).toBe('Every Saturday.\nEvery Sunday.');
    // The dialog's list is the platform one, with the line's notice above it.
    expect(await within(dialog).findByRole('button', { name: /^Maintenance on Sunday/ })).toBeTruthy();
  });

  it('moves only when the titles overflow, with a second run that is neither read nor focusable', async () => {
    pretendOverflow(900, 300);
    const { container } = await show(fakeAnnouncements(line));
    const strip = await screen.findByRole('region', { name: 'Notices' });
    const track = await waitFor(() => {
      const moving = container.querySelector('[class*="moving"]');
      if (!(moving instanceof HTMLElement)) throw new Error('not moving');
      return moving;
    });
    // 900 px at 50 px a second.
    expect(track.style.getPropertyValue('--ticker-duration')).toBe('18s');
    const runs = track.querySelectorAll('ul');
    expect(runs).toHaveLength(2);
    expect(runs[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(runs[1]?.hasAttribute('inert')).toBe(true);
    expect(runs[1]?.querySelectorAll('button')).toHaveLength(0);
    expect(within(strip).getAllByRole('button')).toHaveLength(2);
  });

  it('stands still when the titles fit', async () => {
    pretendOverflow(200, 300);
    const { container } = await show(fakeAnnouncements(line));
    await screen.findByRole('region', { name: 'Notices' });
    expect(container.querySelector('[class*="moving"]')).toBeNull();
    expect(container.querySelectorAll('ul')).toHaveLength(1);
  });

  it("asks in the site's language, and again in the new one when the visitor switches", async () => {
    const titleIn = { en: 'Weekend cashback 10%', vi: 'Hoàn tiền cuối tuần 10%' };
    const { api } = await show({
      'GET /wps/notices': (call: MockCall) => {
        const title = call.url.searchParams.get('language') === 'vi' ? titleIn.vi : titleIn.en;
        return { player: [], banners: [announcement('41', 'B', { title })], popup: [], promotion: [] };
      },
    });
    expect(await screen.findByRole('button', { name: titleIn.en })).toBeTruthy();
    try {
      await act(() => applyLanguage('vi'));
      expect(await screen.findByRole('button', { name: titleIn.vi })).toBeTruthy();
    } finally {
      await act(() => applyLanguage('en'));
    }
    expect(api.callsTo('GET /wps/notices').map((call) => call.url.searchParams.get('language'))).toEqual([
      'en',
      'vi',
    ]);
  });
});
