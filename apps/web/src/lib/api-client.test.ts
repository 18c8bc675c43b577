import { AppError } from '@portal/contracts/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, NetworkError, setUnauthorizedHandler } from './api-client.ts';
import { getLastNetworkFailure } from './network-status.ts';

const schema = z.object({ status: z.number() });
const loadSchema = async () => schema;

function respond(body: unknown, status = 200) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const fetchMock = vi.fn().mockResolvedValue(new Response(text, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('api.get', () => {
  it('returns the value of a success envelope and sends the query', async () => {
    const fetchMock = respond({ success: true, value: { status: 0 } });
    await expect(
      api.get('/wps/system/status', loadSchema, { query: { url: 'a.example', skip: undefined } }),
    ).resolves.toEqual({
      status: 0,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wps/system/status?url=a.example');
  });

  it('sends the session token as a bearer token', async () => {
    sessionStorage.setItem('token', 'abc');
    const fetchMock = respond({ success: true, value: { status: 0 } });
    await api.get('/x', loadSchema);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer abc' });
  });

  it('turns a failure envelope into an AppError with code, message, status and value', async () => {
    respond({ success: false, code: 'RATE_LIMITED', message: 'Slow down', value: { retryAfter: 5 } }, 429);
    const error = await api.get('/x', loadSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Slow down',
      status: 429,
      value: { retryAfter: 5 },
    });
  });

  it('maps an error code it does not know to INTERNAL but keeps the message', async () => {
    respond({ success: false, code: 'SOMETHING_NEW', message: 'New rule' }, 422);
    await expect(api.get('/x', loadSchema)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'New rule',
      status: 422,
    });
  });

  it('rejects a success envelope whose value breaks the schema', async () => {
    respond({ success: true, value: { status: 'zero' } });
    await expect(api.get('/x', loadSchema)).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('rejects a body that is not an envelope or not JSON', async () => {
    respond({ status: 0 });
    await expect(api.get('/x', loadSchema)).rejects.toBeInstanceOf(AppError);
    respond('<html>Bad gateway</html>', 502);
    await expect(api.get('/x', loadSchema)).rejects.toMatchObject({ code: 'INTERNAL', status: 502 });
  });

  it('reports a network failure when fetch rejects', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const before = getLastNetworkFailure();
    await expect(api.get('/x', loadSchema)).rejects.toBeInstanceOf(NetworkError);
    expect(getLastNetworkFailure()).toBeGreaterThan(before);
  });

  it('passes a cancellation through without reporting a network failure', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('Aborted', 'AbortError')));
    const before = getLastNetworkFailure();
    await expect(api.get('/x', loadSchema, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(getLastNetworkFailure()).toBe(before);
  });

  it('reports an ended session once, only for calls made with the stored token', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    respond({ success: false, code: 'INVALID_CREDENTIALS', message: 'Wrong username or password' }, 401);
    await expect(api.get('/x', loadSchema)).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    respond({ success: false, code: 'UNAUTHORIZED', message: 'Please log in' }, 401);
    await expect(api.get('/x', loadSchema)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(ended).not.toHaveBeenCalled();
    sessionStorage.setItem('token', 'expired');
    respond({ success: false, code: 'UNAUTHORIZED', message: 'Please log in' }, 401);
    await expect(api.get('/x', loadSchema)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(ended).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(() => undefined);
  });

  it('reports a session ended by the session limit or the daily time limit, never a refused login', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    const daily = { minutes: 120, resetsAt: '2026-11-26T17:00:00.000Z' };
    // A login refused by the daily limit: no stored session, nothing to end.
    respond({ success: false, code: 'DAILY_TIME_LIMIT', message: 'Daily limit reached', value: daily }, 401);
    await expect(api.post('/wps/session/login', {}, loadSchema)).rejects.toMatchObject({
      code: 'DAILY_TIME_LIMIT',
    });
    expect(ended).not.toHaveBeenCalled();

    sessionStorage.setItem('token', 'abc');
    respond({ success: false, code: 'DAILY_TIME_LIMIT', message: 'Daily limit reached', value: daily }, 401);
    await expect(api.get('/x', loadSchema)).rejects.toMatchObject({ code: 'DAILY_TIME_LIMIT', value: daily });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended.mock.calls[0]?.[0]).toMatchObject({ code: 'DAILY_TIME_LIMIT', value: daily });
    respond({ success: false, code: 'SESSION_LIMIT', message: 'Session limit reached' }, 401);
    await expect(api.get('/x', loadSchema)).rejects.toMatchObject({ code: 'SESSION_LIMIT' });
    expect(ended).toHaveBeenCalledTimes(2);
    // Other refusals leave the session alone.
    respond({ success: false, code: 'PLAYER_LIMIT', message: 'Limit' }, 403);
    await expect(api.get('/x', loadSchema)).rejects.toMatchObject({ code: 'PLAYER_LIMIT' });
    expect(ended).toHaveBeenCalledTimes(2);
    setUnauthorizedHandler(() => undefined);
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = respond({ success: true, value: { status: 1 } });
    await api.post('/x', { a: 1 }, loadSchema);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends a FormData body as multipart, leaving the Content-Type (and boundary) to the browser', async () => {
    sessionStorage.setItem('token', 'abc');
    const fetchMock = respond({ success: true, value: { status: 1 } });
    const form = new FormData();
    form.set('amount', '100');
    form.set('proof', new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), 'proof.png');
    await api.postForm('/x', form, loadSchema);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc' });
  });
});
