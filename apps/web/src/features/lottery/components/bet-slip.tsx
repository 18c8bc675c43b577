import { AppError } from '@portal/contracts/errors';
import type { OddsValue } from '@portal/contracts/lottery';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/ui/amount-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { parseAmount } from '../../../lib/amount.ts';
import { NetworkError } from '../../../lib/api-client.ts';
import { useCurrency, useMoney } from '../../../lib/currency.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSubmissionId } from '../../../lib/submission-id.ts';
import { myBetsQueryKey } from '../api/get-my-bets.ts';
import { oddsQueryKey } from '../api/get-odds.ts';
import { openedNumeroQueryKey } from '../api/get-opened-numero.ts';
import { placeBets } from '../api/place-bets.ts';
import { selectionLabel } from '../model/labels.ts';
import {
  lineKey,
  MAX_MULTIPLIER,
  MULTIPLIER_PRESETS,
  minStakeOf,
  parseMultiplier,
  priceSlip,
  type SlipLine,
  type SlipProblem,
  stakeInput,
} from '../model/slip.ts';
import styles from './lottery.module.css';

const CLOSE = 'M6 6l12 12M18 6L6 18';

type Props = {
  gameCode: string;
  odds: OddsValue;
  lines: SlipLine[];
  onLinesChange: (lines: SlipLine[]) => void;
  /** The draw bets go to, while it takes them; null when betting is closed or unknown. */
  draw: { drawId: string; numero: string } | null;
  /** Why there is no draw to bet on, shown instead of the place button. */
  closedReason: string | null;
};

/**
 * The slip: its bets, one stake per bet and a multiplier, the total, and placing it. One
 * submission of the same slip keeps its request id, so a retry after a dropped answer is
 * charged once; a changed slip (or a success) starts a new one.
 */
export function BetSlip({ gameCode, odds, lines, onLinesChange, draw, closedReason }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const { exponent } = useCurrency();
  const queryClient = useQueryClient();
  const submission = useSubmissionId();
  const headingId = useId();
  const [stakeText, setStakeText] = useState('');
  const [multiplierText, setMultiplierText] = useState('1');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Placed | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const running = useRef(false);
  const slipRef = useRef<HTMLElement>(null);
  const slipInView = useInView(slipRef);

  // The stake starts at the least the game's bets accept.
  const minStake = minStakeOf(odds, []);
  useEffect(() => {
    setStakeText((text) => (text === '' ? stakeInput(minStake, exponent) : text));
  }, [minStake, exponent]);

  const stake = parseAmount(stakeText, exponent);
  const multiplier = parseMultiplier(multiplierText);
  const priced = priceSlip(lines, stake.ok ? stake.minor : 0, multiplier ?? 1, odds);
  const stakeError = !stake.ok
    ? t(`lottery.stakeProblems.${stake.problem}`)
    : priced.problem?.kind === 'belowMin'
      ? t('lottery.slipProblems.belowMin', { min: money(priced.problem.min) })
      : priced.problem?.kind === 'aboveMax'
        ? t('lottery.slipProblems.aboveMax', { max: money(priced.problem.max) })
        : null;
  const multiplierError =
    multiplier === null ? t('lottery.multiplierProblem', { max: MAX_MULTIPLIER }) : null;
  const slipError = slipProblemText(priced.problem, t, money);

  const change = (next: SlipLine[]) => {
    setNotice(null);
    setError(null);
    onLinesChange(next);
  };

  async function place() {
    if (running.current || !draw) return;
    setShowProblems(true);
    setNotice(null);
    setError(null);
    if (!stake.ok || multiplier === null || priced.problem) return;
    const body = {
      drawId: draw.drawId,
      oddsVersion: odds.oddsVersion,
      bets: priced.lines.map((l) => ({ betType: l.betType, selection: l.selection, unitStake: l.unitStake })),
    };
    const requestId = submission.idFor(body);
    running.current = true;
    setBusy(true);
    try {
      const placed = await placeBets({ ...body, requestId });
      submission.done();
      setShowProblems(false);
      onLinesChange([]);
      setNotice({ count: placed.bets.length, numero: placed.numero, total: money(placed.totalStake) });
      void queryClient.invalidateQueries({ queryKey: myBetsQueryKey(gameCode) });
    } catch (failure) {
      setError(placeErrorText(failure, t, money));
      if (failure instanceof AppError && failure.code === 'DRAW_CLOSED')
        void queryClient.invalidateQueries({ queryKey: openedNumeroQueryKey(gameCode) });
      if (failure instanceof AppError && failure.code === 'ODDS_CHANGED')
        void queryClient.invalidateQueries({ queryKey: oddsQueryKey(gameCode) });
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <section className={styles.slip} aria-labelledby={headingId} ref={slipRef} tabIndex={-1}>
      <div className={styles.slipHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('lottery.slip')}
        </h2>
        {lines.length > 0 ? (
          <button type="button" className={styles.textButton} onClick={() => change([])}>
            {t('lottery.clearSlip')}
          </button>
        ) : null}
      </div>
      {lines.length === 0 ? (
        <p className={styles.muted}>{t('lottery.slipEmpty')}</p>
      ) : (
        <ul className={styles.slipLines} aria-label={t('lottery.slipBets')}>
          {priced.lines.map((line) => {
            const what = `${t(`lottery.betTypes.${line.betType}`)} · ${selectionLabel(line.betType, line.selection, t)}`;
            return (
              <li key={lineKey(line)} className={styles.slipLine}>
                <div className={styles.slipLineMain}>
                  <span className={styles.slipLineWhat}>{what}</span>
                  <span className={styles.slipLineFacts}>
                    {t('lottery.oddsShort', { odds: line.odds })}
                    {line.units > 1 ? ` · ${t('lottery.units', { count: line.units })}` : null}
                    {stake.ok ? ` · ${t('lottery.winPerHit', { amount: money(line.winPerHit) })}` : null}
                  </span>
                </div>
                <span className={styles.slipLineStake}>{stake.ok ? money(line.stake) : '—'}</span>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('lottery.removeBet', { bet: what })}
                  title={t('lottery.removeBet', { bet: what })}
                  onClick={() => change(lines.filter((l) => lineKey(l) !== lineKey(line)))}
                >
                  <Icon path={CLOSE} size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className={styles.slipFields}>
        <AmountField
          label={t('lottery.stake')}
          value={stakeText}
          onValueChange={(value) => {
            setStakeText(value);
            setNotice(null);
          }}
          hint={t('lottery.stakeHint', { min: money(minStake) })}
          error={showProblems ? stakeError : null}
        />
        <TextField
          label={t('lottery.multiplier')}
          value={multiplierText}
          onValueChange={setMultiplierText}
          prefix="×"
          inputMode="numeric"
          autoComplete="off"
          error={multiplierError}
          trailing={MULTIPLIER_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className={clsx(styles.preset, multiplier === preset && styles.presetOn)}
              aria-pressed={multiplier === preset}
              aria-label={t('lottery.multiplierPreset', { count: preset })}
              onClick={() => setMultiplierText(String(preset))}
            >
              ×{preset}
            </button>
          ))}
        />
      </div>

      <div className={styles.total}>
        <span>{t('lottery.betCount', { count: lines.length })}</span>
        <span className={styles.totalAmount}>
          {t('lottery.total')} <strong>{stake.ok && multiplier ? money(priced.total) : '—'}</strong>
        </span>
      </div>

      {showProblems && slipError && !stakeError ? (
        <p className={styles.errorText} role="alert">
          {slipError}
        </p>
      ) : null}
      {error ? (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.notice} role="status">
        {notice ? <PlacedNotice {...notice} /> : null}
      </p>

      {lines.length > 0 && !slipInView ? (
        <div className={styles.slipBar}>
          <span>
            {t('lottery.betCount', { count: lines.length })}
            {stake.ok && multiplier ? ` · ${money(priced.total)}` : null}
          </span>
          <button
            type="button"
            className={styles.slipBarButton}
            onClick={() => {
              slipRef.current?.scrollIntoView({ block: 'start' });
              slipRef.current?.focus({ preventScroll: true });
            }}
          >
            {t('lottery.toSlip')}
          </button>
        </div>
      ) : null}
      {draw ? (
        <Button
          variant="accent"
          className={styles.placeButton}
          disabled={busy || lines.length === 0}
          aria-busy={busy || undefined}
          onClick={() => void place()}
        >
          {busy ? t('lottery.placing') : t('lottery.place')}
        </Button>
      ) : (
        <p className={styles.closedReason}>{closedReason}</p>
      )}
    </section>
  );
}

/** What a placed slip was: its number of bets, its draw and its total (formatted). */
type Placed = { count: number; numero: string; total: string };

/** Stands for the draw number in the translated sentence, where it goes in a span of its own. */
const NUMERO_MARK = '\uE000';

/**
 * "2 bets placed on draw 20261127-1440: ₫40,000.00." with the draw number kept on one line: a
 * narrow slip would otherwise break it at its hyphen ("20261127- / 1440").
 */
function PlacedNotice({ count, numero, total }: Placed) {
  const { t } = useTranslation();
  const text = t('lottery.placed', { count, numero: NUMERO_MARK, total });
  const at = text.indexOf(NUMERO_MARK);
  if (at === -1) return <>{t('lottery.placed', { count, numero, total })}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className={styles.numeroInText}>{numero}</span>
      {text.slice(at + NUMERO_MARK.length)}
    </>
  );
}

/** Whether any of the element shows above the bottom bar's strip of the window. */
function useInView(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin: '0px 0px -80px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function slipProblemText(problem: SlipProblem | null, t: Translate, money: (n: number) => string) {
  switch (problem?.kind) {
    case undefined:
    case 'noLines':
    case 'belowMin':
    case 'aboveMax':
      return null;
    case 'tooMany':
      return t('lottery.slipProblems.tooMany', { max: problem.max });
    case 'notOffered':
      return t('lottery.slipProblems.notOffered');
    case 'abovePerDraw':
      return t('lottery.slipProblems.abovePerDraw', { max: money(problem.max) });
  }
}

/** What a refused slip means for the player, in the page language where we know the case. */
function placeErrorText(error: unknown, t: Translate, money: (n: number) => string): string {
  if (error instanceof NetworkError) return t('lottery.errors.network');
  if (!(error instanceof AppError)) return errorText(error, t, { money });
  const value = (error.value ?? {}) as { minStake?: number; maxStake?: number; maxStakePerDraw?: number };
  switch (error.code) {
    case 'DRAW_CLOSED':
      return t('lottery.errors.drawClosed');
    case 'ODDS_CHANGED':
      return t('lottery.errors.oddsChanged');
    case 'INSUFFICIENT_FUNDS':
      return t('lottery.errors.insufficient');
    case 'BET_LIMIT':
      if (value.maxStakePerDraw !== undefined)
        return t('lottery.slipProblems.abovePerDraw', { max: money(value.maxStakePerDraw) });
      if (value.minStake !== undefined && value.maxStake !== undefined)
        return t('lottery.errors.limit', { min: money(value.minStake), max: money(value.maxStake) });
      return errorText(error, t, { money });
    case 'INTERNAL':
      return error.status >= 500 ? t('lottery.errors.network') : error.message;
    default:
      // A player limit (responsible gaming) names the limit and its amounts in this currency.
      return errorText(error, t, { money });
  }
}
