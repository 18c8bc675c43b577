import { vi } from 'vitest';

export type MockCall = { method: string; path: string; url: URL; init: RequestInit | undefined };
/** Answers one call: a value (sent in a success envelope), a Response, or a thrown error. */
export type MockRoute = unknown | ((call: MockCall) => unknown);

/**
 * Stubs `fetch` with envelope answers per "METHOD /path"; calls without a route answer a
 * NOT_FOUND envelope, so a forgotten route fails loudly. Every call is recorded.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const call: MockCall = { method: init?.method ?? 'GET', path: url.pathname, url, init };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    if (!(key in routes)) {
      return new Response(
        JSON.stringify({ success: false, code: 'NOT_FOUND', message: `no mock for ${key}` }),
        {
          status: 404,
        },
      );
    }
    const route = routes[key];
    const value = typeof route === 'function' ? await (route as (call: MockCall) => unknown)(call) : route;
    if (value instanceof Response) return value;
    return new Response(JSON.stringify({ success: true, value }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** A failure envelope, as the server sends it (with its `value` when the error carries one). */
export const failure = (code: string, message: string, status = 422, value?: unknown) =>
  new Response(JSON.stringify({ success: false, code, message, value }), { status });

export const balanceValue = (sumBalance: number) => ({
  sumBalance,
  currency: 'VND',
  currencySymbol: '₫',
  exponent: 2,
});
