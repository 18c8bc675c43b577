import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DayRange, shortcutRange } from '../../lib/date-range.ts';
import { i18n } from '../../lib/i18n.ts';
import { RangeFilter } from './range-filter.tsx';

afterEach(cleanup);

function Harness({ onChange }: { onChange: (range: DayRange) => void }) {
  const [range, setRange] = useState(() => shortcutRange('today'));
  return (
    <I18nextProvider i18n={i18n}>
      <RangeFilter
        range={range}
        shortcuts={['today', 'last7', 'last30']}
        onChange={(next) => {
          setRange(next);
          onChange(next);
        }}
      />
    </I18nextProvider>
  );
}

describe('RangeFilter', () => {
  it('presses the shortcut the range equals and sets a shortcut’s days', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Period' });
    expect(within(group).getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(group).getByRole('button', { name: '7 days' }));
    expect(onChange).toHaveBeenLastCalledWith(shortcutRange('last7'));
    expect(within(group).getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(shortcutRange('last7').start);
  });

  it('says why a range cannot be asked for, tied to both date inputs', () => {
    render(<Harness onChange={() => {}} />);
    const from = screen.getByLabelText('From') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '2099-01-01' } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The end date is before the start date');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByLabelText('To').getAttribute('aria-describedby')).toBe(alert.id);
    // No shortcut matches a custom range.
    for (const button of within(screen.getByRole('group', { name: 'Period' })).getAllByRole('button'))
      expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(from, { target: { value: '2000-01-01' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose at most 92 days');
  });
});
