import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HubEvent } from '@portal/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerByUsername } from '../../test/identity-helpers.ts';
import { multipartForm as form, jpg, png } from '../../test/multipart.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { countRows, createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLedger } from '../ledger/ledger.service.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'cashier-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function player() {
  return (await registerByUsername(t.app)).json().value.token as string;
}

const deposit = (
  token: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) => {
  const body = form(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

const ops = opsFor(() => t.app).run;

describe('bank-transfer deposits', () => {
  it('shows the receiving account, takes a deposit with proof, and credits it once on approval', async () => {
    const token = await player();
    const channels = (await t.app.inject({ url: '/wps/cashier/channels', headers: bearer(token) })).json()
      .value.list;
    expect(channels[0]).toMatchObject({
      code: 'BANK_VCB',
      bankName: 'Vietcombank',
      accountNumber: '0071001234567',
    });
    const requestId = randomUUID();
    const res = await deposit(
      token,
      { channelCode: 'BANK_VCB', amount: '10000000', requestId },
      { name: 'proof.png', type: 'image/png', data: png },
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().value;
    expect(created).toMatchObject({
      status: 'pending',
      amount: 10_000_000,
      reference: expect.stringMatching(/^D[0-9A-F]{10}$/),
    });
    // A retried submit returns the same deposit.
    const again = await deposit(
      token,
      { channelCode: 'BANK_VCB', amount: '10000000', requestId },
      { name: 'proof.png', type: 'image/png', data: png },
    );
    expect(again.json().value.id).toBe(created.id);
    expect(
      (await t.app.inject({ url: '/wps/cashier/deposits', headers: bearer(token) })).json().value.list,
    ).toHaveLength(1);

    expect((await ops({ kind: 'deposit', id: created.id, decision: 'approve', note: null })).message).toMatch(
      /approved$/,
    );
    await expect(
      ops({ kind: 'deposit', id: created.id, decision: 'approve', note: null }),
    ).rejects.toMatchObject({ code: 'ALREADY_DECIDED' });
    await expect(
      ops({ kind: 'deposit', id: created.id, decision: 'reject', note: null }),
    ).rejects.toMatchObject({ code: 'ALREADY_DECIDED' });
    expect(
      (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value
        .sumBalance,
    ).toBe(10_000_000);
    expect((await auditLedger(t.app.database.db)).ok).toBe(true);
  });

  it('moves nothing on rejection', async () => {
    const token = await player();
    const created = (
      await deposit(
        token,
        { channelCode: 'BANK_VCB', amount: '7000000', requestId: randomUUID() },
        { name: 'p.jpg', type: 'image/jpeg', data: jpg },
      )
    ).json().value;
    const entries = await countRows(t.app, 'ledger_entry');
    expect(
      (await ops({ kind: 'deposit', id: created.id, decision: 'reject', note: 'No transfer arrived' }))
        .message,
    ).toMatch(/rejected$/);
    expect(await countRows(t.app, 'ledger_entry')).toBe(entries);
    expect(
      (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value
        .sumBalance,
    ).toBe(0);
    const listed = (await t.app.inject({ url: '/wps/cashier/deposits', headers: bearer(token) })).json().value
      .list[0];
    expect(listed).toMatchObject({ status: 'rejected', note: 'No transfer arrived' });
  });

  it('tells the member of each decision once, and of nothing for a repeated one', async () => {
    const registered = (await registerByUsername(t.app)).json().value;
    const token = registered.token as string;
    const memberId = registered.member.id as string;
    const submit = async () =>
      (
        await deposit(
          token,
          { channelCode: 'BANK_VCB', amount: '6000000', requestId: randomUUID() },
          { name: 'p.png', type: 'image/png', data: png },
        )
      ).json().value as { id: string };
    const approved = await submit();
    const rejected = await submit();
    const events: HubEvent[] = [];
    const others: HubEvent[] = [];
    const stop = t.app.services.hub.subscribe(memberId, (event) => events.push(event));
    const someoneElse = (await registerByUsername(t.app)).json().value.member.id as string;
    const stopOther = t.app.services.hub.subscribe(someoneElse, (event) => others.push(event));
    try {
      await ops({ kind: 'deposit', id: approved.id, decision: 'approve', note: null });
      const cashierEvents = () => events.filter((e) => e.type === 'cashier');
      expect(cashierEvents()).toEqual([
        { type: 'cashier', value: { kind: 'deposit', id: approved.id, status: 'approved' } },
      ]);
      // The credit also moves the balance, announced once, with the committed figure.
      expect(events.filter((e) => e.type === 'balance')).toEqual([
        { type: 'balance', value: expect.objectContaining({ sumBalance: 6_000_000 }) },
      ]);

      await ops({ kind: 'deposit', id: rejected.id, decision: 'reject', note: 'No transfer' });
      expect(cashierEvents()).toHaveLength(2);
      expect(cashierEvents()[1]).toEqual({
        type: 'cashier',
        value: { kind: 'deposit', id: rejected.id, status: 'rejected' },
      });
      // A rejection moves no money, so no balance event.
      expect(events.filter((e) => e.type === 'balance')).toHaveLength(1);

      // Repeated decisions are refused and announce nothing.
      const heard = events.length;
      for (const [id, decision] of [
        [approved.id, 'approve'],
        [approved.id, 'reject'],
        [rejected.id, 'reject'],
        [rejected.id, 'approve'],
      ] as const)
        await expect(ops({ kind: 'deposit', id, decision, note: null })).rejects.toMatchObject({
          code: 'ALREADY_DECIDED',
        });
      expect(events).toHaveLength(heard);
      expect(others).toEqual([]);
    } finally {
      stop();
      stopOther();
    }
  });

  it('refuses bad amounts, fake or missing images and unknown channels, writing nothing', async () => {
    const token = await player();
    const before = await countRows(t.app, 'deposit');
    const good = { name: 'p.png', type: 'image/png', data: png };
    const cases: Array<[Record<string, string>, typeof good | undefined, number]> = [
      [{ channelCode: 'BANK_VCB', amount: '-5', requestId: randomUUID() }, good, 400],
      [{ channelCode: 'BANK_VCB', amount: '0', requestId: randomUUID() }, good, 400],
      [{ channelCode: 'BANK_VCB', amount: '10000000.5', requestId: randomUUID() }, good, 400],
      [{ channelCode: 'BANK_VCB', amount: 'lots', requestId: randomUUID() }, good, 400],
      [{ channelCode: 'BANK_VCB', amount: '1e30', requestId: randomUUID() }, good, 400],
      [{ channelCode: 'BANK_VCB', amount: '100', requestId: randomUUID() }, good, 422],
      [{ channelCode: 'BANK_VCB', amount: '99999999999999', requestId: randomUUID() }, good, 422],
      [{ channelCode: 'NOPE', amount: '10000000', requestId: randomUUID() }, good, 404],
      [{ channelCode: 'BANK_VCB\u0000', amount: '10000000', requestId: randomUUID() }, good, 400],
      [{ channelCode: 'BANK_VCB', amount: '10000000', requestId: 'not-a-uuid' }, good, 400],
      [
        { channelCode: 'BANK_VCB', amount: '10000000', requestId: randomUUID() },
        { name: 'evil.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') },
        422,
      ],
      [{ channelCode: 'BANK_VCB', amount: '10000000', requestId: randomUUID() }, undefined, 422],
      [{ channelCode: 'BANK_VCB', amount: '10000000', requestId: randomUUID(), extra: 'x' }, good, 400],
    ];
    for (const [fields, file, status] of cases) {
      const res = await deposit(token, fields, file);
      expect(res.statusCode, `${JSON.stringify(fields)} ${res.body}`).toBe(status);
      expect(res.json().success).toBe(false);
    }
    const huge = await deposit(
      token,
      { channelCode: 'BANK_VCB', amount: '10000000', requestId: randomUUID() },
      { name: 'big.png', type: 'image/png', data: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]) },
    );
    expect(huge.statusCode).toBe(413);
    const json = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      headers: bearer(token),
      payload: { amount: 1 },
    });
    expect(json.statusCode).toBe(415);
    expect(await countRows(t.app, 'deposit')).toBe(before);
  });

  it('keeps trial accounts and visitors out', async () => {
    const trial = (
      await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value.token;
    expect(
      (await t.app.inject({ url: '/wps/cashier/channels', headers: bearer(trial) })).json(),
    ).toMatchObject({ code: 'TRIAL_ACCOUNT' });
    expect((await t.app.inject('/wps/cashier/deposits')).statusCode).toBe(401);
  });
});
