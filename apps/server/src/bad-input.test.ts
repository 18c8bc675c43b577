import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from './modules/ledger/ledger.service.ts';
import { type Edge, edgeValue, type JsonSchema } from './test/edge-values.ts';
import { login, registerByUsername } from './test/identity-helpers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Every route, with and without a member's session, answers malformed and hostile input with
 * the error envelope and never a 500 (DESIGN: bad input of any kind changes nothing).
 */

type Route = { method: string; path: string };

/** The routes of `printRoutes({ commonPrefix: false })`: a tree whose children extend the path. */
function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD') routes.push({ method, path: stack.join('') });
    }
  }
  return routes;
}

const hostileValues = ['abc', '-1', '99999999999999999999999999', '1e309', '%00', "1' or '1'='1"];

/** The path with each `:param` (and a wildcard) replaced by `value`. */
const fill = (path: string, value: string) =>
  path.replace(/:[A-Za-z_]+/g, encodeURIComponent(value)).replace(/\*$/, encodeURIComponent(value));

const hostileQuery =
  '?page=-1&pageSize=1e12&size=abc&startDate=2020-13-45&endDate=not-a-date&id=%00&code[]=1&amount=-5&status=%27';

/** Bodies that are not JSON, not objects, or objects whose usual fields have the wrong type or size. */
const hostileBodies: { name: string; payload: string }[] = [
  { name: 'malformed JSON', payload: '{"username": ' },
  { name: 'an array', payload: '[1,2,3]' },
  { name: 'null', payload: 'null' },
  { name: 'a string', payload: '"text"' },
  {
    name: 'wrong types',
    payload: JSON.stringify({
      username: 123,
      password: [],
      amount: 'abc',
      id: {},
      page: -1,
      pageSize: 1e12,
      code: null,
      roundId: true,
      transactionId: { $ne: null },
      sessionToken: 42,
      mobileNum: ['1'],
      bets: 'all',
      channelCode: 7,
    }),
  },
  {
    name: 'huge numbers and strings',
    payload: JSON.stringify({
      username: 'a'.repeat(20_000),
      amount: 1e308,
      bets: [{ amount: Number.MAX_SAFE_INTEGER + 2, selection: 'x'.repeat(5_000) }],
      id: '99999999999999999999999999',
      page: 1e300,
      language: '\u0000',
    }),
  },
];

function expectEnvelope(route: string, res: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(res.statusCode, `${route} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  // The sandbox gateway stands in for a payment provider's own pages, which answer in text.
  if (res.statusCode < 400 || route.includes('/sandbox-gateway/')) return;
  expect(
    String(res.headers['content-type']),
    `${route} error content type: ${res.statusCode} ${res.body.slice(0, 200)}`,
  ).toMatch(/json/);
  const body = res.json();
  expect(body.success, `${route} error envelope`).toBe(false);
  expect(typeof body.message, `${route} error message`).toBe('string');
}

describe('hostile input on every route', () => {
  let t: TestApp;
  let routes: Route[];
  /** Two sessions of one member: the hostile pass logs its own out last, the edge pass keeps its own. */
  let tokens: { hostile: string; edges: string };

  beforeAll(async () => {
    t = await createTestApp();
    routes = routesOf(t.app).filter((r) => !r.path.startsWith('/docs'));
    const username = `fuzz${Date.now().toString(36)}`;
    expect((await registerByUsername(t.app, { username, login: false })).statusCode).toBe(200);
    const session = async () => {
      const token = (await login(t.app, username, 'secret123')).json().value.token as string;
      expect(token).toBeTruthy();
      return token;
    };
    tokens = { hostile: await session(), edges: await session() };
  });
  afterAll(() => t.close());

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual({ method: 'POST', path: '/wps/session/login' });
    expect(routes).toContainEqual({ method: 'PUT', path: '/wps/member/register' });
  });

  for (const auth of ['a guest', 'a member'] as const) {
    it(`answers ${auth}'s hostile requests with the envelope, never a 500`, async () => {
      const headers: Record<string, string> =
        auth === 'a member' ? { authorization: `Bearer ${tokens.hostile}` } : {};
      // Logging out would end the member's session for the rest of the run; it goes last.
      const ordered = [...routes].sort(
        (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
      );
      for (const route of ordered) {
        if (route.method === 'GET' || route.method === 'DELETE') {
          for (const query of ['', hostileQuery]) {
            const url = `${fill(route.path, hostileValues[0] as string)}${query}`;
            expectEnvelope(
              `${route.method} ${url}`,
              await t.app.inject({ method: route.method, url, headers }),
            );
          }
        }
        for (const value of hostileValues) {
          const url = fill(route.path, value);
          const label = `${route.method} ${url}`;
          if (route.method === 'GET' || route.method === 'DELETE') {
            if (url !== route.path)
              expectEnvelope(label, await t.app.inject({ method: route.method, url, headers }));
            continue;
          }
          for (const body of value === hostileValues[0] ? hostileBodies : hostileBodies.slice(0, 1)) {
            const request: InjectOptions = {
              method: route.method as InjectOptions['method'],
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: body.payload,
            };
            expectEnvelope(`${label} with ${body.name}`, await t.app.inject(request));
          }
        }
      }
    }, 120_000);
  }

  type Operation = {
    parameters?: { name: string; in: string; schema?: JsonSchema }[];
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  };

  /** A request of the published document whose every value passes its schema, at `edge`. */
  function edgeRequest(path: string, method: string, operation: Operation, edge: Edge) {
    let url = path;
    const query = new URLSearchParams();
    for (const parameter of operation.parameters ?? []) {
      const value = edgeValue(parameter.schema ?? { type: 'string' }, edge);
      if (value === undefined) continue;
      if (parameter.in === 'path')
        url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
      if (parameter.in === 'query')
        for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, String(item));
    }
    const schema = operation.requestBody?.content?.['application/json']?.schema;
    const body = schema ? edgeValue(schema, edge) : undefined;
    return {
      method: method.toUpperCase() as InjectOptions['method'],
      url: `${url}${query.size ? `?${query}` : ''}`,
      ...(body === undefined
        ? {}
        : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    };
  }

  for (const auth of ['a guest', 'a member'] as const) {
    it(`answers ${auth}'s requests that pass validation at its edges, never with a 500`, async () => {
      const document = (await t.app.inject('/docs/json')).json() as {
        paths: Record<string, Record<string, Operation>>;
      };
      const bearer: Record<string, string> =
        auth === 'a member' ? { authorization: `Bearer ${tokens.edges}` } : {};
      let sent = 0;
      for (const [path, operations] of Object.entries(document.paths)) {
        if (path.startsWith('/sandbox-gateway/') || path.endsWith('/logout')) continue;
        for (const [method, operation] of Object.entries(operations)) {
          for (const edge of ['longest', 'shortest'] as const) {
            const request = edgeRequest(path, method, operation, edge);
            const res = await t.app.inject({ ...request, headers: { ...request.headers, ...bearer } });
            expectEnvelope(
              `${request.method} ${request.url.slice(0, 200)} (${edge}) ${String(request.payload ?? '').slice(0, 300)}`,
              res,
            );
            sent++;
          }
        }
      }
      expect(sent).toBeGreaterThan(100);
      if (auth === 'a member') {
        // The session held to the end: the member's requests were judged as a member's.
        const info = await t.app.inject({ url: '/wps/member/info', headers: bearer });
        expect(info.statusCode).toBe(200);
      }
    }, 120_000);
  }

  it('leaves the ledger balanced', async () => {
    const audit = await auditLedger(t.app.database.db);
    expect(audit.ok, JSON.stringify(audit)).toBe(true);
  });
});
