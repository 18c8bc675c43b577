import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeConnectSources } from '../../plugins/security-headers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('route line ping (network speed test)', () => {
  it('answers any origin, uncached', async () => {
    const res = await t.app.inject({
      url: '/wps/system/ping?t=k3j2',
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { at: expect.any(String) } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('refuses other parameters with the envelope', async () => {
    for (const query of ['?x=1', `?t=${'a'.repeat(33)}`]) {
      const res = await t.app.inject(`/wps/system/ping${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('lets only plain host names into the page policy', () => {
    expect(
      routeConnectSources([
        'Play.Example.com',
        'play.example.com',
        '10.0.0.7',
        "evil.com; script-src 'unsafe-inline'",
        'a b',
        '-bad.com',
        '',
      ]),
    ).toEqual(['play.example.com:*', '10.0.0.7:*']);
  });
});
