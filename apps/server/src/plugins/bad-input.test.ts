import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../modules/ledger/ledger.service.ts';
import { registerByUsername } from '../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Every route the OpenAPI document lists, sent garbage: odd query and path values, malformed
 * and wrongly typed bodies, as a visitor and as a member. None may answer 5xx, and no money
 * may move. (Vendor calls are signed and have their own conformance test; the development
 * endpoints are not served in production.)
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerByUsername(t.app)).json().value.token;
});
afterAll(() => t.close());

type Operation = { parameters?: { in: string; name: string }[]; requestBody?: unknown };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const oddTexts = ['\u0000', '-1', '1e308', '99999999999999999999999', "'; drop table member; --", '%', '[]'];
const wrongValues: unknown[] = ['a\u0000b', null, true, -1, 1.5, 1e300, '', [], {}, 'ä'.repeat(5000)];
const rawBodies = ['{', 'null', '[]', '"x"', '{"__proto__":{"polluted":1}}'];

function bodyProperties(op: Operation): string[] {
  const body = op.requestBody as
    | { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
    | undefined;
  return Object.keys(body?.content?.['application/json']?.schema?.properties ?? {});
}

describe('garbage on every route', () => {
  it('never answers 5xx and moves no money', { timeout: 120_000 }, async () => {
    const spec = (await t.app.inject('/docs/json')).json() as OpenApi;
    const before = await auditLedger(t.app.database.db);
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, auth: boolean, payload?: string) => {
      sent++;
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: {
          ...(auth ? { authorization: `Bearer ${token}` } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { payload }),
      });
      if (res.statusCode >= 500 && res.statusCode !== 503)
        failures.push(`${res.statusCode} ${method.toUpperCase()} ${url} ${payload?.slice(0, 60) ?? ''}`);
    };
    for (const [template, operations] of Object.entries(spec.paths)) {
      if (template.startsWith('/vendor/') || template.startsWith('/wps/dev/')) continue;
      for (const [method, op] of Object.entries(operations)) {
        const paths = template.includes('{')
          ? oddTexts.map((v) => template.replace(/\{[^}]+\}/g, encodeURIComponent(v)))
          : [template];
        const queries = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const props = bodyProperties(op);
        for (const path of paths) {
          for (const auth of [false, true]) {
            await send(method, path, auth);
            for (const q of queries)
              for (const v of oddTexts) await send(method, `${path}?${q}=${encodeURIComponent(v)}`, auth);
            if (method === 'get') continue;
            for (const raw of rawBodies) await send(method, path, auth, raw);
            for (const prop of props)
              for (const v of wrongValues) await send(method, path, auth, JSON.stringify({ [prop]: v }));
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    const after = await auditLedger(t.app.database.db);
    expect(after.ok).toBe(true);
    expect(after.entries).toBe(before.entries);
  });
});
