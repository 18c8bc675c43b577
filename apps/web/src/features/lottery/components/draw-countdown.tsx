import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLeft, secondsLeft } from '../model/draw-phase.ts';
import { resultNumbers } from '../model/labels.ts';
import type { LiveDraw } from '../model/use-live-draw.ts';
import styles from './lottery.module.css';

/** Seconds left at which the countdown is announced (and looks urgent below the last). */
const ANNOUNCE_AT = [30, 10];

/** A time of day on the server's clock in the visitor's zone, with seconds: "10:19:00". */
const timeOf = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(ms);

/**
 * The countdown to the close of betting, then to the draw. The digits change every second but
 * are not read out (a timer is silent); a separate polite live region says only what matters:
 * betting opened (and when it closes), 30 and 10 seconds left, betting closed.
 */
export function DrawCountdown({ live, numero }: { live: LiveDraw; numero: string | null }) {
  const { t, i18n } = useTranslation();
  const { phase, now } = live;
  const labelId = useId();
  const left = phase && phase.kind !== 'waiting' ? secondsLeft(phase.until, now) : null;
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<{ kind: string | null; left: number | null }>({ kind: null, left: null });

  const kind = phase?.kind ?? null;
  const until = phase && phase.kind !== 'waiting' ? phase.until : null;
  useEffect(() => {
    const before = previous.current;
    let text: string | null = null;
    if (kind !== before.kind && before.kind !== null && kind !== 'waiting' && until !== null) {
      text =
        kind === 'open'
          ? t('lottery.announce.open', { time: timeOf(until, i18n.language) })
          : t('lottery.announce.closed', { time: timeOf(until, i18n.language) });
    } else if (kind === 'open' && left !== null && before.left !== null && left < before.left) {
      const crossed = ANNOUNCE_AT.find((mark) => before.left !== null && before.left > mark && left <= mark);
      if (crossed !== undefined) text = t('lottery.announce.secondsLeft', { count: crossed });
    }
    previous.current = { kind, left };
    if (text) setAnnouncement(text);
  }, [kind, left, until, t, i18n.language]);

  let label: string;
  let value: string | null = null;
  if (!phase) label = t('lottery.countdown.unknown');
  else if (phase.kind === 'open') {
    label = t('lottery.countdown.closesIn');
    value = formatLeft(phase.until, now);
  } else if (phase.kind === 'closed') {
    label = t('lottery.countdown.closed');
    value = formatLeft(phase.until, now);
  } else label = t('lottery.countdown.waiting');

  const notOpenYet = live.times !== null && live.now < live.times.opensAt;
  const urgent = phase?.kind === 'open' && left !== null && left <= (ANNOUNCE_AT.at(-1) ?? 0);
  return (
    <div className={clsx(styles.countdown, phase?.kind === 'closed' && styles.countdownClosed)}>
      <p className={styles.countdownLabel}>{label}</p>
      {value ? (
        <p className={clsx(styles.countdownValue, urgent && styles.urgent)}>
          <span id={labelId} className={styles.countdownSub}>
            {phase?.kind === 'open' ? t('lottery.countdown.left') : t('lottery.countdown.drawIn')}
          </span>
          <span role="timer" aria-labelledby={labelId}>
            {value}
          </span>
        </p>
      ) : null}
      {numero ? (
        <p className={styles.countdownNumero}>
          {/* Before it opens, the draw counted down to is the one before this one. */}
          {notOpenYet ? t('lottery.nextDrawNumero', { numero }) : t('lottery.drawNumero', { numero })}
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/**
 * The latest result heard over the WebSocket, said once in its own polite live region (apart
 * from the countdown's, so the next draw opening a moment later does not cut it off).
 */
export function ResultAnnouncement({ heard }: { heard: LiveDraw['heard'] }) {
  const { t } = useTranslation();
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {heard
        ? t('lottery.announce.result', { numero: heard.numero, numbers: resultNumbers(heard.result) })
        : ''}
    </p>
  );
}
