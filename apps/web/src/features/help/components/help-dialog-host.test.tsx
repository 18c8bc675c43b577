import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../lib/i18n.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { helpCentre as centre } from '../../../test/help-fixtures.ts';
import { goBack, location, renderApp } from '../../../test/render.tsx';
import { DisclaimerGate } from '../../disclaimer/components/disclaimer-gate.tsx';
import { HelpDialogHost } from './help-dialog-host.tsx';

beforeAll(async () => {
  await loadArea('help', 'en');
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const helpModal = (name: string) => screen.findByRole('dialog', { name }, { timeout: 3_000 });

const notice = () => screen.findByRole('dialog', { name: 'Notice' }, { timeout: 3_000 });

async function renderWithDisclaimer(route = '/') {
  mockApi({ 'GET /wps/system/helpCenter': centre });
  await renderApp(
    <>
      <DisclaimerGate />
      <HelpDialogHost />
    </>,
    { route },
  );
}

describe('help modal (spec 1 "terms link that opens the help modal at /help#term", spec 2 modals)', () => {
  it("opens the disclaimer's terms in its place, turns to another topic in place, and Escape returns to the notice", async () => {
    await renderWithDisclaimer('/lottery');
    await notice();
    const terms = screen.getByRole('link', { name: 'Read the terms and conditions' });
    // A new tab or a middle click still gets the help page itself.
    expect(terms.getAttribute('href')).toBe('/help#term');

    await act(async () => terms.click());
    expect(location.current).toBe('/lottery?hp=term');
    const modal = await helpModal('Terms and conditions');
    // The notice steps aside while its terms are read.
    expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull();
    expect(
      await within(modal)
        .findAllByText(/You must be 21|One account each/)
        .then((items) => items.map((p) => p.textContent)),
    ).toEqual(['You must be 21.', 'One account each.']);
    expect(within(modal).getByRole('link', { name: 'Open the help centre' }).getAttribute('href')).toBe(
      '/help#term',
    );

    const others = within(modal).getByRole('navigation', { name: 'Other topics' });
    await userEvent.click(within(others).getByRole('link', { name: 'Nạp tiền' }));
    expect(location.current).toBe('/lottery?hp=deposits');
    const deposits = await helpModal('Nạp tiền');
    // The untranslated topic says which language it is in.
    expect(
      within(deposits).getByText('Chuyển khoản ngân hàng.').closest('[lang]')?.getAttribute('lang'),
    ).toBe('vi');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nạp tiền' })).toBeNull());
    // Turning the topic replaced the entry, so one step back is the page without the modal.
    expect(location.current).toBe('/lottery');
    expect(await notice()).toBeTruthy();
    expect(sessionStorage.getItem('disclaimerAccept')).toBeNull();
  });

  it('is closed by Back, and a linked address opens it on load', async () => {
    await renderWithDisclaimer('/?hp=term');
    expect(await helpModal('Terms and conditions')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terms and conditions' })).toBeNull());
    expect(location.current).toBe('/');

    await notice();
    await act(async () => screen.getByRole('link', { name: 'Read the terms and conditions' }).click());
    expect(await helpModal('Terms and conditions')).toBeTruthy();
    await act(async () => goBack());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terms and conditions' })).toBeNull());
    expect(location.current).toBe('/');
  });

  it('says so when the topic is not in the help centre, and offers the others', async () => {
    mockApi({ 'GET /wps/system/helpCenter': centre });
    await renderApp(<HelpDialogHost />, { route: '/?hp=nothing-here' });
    const modal = await helpModal('Help centre');
    expect(await within(modal).findByText(/This topic is not in the help centre/)).toBeTruthy();
    const others = within(modal).getByRole('navigation', { name: 'Other topics' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Terms and conditions', 'Nạp tiền']);
    expect(within(modal).getByRole('link', { name: 'Open the help centre' }).getAttribute('href')).toBe(
      '/help',
    );
  });

  it('tells a visitor of a merchant without help topics to ask customer service', async () => {
    mockApi({ 'GET /wps/system/helpCenter': { language: 'en', topics: [] } });
    await renderApp(<HelpDialogHost />, { route: '/?hp=term' });
    const modal = await helpModal('Help centre');
    expect(await within(modal).findByText(/has no topics yet/)).toBeTruthy();
  });
});
