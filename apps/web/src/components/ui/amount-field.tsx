import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AmountProblem } from '../../lib/amount.ts';
import { useCurrency, useMoney } from '../../lib/currency.tsx';
import { TextField } from './form-field.tsx';

type AmountFieldProps = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
};

/**
 * An amount in major units, as people write it ("1,234.50"), with the currency symbol before it.
 * Text only: the form reads it with `parseAmount`, never through floating point. Its messages
 * are in the member-centre catalogue, where every money form lives.
 */
export function AmountField({ label, value, onValueChange, error, hint, id }: AmountFieldProps) {
  const { symbol } = useCurrency();
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onValueChange={onValueChange}
      error={error}
      hint={hint}
      prefix={symbol}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
    />
  );
}

export type AmountLimits = { min?: number; max?: number };

/** The text for an amount that could not be read, or that breaks the limits. */
export function useAmountText() {
  const { t } = useTranslation();
  const money = useMoney();
  return {
    problem: (problem: AmountProblem) => t(`amount.problems.${problem}`),
    belowMin: (min: number) => t('amount.belowMin', { min: money(min) }),
    aboveMax: (max: number) => t('amount.aboveMax', { max: money(max) }),
    range: ({ min, max }: Required<AmountLimits>) => t('amount.range', { min: money(min), max: money(max) }),
  };
}
