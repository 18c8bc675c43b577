import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n.ts';
import { type MockCall, mockApi } from '../../../test/api-mock.ts';
import { stubCarouselEnvironment } from '../../../test/carousel-env.ts';
import { renderApp } from '../../../test/render.tsx';
import { BannerRegion } from './banner-region.tsx';

beforeEach(stubCarouselEnvironment);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const banner = (language: string | null) => ({
  bannerId: 1,
  url: language === 'vi' ? '/banners/banner-1.vi.svg' : '/banners/banner-1.svg',
  title: language === 'vi' ? 'Chào mừng đến với cổng game' : 'Welcome to the portal',
  linkageType: 'ROUTE',
  linkTarget: '/register',
  groupName: 'home',
});

describe('banner region', () => {
  it('asks for the artwork in the page language, and again when it changes', async () => {
    const language = (call: MockCall) => call.url.searchParams.get('language');
    const api = mockApi({
      'GET /wps/system/banners': (call: MockCall) => ({ list: [banner(language(call))] }),
    });
    await renderApp(<BannerRegion group="home" pagination />, { route: '/' });
    const english = await screen.findByRole('img', { name: 'Welcome to the portal' });
    expect(english.getAttribute('src')).toBe('/banners/banner-1.svg');
    expect(
      api.callsTo('GET /wps/system/banners').map((call) => call.url.searchParams.get('groupName')),
    ).toEqual(['home']);
    try {
      await act(() => applyLanguage('vi'));
      const vietnamese = await screen.findByRole('img', { name: 'Chào mừng đến với cổng game' });
      expect(vietnamese.getAttribute('src')).toBe('/banners/banner-1.vi.svg');
      expect(api.callsTo('GET /wps/system/banners').map(language)).toEqual(['en', 'vi']);
    } finally {
      await act(() => applyLanguage('en'));
    }
  });
});
