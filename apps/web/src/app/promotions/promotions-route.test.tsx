import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../lib/i18n.ts';
import { fakeAnnouncements, published } from '../../test/announcement-fixtures.ts';
import { mockApi } from '../../test/api-mock.ts';
import { promotion } from '../../test/promotion-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import PromotionsRoute from './promotions-route.tsx';

beforeAll(async () => {
  await loadArea('promotions', 'en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const promotions = { currency: 'VND', list: [promotion('1', { title: 'Weekend reload 50%' })] };

describe('promotions page with the promotion news (type PR notices)', () => {
  it('lists the promotion notices under the promotions, with title, date and text, 9 a page', async () => {
    const list = [
      published('30', 'PR', 'everyone', {
        title: 'Lucky draw results',
        content: 'Saturday and Sunday.\nOnce a day.',
      }),
      ...Array.from({ length: 9 }, (_, index) => published(String(29 - index), 'PR')),
      published('2', 'PL', 'everyone', { title: 'Not a promotion' }),
    ];
    const api = mockApi({ ...fakeAnnouncements(list), 'GET /wps/promotions': promotions });
    await renderApp(<PromotionsRoute />, { route: '/promotions' });
    expect(screen.getByRole('heading', { name: 'Promotions', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Weekend reload 50%' })).toBeTruthy();
    const news = await screen.findByRole('region', { name: 'Promotion news' });
    expect(within(news).getByRole('heading', { level: 2, name: 'Promotion news' })).toBeTruthy();
    const first = await within(news).findByRole('article', { name: 'Lucky draw results' });
    expect(within(first).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(within(first).getByText('2026-11-21 10:30:00')).toBeTruthy();
    expect(first.querySelector('p')?.textContent).toBe('Saturday and Sunday.\nOnce a day.');
    expect(within(news).getAllByRole('article')).toHaveLength(9);
    expect(screen.queryByText('Not a promotion')).toBeNull();

    const pages = within(news).getByRole('navigation', { name: 'Promotion pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(1));
    expect(within(news).getByRole('article', { name: 'Notice 21' })).toBeTruthy();
    expect(
      api
        .callsTo('GET /wps/relay/MCSFE_getListAnnouncements')
        .map((call) => call.url.searchParams.toString()),
    ).toEqual(['type=PR&page=1&pageSize=9&language=en', 'type=PR&page=2&pageSize=9&language=en']);
  });

  it('leaves the news out when there are none', async () => {
    const api = mockApi({ ...fakeAnnouncements([published('1', 'PL')]), 'GET /wps/promotions': promotions });
    await renderApp(<PromotionsRoute />, { route: '/promotions' });
    expect(await screen.findByRole('article', { name: 'Weekend reload 50%' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /wps/relay/MCSFE_getListAnnouncements')).toHaveLength(1));
    // Settled: the answer had no notices.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Promotion news' })).toBeNull();
    expect(screen.queryByText('Promotion news')).toBeNull();
  });
});
