import type { BetType, OddsValue } from '@portal/contracts/lottery';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { optionGroups } from '../model/bet-options.ts';
import { choiceLabel } from '../model/labels.ts';
import { lineKey, oddsEntryOf, type SlipLine } from '../model/slip.ts';
import styles from './lottery.module.css';

/** The play types of a game as a radio group: one is chosen, the default preselected. */
export function PlayTypes({
  playTypes,
  value,
  onChange,
  odds,
}: {
  playTypes: readonly BetType[];
  value: BetType;
  onChange: (betType: BetType) => void;
  odds: OddsValue | undefined;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.playTypes}>
      <legend className={styles.legend}>{t('lottery.playType')}</legend>
      <div className={styles.segmented}>
        {playTypes.map((betType) => {
          const entry = odds?.list.find((e) => e.betType === betType && e.selection === null);
          return (
            <label key={betType} className={clsx(styles.segment, value === betType && styles.segmentOn)}>
              <input
                type="radio"
                name={name}
                value={betType}
                checked={value === betType}
                onChange={() => onChange(betType)}
                className={styles.segmentInput}
              />
              <span>{t(`lottery.betTypes.${betType}`)}</span>
              {entry ? <span className={styles.segmentOdds}>×{entry.odds}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The choices of one e-lottery play type, as toggle buttons with their odds: pressing one puts
 * that bet on the slip, pressing it again takes it off. Rows are the five balls where the play
 * type has positions.
 */
export function OptionBoard({
  betType,
  odds,
  lines,
  onToggle,
}: {
  betType: BetType;
  odds: OddsValue;
  lines: readonly SlipLine[];
  onToggle: (line: SlipLine) => void;
}) {
  const { t } = useTranslation();
  const onSlip = new Set(lines.map(lineKey));
  return (
    <div className={styles.board}>
      {optionGroups(betType).map((group) => {
        const rowLabel =
          group.position === null
            ? t(`lottery.betTypes.${betType}`)
            : t('lottery.ball', { n: group.position });
        return (
          <fieldset key={group.position ?? 'all'} className={styles.boardRow}>
            <legend className="visually-hidden">{rowLabel}</legend>
            {group.position !== null ? (
              <span className={styles.boardRowLabel} aria-hidden="true">
                {rowLabel}
              </span>
            ) : null}
            <div className={styles.choices}>
              {group.selections.map((selection) => {
                const line = { betType, selection };
                const pressed = onSlip.has(lineKey(line));
                const entry = oddsEntryOf(odds, line);
                const choice = choiceLabel(betType, selection, t);
                return (
                  <button
                    key={selection}
                    type="button"
                    className={clsx(styles.choice, pressed && styles.choiceOn)}
                    aria-pressed={pressed}
                    aria-label={
                      group.position === null
                        ? t('lottery.choiceName', { choice, odds: entry?.odds ?? '' })
                        : t('lottery.choiceNameAt', { row: rowLabel, choice, odds: entry?.odds ?? '' })
                    }
                    disabled={!entry}
                    onClick={() => onToggle(line)}
                  >
                    <span className={styles.choiceText}>{choice}</span>
                    {entry ? <span className={styles.choiceOdds}>{entry.odds}</span> : null}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
