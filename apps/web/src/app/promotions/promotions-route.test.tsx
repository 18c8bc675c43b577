import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAnnouncements, published } from '../../test/announcement-fixtures.ts';
import { mockApi } from '../../test/api-mock.ts';
import { renderApp } from '../../test/render.tsx';
import PromotionsRoute from './promotions-route.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('promotions page (type PR notices)', () => {
  it('lists the promotions with title, date and text, 9 a page', async () => {
    const list = [
      published('30', 'PR', 'everyone', {
        title: 'Weekend reload 50%',
        content: 'Saturday and Sunday.\nOnce a day.',
      }),
      ...Array.from({ length: 9 }, (_, index) => published(String(29 - index), 'PR')),
      published('2', 'PL', 'everyone', { title: 'Not a promotion' }),
    ];
    const api = mockApi(fakeAnnouncements(list));
    await renderApp(<PromotionsRoute />, { route: '/promotions' });
    expect(screen.getByRole('heading', { name: 'Promotions', level: 1 })).toBeTruthy();
    const first = await screen.findByRole('article', { name: 'Weekend reload 50%' });
    expect(within(first).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(first).getByText('2026-11-21 10:30:00')).toBeTruthy();
    expect(first.querySelector('p')?.textContent).toBe('Saturday and Sunday.\nOnce a day.');
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(screen.queryByText('Not a promotion')).toBeNull();

    const pages = screen.getByRole('navigation', { name: 'Promotion pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Notice 21' })).toBeTruthy();
    expect(
      api
        .callsTo('GET /wps/relay/MCSFE_getListAnnouncements')
        .map((call) => call.url.searchParams.toString()),
    ).toEqual(['type=PR&page=1&pageSize=9', 'type=PR&page=2&pageSize=9']);
  });

  it('keeps its empty state when there are none', async () => {
    mockApi(fakeAnnouncements([published('1', 'PL')]));
    await renderApp(<PromotionsRoute />, { route: '/promotions' });
    expect(await screen.findByText('Promotions will appear here when they are published.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });
});
