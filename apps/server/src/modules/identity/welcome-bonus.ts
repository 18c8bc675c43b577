import type { MemberRow, Tx } from '../../db/schema.ts';
import { isoDate, localDateOf } from '../../lib/zoned-time.ts';
import { payFromHouse } from '../ledger/ledger.service.ts';
import type { MerchantSettings } from '../system/merchant-settings.ts';

/** The house account welcome bonuses are paid from, as the other promotions' money. */
const WELCOME_HOUSE_KIND = 'promotions';

/**
 * Pays the merchant's welcome bonus (spec 1 "new-member registration bonus") into a newly
 * registered account, inside the transaction that writes the account: both or neither. Once per
 * address and merchant-local day (the table's unique key, so racing registrations from one
 * address pay once): a visitor opening account after account gets it once. False when the
 * merchant offers none or the address had it today.
 */
export async function payWelcomeBonus(
  tx: Tx,
  member: MemberRow,
  merchant: MerchantSettings,
  ip: string,
  now: Date,
): Promise<boolean> {
  const amount = BigInt(merchant.info.register.welcomeBonus);
  if (amount <= 0n) return false;
  const written = await tx
    .insertInto('welcome_bonus')
    .values({
      member_id: member.id,
      merchant_id: merchant.id,
      ip,
      day: isoDate(localDateOf(now, merchant.info.brand.timeZone)),
      amount: amount.toString(),
      created_at: now,
    })
    .onConflict((oc) => oc.constraint('welcome_bonus_once_a_day').doNothing())
    .returning('member_id')
    .executeTakeFirst();
  if (!written) return false;
  await payFromHouse(tx, {
    merchantId: merchant.id,
    memberId: member.id,
    currency: merchant.info.brand.currency,
    amount,
    house: WELCOME_HOUSE_KIND,
    key: `welcome_bonus:${member.id}`,
    type: 'welcome_bonus',
    reference: `WB${member.id}`,
  });
  return true;
}
