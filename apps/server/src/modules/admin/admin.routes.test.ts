import { describe, expect, it } from 'vitest';
import { countRows, useTestApp } from '../../test/test-app.ts';

const secret = 'a'.repeat(64);
const t = useTestApp({ options: { adminSecret: secret } });

const send = (
  payload: unknown,
  headers: Record<string, string> = { 'x-admin-secret': secret },
  remoteAddress = '127.0.0.1',
) => t.app.inject({ method: 'POST', url: '/admin/ops', payload: payload as object, headers, remoteAddress });

describe('POST /admin/ops', () => {
  it('runs the ledger audit', async () => {
    const res = await send({ kind: 'audit' });
    expect(res.json().value).toMatchObject({
      ok: true,
      message: expect.stringMatching(/^ledger audit passed/),
    });
  });

  it('applies a command from the local operator', async () => {
    const res = await send({ kind: 'region', merchant: 'demo', country: 'fr', blocked: true });
    expect(res.json()).toEqual({ success: true, value: { ok: true, message: 'region FR blocked' } });
    const status = (await t.app.inject('/wps/system/status')).json();
    expect(status.value.status).toBe(0);
    expect(await countRows(t.app, 'merchant_blocked_country')).toBe(1);
  });

  it('makes the demo player an agent and back (`member type`)', async () => {
    const res = await send({ kind: 'member_type', merchant: 'demo', account: 'demoplayer', type: 'agent' });
    expect(res.json()).toEqual({
      success: true,
      value: { ok: true, message: 'member demoplayer is now agent (was player)' },
    });
    const back = await send({ kind: 'member_type', merchant: 'demo', account: 'demoplayer', type: 'player' });
    expect(back.json().value.message).toBe('member demoplayer is now player (was agent)');
    // The demo agent has the demo player below it.
    const refused = await send({
      kind: 'member_type',
      merchant: 'demo',
      account: 'demoagent',
      type: 'player',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: 'INVALID_STATE' });
  });

  it('refuses a wrong secret, a missing one, and a non-loopback caller without changing anything', async () => {
    const before = await countRows(t.app, 'merchant_blocked_country');
    const cmd = { kind: 'region', merchant: 'demo', country: 'DE', blocked: true };
    for (const res of [
      await send(cmd, { 'x-admin-secret': 'b'.repeat(64) }),
      await send(cmd, {}),
      await send(cmd, { 'x-admin-secret': secret }, '10.0.0.5'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(await countRows(t.app, 'merchant_blocked_country')).toBe(before);
  });

  it('refuses invalid commands with a clear message', async () => {
    const bad = [
      { kind: 'ip', merchant: 'demo', cidr: '300.1.1.1/8', blocked: true },
      { kind: 'region', merchant: 'demo', country: 'USA', blocked: true },
      { kind: 'maintenance', merchant: 'demo', on: true, until: '2001-01-01T00:00:00Z', info: null },
      { kind: 'maintenance', merchant: 'nobody', on: true, until: null, info: null },
      { kind: 'shutdown' },
    ];
    for (const payload of bad) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().success).toBe(false);
      expect(res.json().message.length).toBeGreaterThan(0);
    }
  });
});
