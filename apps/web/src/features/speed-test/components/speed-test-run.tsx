import { SPEED_TEST_REDIRECT_SECONDS } from '@portal/contracts/system';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.ts';
import type { GoToLine } from '../model/go-to-line.ts';
import { type FastestLine, isCurrentLine, isFinished, type Line, verdictOf } from '../model/line-times.ts';
import { searchWithoutSpeedTest } from '../model/speed-test-url.ts';
import { useCountdown } from '../model/use-countdown.ts';
import { useLineTimes } from '../model/use-line-times.ts';
import styles from './speed-test.module.css';

type Props = { domains: string[]; go: GoToLine; timeoutMs: number | undefined };

/** A figure as read: "38 ms", or "under 1 ms" for a line on this very machine. */
function useTimeText() {
  const { t } = useTranslation();
  return (ms: number) => (ms < 1 ? t('speedTest.belowOneMs') : t('speedTest.ms', { ms }));
}

/** The timed lines, the finished test's verdict, and the countdown to the fastest line. */
export function SpeedTestRun({ domains, go, timeoutMs }: Props) {
  const { t } = useTranslation();
  const timeText = useTimeText();
  const signedIn = useSession() !== null;
  const { pathname, search, hash } = useLocation();
  const { protocol, port, hostname, host } = window.location;
  // The page as it should open on the other line: without `?st=1`, so the test does not start again there.
  const href = `${protocol}//${host}${pathname}${searchWithoutSpeedTest(search)}${hash}`;
  const { lines, rerun } = useLineTimes(domains, { protocol, port }, timeoutMs);
  const finished = isFinished(lines);
  const verdict = finished ? verdictOf(lines, href) : null;
  const [stayed, setStayed] = useState(false);
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const switchTo = verdict?.kind === 'switch' ? verdict : null;
  const counting = switchTo !== null && !stayed && leavingFor === null;

  const leave = (domain: string, url: string) => {
    setLeavingFor(domain);
    go(url);
  };
  const left = useCountdown(counting, SPEED_TEST_REDIRECT_SECONDS, () => {
    if (switchTo) leave(switchTo.fastest.domain, switchTo.url);
  });

  const stayButton = useRef<HTMLButtonElement>(null);
  const againButton = useRef<HTMLButtonElement>(null);
  const countdownId = useId();
  // With a few seconds to act, the way to stop the switch gets the focus; it reads the countdown.
  useEffect(() => {
    if (counting) stayButton.current?.focus();
  }, [counting]);

  const stay = () => {
    setStayed(true);
    againButton.current?.focus();
  };
  const testAgain = () => {
    if (!finished) return;
    setStayed(false);
    setLeavingFor(null);
    rerun();
  };

  const fastest = verdict && verdict.kind !== 'noneReachable' ? verdict.fastest : null;
  return (
    <div className={styles.run}>
      <LineTable lines={lines} hostname={hostname} fastest={fastest} timeText={timeText} />

      {/* Polite: read once when the test starts and once when it ends, not at each line. */}
      <div className={styles.summary} role="status">
        {verdict === null ? (
          <p>{t('speedTest.running')}</p>
        ) : verdict.kind === 'noneReachable' ? (
          <p>{t('speedTest.noneReachable')}</p>
        ) : (
          <>
            <p className={styles.result}>
              {t('speedTest.fastestIs', {
                domain: verdict.fastest.domain,
                time: timeText(verdict.fastest.ms),
              })}
            </p>
            {verdict.kind === 'onFastest' ? <p>{t('speedTest.onFastest')}</p> : null}
          </>
        )}
      </div>

      {switchTo ? (
        <div className={styles.switch}>
          {leavingFor ? (
            <p>{t('speedTest.leaving', { domain: leavingFor })}</p>
          ) : stayed ? (
            <p>{t('speedTest.stayed')}</p>
          ) : (
            <p id={countdownId} className={styles.countdown}>
              {t('speedTest.countdown', { seconds: left })}
            </p>
          )}
          {signedIn && !leavingFor ? <p className={styles.note}>{t('speedTest.signedInNote')}</p> : null}
          {leavingFor ? null : (
            <div className={styles.actions}>
              {stayed ? (
                <Button onClick={() => leave(switchTo.fastest.domain, switchTo.url)}>
                  {t('speedTest.switch')}
                </Button>
              ) : (
                <>
                  <Button onClick={() => leave(switchTo.fastest.domain, switchTo.url)}>
                    {t('speedTest.goNow')}
                  </Button>
                  <button
                    ref={stayButton}
                    type="button"
                    className={buttonClass('secondary')}
                    aria-describedby={countdownId}
                    onClick={stay}
                  >
                    {t('speedTest.stay')}
                  </button>
                </>
              )}
            </div>
          )}
        </div>
      ) : null}

      <div className={styles.actions}>
        {/* Stays focusable while the lines are timed, so the focus is not lost when it is pressed. */}
        <button
          ref={againButton}
          type="button"
          className={buttonClass('secondary', false, styles.again)}
          aria-disabled={!finished}
          onClick={testAgain}
        >
          {t('speedTest.testAgain')}
        </button>
      </div>
    </div>
  );
}

function LineTable({
  lines,
  hostname,
  fastest,
  timeText,
}: {
  lines: Line[];
  hostname: string;
  fastest: FastestLine | null;
  timeText: (ms: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('speedTest.lines')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('speedTest.line')}</th>
          <th scope="col" className={styles.time}>
            {t('speedTest.time')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map(({ domain, result }) => {
          const isFastest = fastest?.domain === domain;
          return (
            <tr key={domain}>
              <th scope="row">
                {/* The spaces keep the marks apart from the domain in the row's name: "localhost Current line". */}
                <span className={styles.domain}>{domain}</span>
                {isCurrentLine(domain, hostname) ? (
                  <>
                    {' '}
                    <span className={styles.mark}>{t('speedTest.currentLine')}</span>
                  </>
                ) : null}
                {isFastest ? (
                  <>
                    {' '}
                    <span className={clsx(styles.mark, styles.fastestMark)}>{t('speedTest.fastest')}</span>
                  </>
                ) : null}
              </th>
              <td className={styles.time}>
                <span
                  className={clsx(
                    styles.dot,
                    result.state === 'measured' && (isFastest ? styles.dotFastest : styles.dotMeasured),
                    result.state === 'unreachable' && styles.dotUnreachable,
                  )}
                  aria-hidden="true"
                />
                <span className={clsx(result.state === 'unreachable' && styles.unreachable)}>
                  {result.state === 'measured'
                    ? timeText(result.ms)
                    : result.state === 'unreachable'
                      ? t('speedTest.unreachable')
                      : result.state === 'testing'
                        ? t('speedTest.testing')
                        : t('speedTest.waiting')}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
