import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../lib/i18n.ts';
import { mockApi } from '../../test/api-mock.ts';
import { stubCarouselEnvironment } from '../../test/carousel-env.ts';
import { promotion } from '../../test/promotion-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import RegisterRoute from './register-route.tsx';

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

describe('registration page (/register)', () => {
  it('shows the promotions for new players after the form, linking to their details', async () => {
    mockApi({
      'GET /wps/promotions': {
        currency: 'VND',
        list: [promotion('5', { category: 'new_player', title: 'Welcome bonus 100%' })],
      },
    });
    await renderApp(<RegisterRoute />, { route: '/register' });
    const strip = await screen.findByRole('region', { name: 'Promotions for new players' });
    expect(within(strip).getByRole('link', { name: 'Welcome bonus 100%' }).getAttribute('href')).toBe(
      '/promoDetail?id=5',
    );
    // After the form, before the way home.
    const form = document.querySelector('form');
    const home = screen.getByRole('link', { name: 'Back to home' });
    expect(form?.compareDocumentPosition(strip)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(strip.compareDocumentPosition(home)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
