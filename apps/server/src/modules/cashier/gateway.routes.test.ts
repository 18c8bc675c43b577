import { randomUUID } from 'node:crypto';
import type { HubEvent } from '@portal/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../lib/hmac-signature.ts';
import { bearer, registerByUsername } from '../../test/identity-helpers.ts';
import { countRows, createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLedger } from '../ledger/ledger.service.ts';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  const channel = await t.app.database.db
    .selectFrom('payment_channel')
    .select('gateway_secret')
    .where('code', '=', 'SANDBOX_PAY')
    .executeTakeFirstOrThrow();
  secret = channel.gateway_secret as string;
});
afterAll(() => t.close());

async function startDeposit(amount = 2_000_000) {
  const registered = (await registerByUsername(t.app)).json().value;
  const token = registered.token as string;
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit/gateway',
    headers: bearer(token),
    payload: { channelCode: 'SANDBOX_PAY', amount, requestId: randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    token,
    memberId: registered.member.id as string,
    ...(res.json().value as { deposit: { id: string; reference: string }; redirectUrl: string }),
  };
}

const callback = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/cashier/gateway/callback/SANDBOX_PAY',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-gateway-signature': signature } : {}),
    },
    payload: body,
  });

const balanceOf = async (token: string) =>
  (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.sumBalance;

describe('payment-gateway deposits', () => {
  it('sends the player to the gateway page and credits once however often the signed callback comes', async () => {
    const d = await startDeposit();
    const url = new URL(d.redirectUrl);
    expect(url.pathname).toBe('/sandbox-gateway/pay');
    expect(url.searchParams.get('merchantOrderId')).toBe(d.deposit.reference);
    expect(url.searchParams.get('amount')).toBe('2000000');

    const body = JSON.stringify({
      merchantOrderId: d.deposit.reference,
      gatewayTradeId: 'T-1',
      amount: 2_000_000,
      status: 'success',
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => callback(body, signBody(secret, body))),
    );
    for (const r of results) expect(r.json().value, r.body).toMatchObject({ status: 'approved' });
    expect(await callback(body, signBody(secret, body)).then((r) => r.json().value.status)).toBe('approved');
    expect(await balanceOf(d.token)).toBe(2_000_000);
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });

  it('tells the member once that the gateway decided, however often the callback comes', async () => {
    const d = await startDeposit(2_500_000);
    const events: HubEvent[] = [];
    const stop = t.app.services.hub.subscribe(d.memberId, (event) => events.push(event));
    try {
      const body = JSON.stringify({
        merchantOrderId: d.deposit.reference,
        gatewayTradeId: 'T-EV',
        amount: 2_500_000,
        status: 'success',
      });
      for (let i = 0; i < 3; i++) expect((await callback(body, signBody(secret, body))).statusCode).toBe(200);
      expect(events.filter((e) => e.type === 'cashier')).toEqual([
        { type: 'cashier', value: { kind: 'deposit', id: d.deposit.id, status: 'approved' } },
      ]);
      expect(events.filter((e) => e.type === 'balance')).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('refuses bad signatures, tampered bodies, wrong amounts and malformed callbacks, moving nothing', async () => {
    const d = await startDeposit(3_000_000);
    const good = JSON.stringify({
      merchantOrderId: d.deposit.reference,
      gatewayTradeId: 'T-2',
      amount: 3_000_000,
      status: 'success',
    });
    const entries = await countRows(t.app, 'ledger_entry');
    const tampered = good.replace('3000000', '9000000');
    const cases = [
      await callback(good, undefined),
      await callback(good, 'f'.repeat(64)),
      await callback(good, signBody('another-secret', good)),
      await callback(tampered, signBody(secret, good)),
      await callback('{"merchantOrderId":', signBody(secret, '{"merchantOrderId":')),
      await callback(good, 'not-hex'),
    ];
    for (const r of cases) {
      expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.json().success).toBe(false);
    }
    expect(cases[0]?.json().code).toBe('BAD_SIGNATURE');
    // Correctly signed, but the amount is not the deposit's.
    const wrongAmount = JSON.stringify({ ...JSON.parse(good), amount: 9_000_000 });
    expect((await callback(wrongAmount, signBody(secret, wrongAmount))).json().code).toBe(
      'VALIDATION_FAILED',
    );
    expect(await countRows(t.app, 'ledger_entry')).toBe(entries);
    expect(await balanceOf(d.token)).toBe(0);

    // A failed payment rejects the deposit; a later "success" for it changes nothing.
    const failed = JSON.stringify({ ...JSON.parse(good), status: 'failed' });
    expect((await callback(failed, signBody(secret, failed))).json().value.status).toBe('rejected');
    expect((await callback(good, signBody(secret, good))).json().value.status).toBe('rejected');
    expect(await balanceOf(d.token)).toBe(0);
  });

  it('the sandbox gateway page pays through the signed callback and returns to the portal', async () => {
    const d = await startDeposit(1_500_000);
    const page = await t.app.inject({ url: d.redirectUrl.replace(/^https?:\/\/[^/]+/, '') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sandbox payment gateway');
    expect(page.body).toContain('15,000.00');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
      payload: new URLSearchParams({
        merchantOrderId: d.deposit.reference,
        returnUrl: 'https://evil.example/steal',
        outcome: 'success',
      }).toString(),
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe('/');
    expect(await balanceOf(d.token)).toBe(1_500_000);
  });
});
