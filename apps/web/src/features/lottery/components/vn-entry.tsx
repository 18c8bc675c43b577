import type { BetType } from '@portal/contracts/lottery';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { lineKey, type SlipLine } from '../model/slip.ts';
import { digitsOf, type EntryProblem, parseVnEntry, xienSize } from '../model/vn-numbers.ts';
import styles from './vn.module.css';

type Translate = (key: string, options?: Record<string, unknown>) => string;

function problemText(problem: EntryProblem, t: Translate): string {
  switch (problem.kind) {
    case 'empty':
      return t('lottery.vn.entryEmpty');
    case 'digits':
      return t('lottery.vn.entryDigits', { token: problem.token, count: problem.digits });
    case 'xienSize':
      return t('lottery.vn.entryXien', { group: problem.group, count: problem.size });
  }
}

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

/**
 * Numbers for a regional bet type: typed ("27 35 91"; xiên groups split by ";") and checked
 * before they reach the slip, or for 1- and 2-digit bets picked on the number grid, where a
 * pressed number is on the slip.
 */
export function VnEntry({
  betType,
  lines,
  onAdd,
  onToggle,
}: {
  betType: BetType;
  lines: readonly SlipLine[];
  onAdd: (lines: SlipLine[]) => void;
  onToggle: (line: SlipLine) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const digits = digitsOf(betType);
  const size = xienSize(betType);
  const gridSize = size === 0 && digits <= 2 ? 10 ** digits : 0;
  const onSlip = new Set(lines.map(lineKey));

  const add = () => {
    const parsed = parseVnEntry(betType, text);
    if (parsed.problem) {
      setProblem(problemText(parsed.problem, t));
      return;
    }
    setProblem(null);
    setText('');
    onAdd(parsed.selections.map((selection) => ({ betType, selection })));
  };

  return (
    <div className={styles.entry}>
      <form
        className={styles.entryForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <label htmlFor={inputId} className={styles.entryLabel}>
          {size
            ? t('lottery.vn.entryXienLabel', { count: size })
            : t('lottery.vn.entryLabel', { count: digits })}
        </label>
        <div className={styles.entryRow}>
          <input
            id={inputId}
            className={clsx(styles.entryInput, problem && styles.entryInvalid)}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            inputMode={size ? 'text' : 'numeric'}
            autoComplete="off"
            spellCheck={false}
            placeholder={t(`lottery.vn.placeholder.${size ? `xien${size}` : `d${digits}`}`)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${inputId}-help`}
          />
          <Button type="submit" variant="primary">
            {t('lottery.vn.addToSlip')}
          </Button>
        </div>
        <p
          id={`${inputId}-help`}
          className={problem ? styles.entryError : styles.entryHint}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? (size ? t('lottery.vn.entryXienHint', { count: size }) : t('lottery.vn.entryHint'))}
        </p>
      </form>
      {gridSize ? (
        <fieldset className={clsx(styles.grid, gridSize === 10 && styles.gridDigits)}>
          <legend className="visually-hidden">{t('lottery.vn.grid')}</legend>
          {Array.from({ length: gridSize }, (_, n) => {
            const selection = pad(n, digits);
            const pressed = onSlip.has(lineKey({ betType, selection }));
            return (
              <button
                key={selection}
                type="button"
                className={clsx(styles.cell, pressed && styles.cellOn)}
                aria-pressed={pressed}
                onClick={() => onToggle({ betType, selection })}
              >
                {selection}
              </button>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
