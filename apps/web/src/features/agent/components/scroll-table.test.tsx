import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadArea } from '../../../lib/i18n.ts';
import { ScrollTable } from './scroll-table.tsx';

beforeAll(async () => {
  await loadArea('agent', 'en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ScrollTable title="Members">
        <table>
          <tbody>
            <tr>
              <td>figures</td>
            </tr>
          </tbody>
        </table>
      </ScrollTable>
    </I18nextProvider>,
  );

describe('ScrollTable', () => {
  it('adds no tab stop while the table fits', () => {
    show();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table').parentElement?.hasAttribute('tabindex')).toBe(false);
  });

  it('is a named region the keyboard can reach while the table is wider than its box', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    show();
    const region = screen.getByRole('region', {
      name: 'Members: scrolls sideways when the columns need more room',
    });
    expect(region.getAttribute('tabindex')).toBe('0');
  });
});
