import type { Locator, Page } from 'playwright-core';

/** The layout regions of spec 2, found by their landmarks (the contract with the web app). */
export type Region = 'header' | 'banner' | 'footer' | 'side menu';
export const allRegions: readonly Region[] = ['header', 'banner', 'footer', 'side menu'];

/**
 * includeHidden: the side menu can be an off-canvas drawer (hidden until opened), and a region
 * that is "absent" must not be in the DOM at all, hidden or not.
 */
export function region(page: Page, name: Region): Locator {
  switch (name) {
    case 'header':
      return page.getByRole('banner', { includeHidden: true });
    case 'footer':
      return page.getByRole('contentinfo', { includeHidden: true });
    case 'side menu':
      return page.getByRole('navigation', { name: 'Side menu', exact: true, includeHidden: true });
    case 'banner':
      return page.getByRole('region', { name: 'Banners', exact: true, includeHidden: true });
  }
}

export const header = (page: Page) => page.getByRole('banner');
export const footer = (page: Page) => page.getByRole('contentinfo');
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Side menu', exact: true });
export const banners = (page: Page) => page.getByRole('region', { name: 'Banners', exact: true });
export const content = (page: Page) => page.getByRole('main');
