import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { DescribeProblem } from './form-rules.ts';
import { applyLanguage, i18n } from './i18n.ts';
import { useProblemText } from './use-problem-text.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

afterEach(async () => {
  await applyLanguage('en');
});

describe('useProblemText', () => {
  it('describes rule problems in the page language, and the form-wide ones from the texts', async () => {
    const { result, rerender } = renderHook(() => useProblemText(), { wrapper });
    expect(result.current.text({ key: 'length_range', min: 6, max: 16 })).toBe('Must be 6-16 characters');
    expect(result.current.text({ key: 'inconsistent_twice' })).toBe(
      'Inconsistent twice: the passwords do not match',
    );
    expect(result.current.text(null)).toBeNull();
    expect(result.current.texts({ username: { key: 'not_empty' } })).toEqual({
      username: 'Input cannot be empty',
    });
    await applyLanguage('vi');
    rerender();
    expect(result.current.text({ key: 'length_range', min: 6, max: 16 })).toBe('Phải có 6-16 ký tự');
  });

  it("uses a form's own describer for the problems only that form has", () => {
    type Own = { key: 'agree_terms' } | { key: 'not_empty' };
    const describe: DescribeProblem<Own> = (problem) =>
      problem.key === 'agree_terms' ? 'Agree first' : 'Empty';
    const { result } = renderHook(() => useProblemText(describe), { wrapper });
    expect(result.current.texts({ terms: { key: 'agree_terms' }, name: { key: 'not_empty' } })).toEqual({
      terms: 'Agree first',
      name: 'Empty',
    });
  });
});
