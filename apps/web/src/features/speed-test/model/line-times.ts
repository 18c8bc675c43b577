/**
 * The rules of the network speed test (spec 2 "network speed test", spec 9 "auto-redirect 5
 * seconds"): how a line's figure is made, which line is the fastest, where switching leads and
 * how long is left before it happens. No timers or fetches here; the dialog brings those.
 */

/** Where a route line stands in the current test. */
export type LineResult =
  | { state: 'waiting' }
  | { state: 'testing' }
  | { state: 'measured'; ms: number }
  | { state: 'unreachable' };

export type Line = { domain: string; result: LineResult };

export type FastestLine = { domain: string; ms: number };

/** What the finished test leads to. */
export type Verdict =
  /** A faster line than the current one answered: switch to it (after the countdown). */
  | { kind: 'switch'; fastest: FastestLine; url: string }
  /** The current line is the fastest, or no other line answered. */
  | { kind: 'onFastest'; fastest: FastestLine }
  /** No line answered at all. */
  | { kind: 'noneReachable' };

/** The middle figure (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The line with the smallest figure; unreachable and untested lines are ignored, a tie keeps the list order. */
export function fastestLine(lines: readonly Line[]): FastestLine | null {
  let best: FastestLine | null = null;
  for (const { domain, result } of lines) {
    if (result.state === 'measured' && (best === null || result.ms < best.ms))
      best = { domain, ms: result.ms };
  }
  return best;
}

/** Host names compare without case and without a final dot (`Example.com.` is `example.com`). */
const hostKey = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** Whether `domain` is the line the page was loaded from (`location.hostname`). */
export const isCurrentLine = (domain: string, hostname: string) => hostKey(domain) === hostKey(hostname);

// Letters, digits and hyphens in dot-separated labels (IPv4 addresses fit too): nothing that could
// carry a path, a port, credentials or another scheme into the address built from it.
const HOSTNAME =
  /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/** Whether a listed line is a plain host name the test may call and switch to. */
export const isHostname = (domain: string) => HOSTNAME.test(domain);

/**
 * The same page on another line: protocol, port, path, search and hash are kept, only the host
 * changes. Null for a line that is not a plain host name.
 */
export function lineUrl(href: string, domain: string): string | null {
  if (!isHostname(domain)) return null;
  const url = new URL(href);
  url.hostname = domain;
  return url.href;
}

/**
 * What the finished test leads to, with the line to mark as the fastest. Switching needs a line
 * strictly faster than the current one: on a tie the page stays where it is, and the current line
 * is the one marked. `href` is the page's address as it should be opened on the other line.
 */
export function verdictOf(lines: readonly Line[], href: string): Verdict {
  const fastest = fastestLine(lines);
  if (!fastest) return { kind: 'noneReachable' };
  const here = new URL(href).hostname;
  const current = lines.find((line) => isCurrentLine(line.domain, here));
  const currentMs = current?.result.state === 'measured' ? current.result.ms : null;
  // A tie with the current line makes it the fastest: no switch, and the mark where the page is.
  if (current && currentMs === fastest.ms)
    return { kind: 'onFastest', fastest: { domain: current.domain, ms: currentMs } };
  const url = lineUrl(href, fastest.domain);
  if (isCurrentLine(fastest.domain, here) || url === null) return { kind: 'onFastest', fastest };
  return { kind: 'switch', fastest, url };
}

/** Whether every line has its figure or is known to be unreachable. */
export const isFinished = (lines: readonly Line[]) =>
  lines.length > 0 &&
  lines.every(({ result }) => result.state === 'measured' || result.state === 'unreachable');

/**
 * Whole seconds left of a countdown of `total` seconds started at `startedAt` (ms): `total`
 * at the start, one less after each full second, never below zero. Read from the clock, so a
 * late timer (a tab in the background) does not stretch it.
 */
export function secondsLeft(startedAt: number, now: number, total: number): number {
  const elapsed = Math.max(0, now - startedAt);
  return Math.max(0, total - Math.floor(elapsed / 1000));
}
