import { median } from '../model/line-times.ts';

/** A line that has not answered in this time is unreachable (spec 2 network speed test). */
export const PING_TIMEOUT_MS = 3_000;
/** Timed pings per line, after one untimed warm-up (DNS, connection, TLS). */
export const TIMED_PINGS = 3;

/** The protocol and port of the page: every line is called the way the page itself was loaded. */
export type PageOrigin = { protocol: string; port: string };

/** A value the server's caches cannot have seen (the contract allows up to 32 characters). */
const cacheBuster = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** `/wps/system/ping` on `domain`, with the page's protocol and port. */
export const pingUrl = (domain: string, page: PageOrigin) =>
  `${page.protocol}//${domain}${page.port ? `:${page.port}` : ''}/wps/system/ping?t=${cacheBuster()}`;

const loadPingSchema = () => import('@portal/contracts/system').then((module) => module.pingValueSchema);

/**
 * One ping, in milliseconds from the request to the response; null when it fails, answers
 * anything but the ping envelope, or takes longer than `timeoutMs`.
 *
 * A plain `fetch` rather than the API client: no session token goes to another line, no custom
 * header makes the browser send a preflight, and a line that does not answer is a result of the
 * test, not a network failure of the app.
 */
export async function pingLine(
  domain: string,
  page: PageOrigin,
  signal: AbortSignal,
  timeoutMs = PING_TIMEOUT_MS,
): Promise<number | null> {
  if (signal.aborted) return null;
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  try {
    const started = performance.now();
    const response = await fetch(pingUrl(domain, page), {
      cache: 'no-store',
      mode: 'cors',
      credentials: 'omit',
      signal: controller.signal,
    });
    const elapsed = performance.now() - started;
    if (!response.ok) return null;
    const [body, schema] = await Promise.all([response.json(), loadPingSchema()]);
    const envelope = body as { success?: unknown; value?: unknown } | null;
    return envelope?.success === true && schema.safeParse(envelope.value).success ? elapsed : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/**
 * A line's figure: a warm-up ping, then `TIMED_PINGS` timed ones; the median, in whole
 * milliseconds. Null (unreachable) as soon as one of them fails or times out.
 */
export async function measureLine(
  domain: string,
  page: PageOrigin,
  signal: AbortSignal,
  timeoutMs = PING_TIMEOUT_MS,
): Promise<number | null> {
  if ((await pingLine(domain, page, signal, timeoutMs)) === null) return null;
  const times: number[] = [];
  for (let i = 0; i < TIMED_PINGS; i += 1) {
    const ms = await pingLine(domain, page, signal, timeoutMs);
    if (ms === null) return null;
    times.push(ms);
  }
  const figure = median(times);
  return figure === null ? null : Math.max(0, Math.round(figure));
}
