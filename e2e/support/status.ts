import { eventually } from './expect.ts';

export type StatusValue = {
  status: 0 | 1 | 2;
  location: { ip: string; country: string | null };
  maintenance: { endTime: string | null } | null;
  regionRestriction: boolean;
};

/** GET /wps/system/status as a visitor from `forwardedFor` (TRUST_PROXY=1), or from loopback. */
export async function systemStatus(baseURL: string, forwardedFor?: string): Promise<StatusValue> {
  const url = new URL('/wps/system/status', baseURL);
  url.searchParams.set('url', url.host);
  const response = await fetch(url, {
    headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
    signal: AbortSignal.timeout(5_000),
  });
  const body = (await response.json()) as { success: boolean; value?: StatusValue; message?: string };
  if (!response.ok || !body.success || !body.value) {
    throw new Error(`status call failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.value;
}

/**
 * The operator CLI writes settings the running server caches briefly; issue 2 requires the
 * server to see a change within 5 seconds.
 */
export async function waitForStatus(
  baseURL: string,
  expected: 0 | 1 | 2,
  forwardedFor?: string,
  timeout = 5_000,
): Promise<StatusValue> {
  return eventually(
    `system status ${expected} for ${forwardedFor ?? 'loopback'}`,
    () => systemStatus(baseURL, forwardedFor),
    (value) => value.status === expected,
    timeout,
  );
}
