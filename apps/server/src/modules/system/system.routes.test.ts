import { resourceTypes, whitelabelFlags } from '@portal/contracts/constants';
import { ruleFields } from '@portal/contracts/rules';
import { systemStatusValueSchema, type WhitelabelNode } from '@portal/contracts/system';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSystemService } from './system.service.ts';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  // Readiness covers Redis too when the run has one.
  t = await createTestApp({ TRUST_PROXY: true, REDIS_URL: process.env.REDIS_URL });
  app = t.app;
});
afterAll(() => t.close());

const status = async (headers: Record<string, string> = {}, url = 'localhost') => {
  const res = await app.inject({
    method: 'GET',
    url: `/wps/system/status?url=${encodeURIComponent(url)}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return systemStatusValueSchema.parse(body.value);
};
const fromUS = { 'x-forwarded-for': '8.8.8.8' };
const system = () => app.services.system;

describe('GET /wps/system/status', () => {
  beforeEach(async () => {
    await system().setMaintenance('demo', { on: false, until: null, info: null });
    await system().setCountryBlocked('demo', 'US', false);
    await system().setIpBlocked('demo', '8.8.8.0/24', false);
  });

  it('is normal for an ordinary visitor and names their address and country', async () => {
    const value = await status(fromUS);
    expect(value.status).toBe(0);
    expect(value.location).toEqual({ ip: '8.8.8.8', country: 'US' });
    expect(value.maintenance).toBeNull();
  });

  it('has no country for a loopback visitor', async () => {
    const value = await status();
    expect(value.location.country).toBeNull();
  });

  it('reports maintenance with its end time', async () => {
    const until = new Date(Date.now() + 3_600_000);
    await system().setMaintenance('demo', { on: true, until, info: 'Upgrading' });
    const value = await status();
    expect(value.status).toBe(1);
    expect(value.maintenance).toMatchObject({ endTime: until.toISOString(), info: 'Upgrading' });
    expect(value.maintenance?.contactUrl).toMatch(/^https:/);
  });

  it('ends a maintenance window by itself at its end time, though the answer is kept', async () => {
    let now = Date.now();
    const service = createSystemService({
      db: app.database.db,
      clock: { now: () => new Date(now) },
      geo: () => null,
      // Longer than the window, so the settings (and the answers kept with them) outlive it.
      cacheMs: 600_000,
    });
    await service.setMaintenance('demo', { on: true, until: new Date(now + 60_000), info: 'Soon back' });
    const statusOf = async () =>
      JSON.parse((await service.statusEnvelope('localhost', '203.0.113.9')).toString()).value.status;
    expect(await statusOf()).toBe(1);
    now += 59_000;
    expect(await statusOf()).toBe(1);
    now += 2_000;
    expect(await statusOf()).toBe(0);
  });

  it('restricts a blocked country, and only that country', async () => {
    await system().setCountryBlocked('demo', 'us', true);
    expect((await status(fromUS)).status).toBe(2);
    expect((await status({ 'x-forwarded-for': '1.1.1.1' })).status).toBe(0);
    expect((await status()).status).toBe(0);
  });

  it('restricts a blocked IP range', async () => {
    await system().setIpBlocked('demo', '8.8.8.0/24', true);
    const value = await status(fromUS);
    expect(value.status).toBe(2);
    expect(value.regionRestriction).toBe(true);
    expect((await status({ 'x-forwarded-for': '8.8.4.4' })).status).toBe(0);
  });

  it('lets maintenance win over a region restriction', async () => {
    await system().setCountryBlocked('demo', 'US', true);
    await system().setMaintenance('demo', { on: true, until: null, info: null });
    const value = await status(fromUS);
    expect(value.status).toBe(1);
    expect(value.regionRestriction).toBe(true);
  });

  it('serves the whole settings tree with every whitelabel flag enabled', async () => {
    const { info } = await status();
    const flags = new Map<string, string>();
    const walk = (nodes: WhitelabelNode[]) => {
      for (const n of nodes) {
        flags.set(n.modId, n.enabled);
        walk(n.childrenNodes);
      }
    };
    walk(info.whitelabel);
    for (const flag of whitelabelFlags) expect(flags.get(flag), flag).toBe('1');
    expect(Object.keys(info.register.rules).sort()).toEqual([...ruleFields].sort());
    // The demo merchant ships every resource type of spec 3 except the optional USDJUMP.
    const expectedResources = resourceTypes.filter((type) => type !== 'USDJUMP');
    expect(info.resources.map((r) => r.resourceType)).toEqual(expect.arrayContaining(expectedResources));
    expect(info.customerService.version.pathList.some((p) => p.type === 3)).toBe(true);
    expect(info.imageCDNs.length).toBeGreaterThan(0);
    expect(info.launchGameCDNs.length).toBeGreaterThan(0);
    expect(info.languages.list.map((l) => l.code)).toEqual(expect.arrayContaining(['en', 'vi']));
    expect(info.languages.list.map((l) => l.code)).toContain(info.languages.default);
  });

  it('leaves the app download out on the domains the operator names, and refuses one the merchant lacks', async () => {
    const ops = opsFor(() => app);
    expect((await status()).info.appDownloadHiddenOn).toEqual([]);
    expect(await ops.cli('domain', 'app-download', 'demo.portal.test', 'off')).toMatchObject({
      message: 'app download left out on demo.portal.test',
    });
    expect((await status()).info.appDownloadHiddenOn).toEqual(['demo.portal.test']);
    await expect(ops.cli('domain', 'app-download', 'elsewhere.example', 'off')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(() => ops.cli('domain', 'app-download', 'demo.portal.test', 'maybe')).toThrow();
    expect((await status()).info.appDownloadHiddenOn).toEqual(['demo.portal.test']);
    await ops.cli('domain', 'app-download', 'demo.portal.test', 'on');
    expect((await status()).info.appDownloadHiddenOn).toEqual([]);
  });

  it('falls back to the default merchant for an unknown host', async () => {
    const value = await status({}, 'https://unknown.example:8443/path');
    expect(value.info.brand.merchantCode).toBe('demo');
  });

  it('refuses unknown query parameters and oversized hosts with an envelope', async () => {
    for (const url of ['/wps/system/status?foo=1', `/wps/system/status?url=${'a'.repeat(3000)}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('other system endpoints', () => {
  it('serves whitelabel, register settings, domain routes and languages', async () => {
    const wl = (await app.inject('/wps/system/whitelabel')).json();
    expect(wl.value[0]).toMatchObject({
      modId: expect.any(String),
      enabled: '1',
      childrenNodes: expect.any(Array),
    });
    const reg = (await app.inject('/wps/system/setting/register')).json();
    expect(reg.value.rules.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 'letterFirstAlnum',
    });
    const routes = (await app.inject('/wps/system/domainRoute')).json();
    expect(routes.value.domainList.map((d: { domain: string }) => d.domain)).toContain('localhost');
    const langs = (await app.inject('/wps/system/languages')).json();
    expect(langs.value.default).toBe('en');
  });

  it('serves the banners of one group and refuses an unknown group', async () => {
    const res = (await app.inject('/wps/system/banners?groupName=home')).json();
    expect(res.value.list.length).toBeGreaterThan(0);
    expect(res.value.list.every((b: { groupName: string }) => b.groupName === 'home')).toBe(true);
    const bad = await app.inject('/wps/system/banners?groupName=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});

describe('bad requests never reach a 500 and change nothing', () => {
  it('answers unknown API paths and wrong methods with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/wps/does/not/exist'],
      ['DELETE', '/wps/system/status'],
      ['GET', '/lgw/unknown'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('answers malformed JSON and oversized bodies with envelopes', async () => {
    const before = await countRows(app, 'merchant_blocked_country');
    const malformed = await app.inject({
      method: 'POST',
      url: '/wps/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'MALFORMED_JSON' });
    const huge = await app.inject({
      method: 'POST',
      url: '/wps/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(await countRows(app, 'merchant_blocked_country')).toBe(before);
  });

  it('refuses the NUL character in a query, a path or a JSON string, before any statement', async () => {
    const before = await countRows(app, 'member');
    const cases = [
      { method: 'GET', url: '/wps/agent/affiliate?code=%00' },
      { method: 'GET', url: '/wps/relay/GCSGAME_gameList?gameName=a%00b' },
      { method: 'GET', url: '/wps/system/status?url=local%00host' },
      {
        method: 'PUT',
        url: '/wps/member/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: 'nul\u0000name', nested: [{ 'k\u0000': 1 }] }),
      },
      {
        method: 'POST',
        url: '/wps/session/login',
        headers: { 'content-type': 'application/json' },
        // The JSON escape: a raw NUL inside a string is malformed JSON and refused as such.
        payload: '{"username":"a\\u0000","password":"x"}',
      },
    ] as const;
    for (const request of cases) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json(), request.url).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect(await countRows(app, 'member')).toBe(before);
  });

  it('publishes the OpenAPI document with the system paths', async () => {
    const res = await app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/wps/system/status', '/wps/system/whitelabel']),
    );
  });

  it('answers health and readiness', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().value.status).toBe('ready');
  });
});
