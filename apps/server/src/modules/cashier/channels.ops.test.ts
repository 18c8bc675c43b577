import { randomUUID } from 'node:crypto';
import type { DepositChannel } from '@portal/contracts/cashier';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerByUsername } from '../../test/identity-helpers.ts';
import { demoMerchantId, insertOtherMerchant } from '../../test/merchants.ts';
import { multipartForm, png } from '../../test/multipart.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ audit: true, dataDir: 'channels' });
const { cli, refuses } = opsFor(() => t.app);
const db = () => t.app.database.db;

let token: string;
beforeAll(async () => {
  // A language the merchant offers but no channel is named in (the demo offers English and Vietnamese).
  await db()
    .insertInto('merchant_language')
    .values({ merchant_id: await demoMerchantId(db()), code: 'th', name: 'ไทย', sort: 2 })
    .execute();
  token = (await registerByUsername(t.app)).json().value.token;
});

async function channels(query = ''): Promise<DepositChannel[]> {
  const res = await t.app.inject({ url: `/wps/cashier/channels${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.list;
}
const names = (list: DepositChannel[]) => list.map((c) => c.name);
const channelRows = () => db().selectFrom('payment_channel').selectAll().orderBy('id').execute();
const textRows = () => db().selectFrom('payment_channel_text').selectAll().orderBy('channel_id').execute();

/** A bank-transfer deposit request into `channelCode`. */
function requestDeposit(channelCode: string, amount: number) {
  const body = multipartForm(
    { channelCode, amount: String(amount), requestId: randomUUID() },
    { name: 'proof.png', type: 'image/png', data: png },
  );
  return t.app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

const addAcb = [
  'channel',
  'add',
  'BANK_ACB',
  '--name',
  'ACB transfer',
  '--bank',
  'ACB',
  '--account-name',
  'PORTAL DEMO CO LTD',
  '--account-number',
  '2233445566',
  '--min',
  '2000000',
  '--max',
  '900000000',
];

/** A command that must be refused, changing nothing. */
const refused = (words: string[], message: RegExp) =>
  refuses(words, message, async () => [await channelRows(), await textRows()]);

describe('payment channels in the reader’s language', () => {
  it('names the demo channels as set up by default and in Vietnamese when asked, in one order', async () => {
    const english = await channels();
    expect(names(english)).toEqual(['Bank transfer', 'Online payment (sandbox)']);
    expect(await channels('?language=en')).toEqual(english);
    const vietnamese = await channels('?language=vi');
    expect(names(vietnamese)).toEqual([
      'Chuyển khoản ngân hàng Vietcombank',
      'Thanh toán trực tuyến (thử nghiệm)',
    ]);
    // Only the name is the merchant's to translate: the bank, the account and the limits stay.
    expect(vietnamese.map(({ name: _, ...rest }) => rest)).toEqual(
      english.map(({ name: _, ...rest }) => rest),
    );
    // An offered language without names, and one not offered, read the names as set up.
    expect(names(await channels('?language=th'))).toEqual(names(english));
    expect(names(await channels('?language=fr'))).toEqual(names(english));
  });

  it('refuses a malformed language or an unknown parameter with the envelope', async () => {
    for (const query of ['?language=%3Cscript%3E', `?language=${'x'.repeat(300)}`, '?lang=vi']) {
      const res = await t.app.inject({ url: `/wps/cashier/channels${query}`, headers: bearer(token) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

describe('operator channel commands', () => {
  it('lists every channel with its account, limits, state and languages, never a gateway secret', async () => {
    const { message } = await cli('channel', 'list');
    const lines = message.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^BANK_VCB {2}bank_transfer {2}open {2}sort 0 {2}"Bank transfer" {2}Vietcombank \/ PORTAL DEMO CO LTD \/ 0071001234567 {2}5000000-50000000000 minor units {2}translated: vi$/,
    );
    expect(lines[1]).toMatch(/^SANDBOX_PAY {2}gateway {2}open .*translated: vi$/);
    const secret = (await channelRows()).find((c) => c.code === 'SANDBOX_PAY')?.gateway_secret;
    expect(secret).toBeTruthy();
    expect(message).not.toContain(secret);
  });

  it('adds a bank transfer channel that members see and deposit into, once', async () => {
    expect((await cli(...addAcb)).message).toBe(
      'channel BANK_ACB added and open: transfers to ACB 2233445566, 2000000 minor units to 900000000 minor units',
    );
    const acb = (await channels()).find((c) => c.code === 'BANK_ACB');
    expect(acb).toEqual({
      code: 'BANK_ACB',
      kind: 'bank_transfer',
      name: 'ACB transfer',
      bankName: 'ACB',
      accountName: 'PORTAL DEMO CO LTD',
      accountNumber: '2233445566',
      minAmount: 2_000_000,
      maxAmount: 900_000_000,
    });
    const res = await requestDeposit('BANK_ACB', 3_000_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ channelCode: 'BANK_ACB', status: 'pending' });
    await refused(addAcb, /There is a payment channel BANK_ACB already/);
  });

  it('refuses an add with a bad code, a missing detail, limits out of order or a huge amount', async () => {
    const base = addAcb.slice(3);
    await refused(['channel', 'add', 'bank acb', ...base], /A channel code is/);
    await refused(['channel', 'add', 'X', ...base], /A channel code is/);
    await refused(
      ['channel', 'add', 'BANK_TCB', '--name', 'TCB', '--min', '1', '--max', '2'],
      /The bank cannot be empty/,
    );
    await refused(
      ['channel', 'add', 'BANK_TCB', ...base.slice(0, -4), '--min', '500', '--max', '100'],
      /The largest deposit \(100\) is below the smallest \(500\)/,
    );
    await refused(
      ['channel', 'add', 'BANK_TCB', ...base.slice(0, -2), '--max', '1e9'],
      /--max is a whole number/,
    );
    await refused(
      ['channel', 'add', 'BANK_TCB', ...base.slice(0, -2), '--max', '9'.repeat(16)],
      /--max is a whole number/,
    );
    await refused(['channel', 'add', 'BANK_TCB', ...base, '--name', 'x'.repeat(61)], /60/);
  });

  it('changes the account and the limits members see, keeping the limits in order', async () => {
    await cli(
      'channel',
      'set',
      'BANK_ACB',
      '--account-number',
      '9988776655',
      '--min',
      '1000000',
      '--sort',
      '5',
    );
    expect((await channels()).find((c) => c.code === 'BANK_ACB')).toMatchObject({
      accountNumber: '9988776655',
      minAmount: 1_000_000,
      maxAmount: 900_000_000,
    });
    expect(names(await channels()).at(-1)).toBe('ACB transfer');
    await refused(['channel', 'set', 'BANK_ACB', '--min', '950000000'], /below the smallest/);
    await refused(['channel', 'set', 'BANK_ACB'], /Say what to change/);
    await refused(['channel', 'set', 'SANDBOX_PAY', '--bank', 'ACB'], /gateway: it has no bank account/);
    await refused(['channel', 'set', 'BANK_NONE', '--name', 'None'], /No payment channel BANK_NONE/);
    await refused(
      ['channel', 'set', 'BANK_ACB', '--account-number', '   '],
      /The account number cannot be empty/,
    );
  });

  it('refuses another merchant’s channel by its code', async () => {
    const other = await insertOtherMerchant(db(), 'other-channels');
    await db()
      .insertInto('payment_channel')
      .values({
        merchant_id: other,
        code: 'BANK_OTHER',
        kind: 'bank_transfer',
        name: 'Other bank',
        bank_name: 'Other',
        account_name: 'OTHER',
        account_number: '1',
        min_amount: '1',
        max_amount: '2',
      })
      .execute();
    await refused(['channel', 'set', 'BANK_OTHER', '--name', 'Mine'], /No payment channel BANK_OTHER/);
    await refused(['channel', 'close', 'BANK_OTHER'], /No payment channel BANK_OTHER/);
    await refused(
      ['channel', 'translate', 'BANK_OTHER', '--language', 'vi', '--name', 'Của tôi'],
      /No payment channel/,
    );
    const res = await requestDeposit('BANK_OTHER', 1);
    expect(res.statusCode).toBe(404);
  });

  it('closes a channel: gone from the page, no new deposit, a request already made still decided', async () => {
    const pending = await requestDeposit('BANK_ACB', 4_000_000);
    expect(pending.statusCode, pending.body).toBe(200);
    expect((await cli('channel', 'close', 'BANK_ACB')).message).toMatch(/^channel BANK_ACB closed/);
    expect((await channels()).map((c) => c.code)).not.toContain('BANK_ACB');
    const refusedDeposit = await requestDeposit('BANK_ACB', 4_000_000);
    expect(refusedDeposit.statusCode).toBe(404);
    expect(refusedDeposit.json()).toMatchObject({
      success: false,
      message: 'This payment channel is not available',
    });
    expect((await cli('deposit', 'approve', pending.json().value.id)).message).toMatch(/approved$/);
    expect((await cli('channel', 'list')).message).toMatch(/BANK_ACB {2}bank_transfer {2}closed/);
    await cli('channel', 'open', 'BANK_ACB');
    expect((await channels()).map((c) => c.code)).toContain('BANK_ACB');
  });

  it('names a channel per offered language, replaces and removes the name', async () => {
    await cli('channel', 'translate', 'BANK_ACB', '--language', 'vi', '--name', 'Chuyển khoản ACB');
    const vi = async () => (await channels('?language=vi')).find((c) => c.code === 'BANK_ACB')?.name;
    expect(await vi()).toBe('Chuyển khoản ACB');
    await cli('channel', 'translate', 'BANK_ACB', '--language', 'vi', '--name', 'Chuyển khoản ngân hàng ACB');
    expect(await vi()).toBe('Chuyển khoản ngân hàng ACB');
    expect((await cli('channel', 'list')).message).toMatch(/"ACB transfer" .*translated: vi$/m);
    await refused(
      ['channel', 'translate', 'BANK_ACB', '--language', 'fr', '--name', 'Virement'],
      /offers these languages/,
    );
    await refused(['channel', 'translate', 'BANK_ACB', '--language', 'vi'], /A channel needs a name/);
    await refused(['channel', 'translate', 'BANK_ACB', '--language', 'v!', '--name', 'x'], /A language code/);
    await refused(['channel', 'untranslate', 'BANK_ACB', '--language', 'th'], /has no name in th/);
    await cli('channel', 'untranslate', 'BANK_ACB', '--language', 'vi');
    expect(await vi()).toBe('ACB transfer');
  });
});
