import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/identity-helpers.ts';
import { insertOtherMerchant } from '../../test/merchants.ts';
import { jpg, multipartForm } from '../../test/multipart.ts';
import { opsFor } from '../../test/ops-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { agentKit } from '../agent/agent-test-helpers.ts';

/** The operator's cashier queues: `npm run ops -- deposit list` and `withdrawal list`. */

const t = useTestApp({ audit: true, dataDir: 'queue' });
const { registered, requestDeposit, deposit, requestWithdrawal, get } = agentKit(() => t.app);
const { cli, refuses: refused } = opsFor(() => t.app);

const lines = async (...words: string[]) => (await cli(...words)).message.split('\n');
const lineOf = (list: string[], account: string) => list.find((line) => line.includes(`  ${account}  `));

describe('the deposit queue', () => {
  it('lists requests awaiting a decision, oldest first, with reference and proof; a decided one leaves it', async () => {
    const first = await registered();
    const second = await registered();
    const approveFirst = await requestDeposit(first, 10_000_000);
    await requestDeposit(second, 25_000_000);

    const queue = await lines('deposit', 'list');
    const a = lineOf(queue, first.account);
    const b = lineOf(queue, second.account);
    expect(a).toMatch(
      new RegExp(
        `^\\d+  \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z  ${first.account}  BANK_VCB  10000000 VND minor units  D\\w+  pending  proof: proofs/D\\w+\\.png$`,
      ),
    );
    expect(b).toMatch(/ {2}25000000 VND minor units {2}/);
    expect(queue.indexOf(a as string)).toBeLessThan(queue.indexOf(b as string));

    await approveFirst('approve');
    expect(lineOf(await lines('deposit', 'list'), first.account)).toBeUndefined();
    const all = await lines('deposit', 'list', '--all', 'yes');
    expect(lineOf(all, first.account)).toMatch(/ {2}approved {2}/);
    // Newest first when listing everything.
    expect(all.indexOf(lineOf(all, second.account) as string)).toBeLessThan(
      all.indexOf(lineOf(all, first.account) as string),
    );
  });

  it('shows one merchant’s queue only, and refuses a bad flag', async () => {
    await insertOtherMerchant(t.app.database.db, 'other-queue');
    expect((await cli('deposit', 'list', '--merchant', 'other-queue')).message).toBe(
      'no deposits awaiting a decision',
    );
    expect((await cli('withdrawal', 'list', '--merchant', 'other-queue')).message).toBe(
      'no withdrawals to approve, pay or look into',
    );
    await refused(['deposit', 'list', '--all', 'maybe'], /--all is yes or no/);
    await refused(['deposit', 'list', '--merchant', 'nobody'], /nobody/);
  });
});

describe('the withdrawal queue', () => {
  it('lists what to approve and pay with the full card, and paid ones reported not received', async () => {
    const player = await registered();
    await deposit(player, 50_000_000);
    const approve = await requestWithdrawal(player, 2_000_000);

    const pending = lineOf(await lines('withdrawal', 'list'), player.account);
    // The operator sees the whole account number to pay to; the member's pages mask it.
    expect(pending).toMatch(
      new RegExp(
        `^(\\d+)  \\S+  ${player.account}  2000000 VND minor units  pending  to Techcombank / Nguyen Van A / 0123456789$`,
      ),
    );
    const id = /^(\d+) /.exec(pending as string)?.[1] as string;
    await approve();
    expect(lineOf(await lines('withdrawal', 'list'), player.account)).toMatch(
      / {2}approved {2}to Techcombank/,
    );

    await cli('withdrawal', 'paid', id);
    // Paid and not disputed: nothing left for the operator.
    expect(lineOf(await lines('withdrawal', 'list'), player.account)).toBeUndefined();

    const proof = multipartForm({}, { name: 'proof.jpg', type: 'image/jpeg', data: jpg });
    const reported = await t.app.inject({
      method: 'POST',
      url: `/wps/cashier/withdrawals/${id}/not-received`,
      payload: proof.payload,
      headers: { ...proof.headers, ...bearer(player.token) },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(lineOf(await lines('withdrawal', 'list'), player.account)).toMatch(
      new RegExp(`^${id}  .*  paid, reported not received \\(proof: proofs/\\S+\\.jpg\\)  to Techcombank`),
    );
    // The member's own list still masks the number.
    const own = (await get(player, '/wps/cashier/withdrawals')).json().value.list[0];
    expect(JSON.stringify(own)).not.toContain('0123456789');
  });
});
