import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../lib/i18n.ts';
import { failure, type MockRoute, mockApi } from '../../../test/api-mock.ts';
import { stubCarouselEnvironment } from '../../../test/carousel-env.ts';
import { promotion } from '../../../test/promotion-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { NewPlayerPromotions } from './new-player-promotions.tsx';

const LIST = 'GET /wps/promotions';

beforeAll(async () => {
  await loadArea('promotions', 'en');
});

beforeEach(() => {
  stubCarouselEnvironment();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const welcome = (count: number) => ({
  currency: 'VND',
  list: Array.from({ length: count }, (_, index) =>
    promotion(String(index + 1), {
      category: 'new_player',
      title: `Welcome ${index + 1}`,
      bonusMax: 10_000_000,
    }),
  ),
});

async function show(route: MockRoute) {
  const api = mockApi({ [LIST]: route });
  await renderApp(
    <main>
      <NewPlayerPromotions />
    </main>,
    { route: '/register' },
  );
  return { api };
}

describe("registration page's promotions for new players (spec 2)", () => {
  it('asks for the new_player category and lists its promotions, each a link to its detail', async () => {
    const { api } = await show(welcome(1));
    const strip = await screen.findByRole('region', { name: 'Promotions for new players' });
    const card = within(strip).getByRole('article', { name: 'Welcome 1' });
    expect(within(card).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(within(card).getByText('Up to ₫100,000.00')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Welcome 1' }).getAttribute('href')).toBe(
      '/promoDetail?id=1',
    );
    expect(api.callsTo(LIST).map((call) => call.url.searchParams.get('category'))).toEqual(['new_player']);
    // One promotion does not move, and has nothing to move with.
    expect(within(strip).queryByRole('button')).toBeNull();
  });

  it('offers previous, next and one button per promotion when there are several', async () => {
    await show(welcome(3));
    const strip = await screen.findByRole('region', { name: 'Promotions for new players' });
    expect(within(strip).getAllByRole('article')).toHaveLength(3);
    expect(within(strip).getByRole('button', { name: 'Previous promotion' })).toBeTruthy();
    expect(within(strip).getByRole('button', { name: 'Next promotion' })).toBeTruthy();
    const dots = within(strip).getAllByRole('button', { name: /^Show promotion/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show promotion 1 of 3',
      'Show promotion 2 of 3',
      'Show promotion 3 of 3',
    ]);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    // Only the promotion in view can be reached; the others wait their turn.
    const slides = within(strip)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('article'));
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    await userEvent.click(dots[2] as HTMLElement);
    await waitFor(() => expect(dots[2]?.getAttribute('aria-current')).toBe('true'));
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, true, false]);
  });

  it('shows nothing when there are none, or when they fail to load', async () => {
    const { api } = await show({ currency: 'VND', list: [] });
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    expect(screen.getByRole('main').textContent).toBe('');
    cleanup();
    const failed = await show(failure('INTERNAL', 'x', 500));
    await waitFor(() => expect(failed.api.callsTo(LIST)).toHaveLength(1));
    expect(screen.getByRole('main').textContent).toBe('');
  });
});
