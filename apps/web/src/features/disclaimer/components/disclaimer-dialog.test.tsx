import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import DisclaimerDialog from './disclaimer-dialog.tsx';

function renderDialog() {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <DisclaimerDialog />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('DisclaimerDialog', () => {
  it('shows the Notice with a link to the terms', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('link', { name: /terms and conditions/i }).getAttribute('href')).toBe(
      '/help#term',
    );
  });

  it('cannot be dismissed with Escape', async () => {
    renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeNull();
    expect(sessionStorage.getItem('disclaimerAccept')).toBeNull();
  });

  it('closes on Accept and remembers it for the session', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull();
    expect(sessionStorage.getItem('disclaimerAccept')).toBe('true');
  });
});
