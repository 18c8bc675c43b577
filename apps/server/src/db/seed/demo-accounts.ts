import { MemberType } from '@portal/contracts/identity';
import { hashPassword } from '../../modules/identity/password-hasher.ts';
import type { Db } from '../schema.ts';

/**
 * Demo accounts of the demo merchant (README lists them): a master agent at the top of the
 * tree, who uses the agent centre from the member site; an agent under it whose affiliate
 * code new players can register under; and a player under the agent, left with the weak
 * default password an agent hands out, which forces the change-password step at first login.
 * Each account hangs under the one before it.
 */
export async function seedDemoAccounts(db: Db, merchantId: string): Promise<void> {
  const accounts = [
    {
      account: 'demomaster',
      type: MemberType.MasterAgent,
      password: 'Master12345',
      affiliate_code: 'DEMO00',
      payee_name: 'Demo Master',
    },
    {
      account: 'demoagent',
      type: MemberType.Agent,
      password: 'Agent12345',
      affiliate_code: 'DEMO01',
      payee_name: 'Demo Agent',
    },
    {
      account: 'demoplayer',
      type: MemberType.Player,
      password: '123456',
      affiliate_code: null,
      payee_name: null,
    },
  ];
  let upline: string | null = null;
  for (const a of accounts) {
    const row = await db
      .insertInto('member')
      .values({
        merchant_id: merchantId,
        account: a.account,
        type: a.type,
        affiliate_code: a.affiliate_code,
        payee_name: a.payee_name,
        upline_id: upline,
        password_hash: await hashPassword(a.password),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    upline =
      row?.id ??
      (
        await db
          .selectFrom('member')
          .select('id')
          .where('merchant_id', '=', merchantId)
          .where('account', '=', a.account)
          .executeTakeFirstOrThrow()
      ).id;
  }
}
