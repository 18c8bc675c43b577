import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockApi } from '../../../test/api-mock.ts';
import { helpCentre as centre } from '../../../test/help-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { HelpContent } from './help-content.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('help centre (spec 2 /help, spec 7 helpCenter)', () => {
  it("shows the merchant's topics in the site's language: contents linking to each, a section per topic", async () => {
    const api = mockApi({ 'GET /wps/system/helpCenter': centre });
    await renderApp(<HelpContent />, { route: '/help' });

    const terms = await screen.findByRole('region', { name: 'Terms and conditions' });
    expect(terms.id).toBe('term');
    expect(
      within(terms)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['You must be 21.', 'One account each.']);
    // A topic in another language than the page says so, for screen readers and hyphenation.
    expect(screen.getByRole('region', { name: 'Nạp tiền' }).getAttribute('lang')).toBe('vi');

    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Terms and conditions', '/help#term'],
      ['Nạp tiền', '/help#deposits'],
    ]);
    expect(
      api.callsTo('GET /wps/system/helpCenter').map((call) => call.url.searchParams.get('language')),
    ).toEqual(['en']);
  });

  it('says plainly when the merchant has written no topic yet', async () => {
    mockApi({ 'GET /wps/system/helpCenter': { language: 'en', topics: [] } });
    await renderApp(<HelpContent />, { route: '/help' });
    expect(await screen.findByText(/The help centre has no topics yet/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  });

  it('shows a failed load with a retry that loads the topics', async () => {
    let fail = true;
    mockApi({
      'GET /wps/system/helpCenter': () =>
        fail ? failure('SERVICE_UNAVAILABLE', 'Service unavailable', 503) : centre,
    });
    await renderApp(<HelpContent />, { route: '/help' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Terms and conditions' })).toBeTruthy();
  });
});
