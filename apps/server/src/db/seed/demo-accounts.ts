import { MemberType } from '@portal/contracts/identity';
import { hashPassword } from '../../modules/identity/password-hasher.ts';
import type { Db } from '../schema.ts';

/**
 * Demo accounts of the demo merchant (README lists them): an agent whose affiliate code
 * new players can register under, and a player left with the weak default password an
 * agent hands out, which forces the change-password step at first login.
 */
export async function seedDemoAccounts(db: Db, merchantId: string): Promise<void> {
  const accounts = [
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
  for (const a of accounts) {
    const agent = await db
      .selectFrom('member')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('account', '=', 'demoagent')
      .executeTakeFirst();
    await db
      .insertInto('member')
      .values({
        merchant_id: merchantId,
        account: a.account,
        type: a.type,
        affiliate_code: a.affiliate_code,
        payee_name: a.payee_name,
        upline_id: a.type === MemberType.Player ? (agent?.id ?? null) : null,
        password_hash: await hashPassword(a.password),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
