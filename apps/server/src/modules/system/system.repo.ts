import { sql } from 'kysely';
import type { Tx } from '../../db/schema.ts';

/** The only SQL of the system module. */

export const findMerchantIdByDomain = (tx: Tx, domain: string) =>
  tx
    .selectFrom('merchant_domain')
    .select('merchant_id')
    .where('domain', '=', domain)
    .executeTakeFirst()
    .then((row) => row?.merchant_id ?? null);

/** Every merchant's route lines (the network speed test's lines). */
export const allRouteDomains = (tx: Tx) =>
  tx
    .selectFrom('merchant_domain')
    .select('domain')
    .where('is_route', '=', true)
    .execute()
    .then((rows) => rows.map((r) => r.domain));

export const findDefaultMerchantId = (tx: Tx) =>
  tx
    .selectFrom('merchant')
    .select('id')
    .where('is_default', '=', true)
    .executeTakeFirst()
    .then((row) => row?.id ?? null);

export const findMerchantIdByCode = (tx: Tx, code: string) =>
  tx
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst()
    .then((row) => row?.id ?? null);

/** Everything the start-up status call needs about one merchant, read in one go. */
export async function loadMerchantSettingsRows(tx: Tx, merchantId: string) {
  const [
    merchant,
    domains,
    languages,
    features,
    resources,
    cdns,
    serviceLinks,
    rules,
    countries,
    ips,
    cashier,
    clubLevels,
  ] = await Promise.all([
    tx.selectFrom('merchant').selectAll().where('id', '=', merchantId).executeTakeFirst(),
    tx
      .selectFrom('merchant_domain')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .execute(),
    tx
      .selectFrom('merchant_language')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .execute(),
    tx
      .selectFrom('merchant_feature')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .execute(),
    tx
      .selectFrom('merchant_resource')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('sort')
      .execute(),
    tx.selectFrom('merchant_cdn').selectAll().where('merchant_id', '=', merchantId).orderBy('sort').execute(),
    tx
      .selectFrom('merchant_service_link')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('type')
      .execute(),
    tx.selectFrom('merchant_register_rule').selectAll().where('merchant_id', '=', merchantId).execute(),
    tx
      .selectFrom('merchant_blocked_country')
      .select('country')
      .where('merchant_id', '=', merchantId)
      .execute(),
    tx.selectFrom('merchant_blocked_ip').select('cidr').where('merchant_id', '=', merchantId).execute(),
    tx.selectFrom('merchant_cashier').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst(),
    tx
      .selectFrom('merchant_club_level')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .orderBy('rank')
      .execute(),
  ]);
  if (!merchant) return null;
  return {
    merchant,
    domains,
    languages,
    features,
    resources,
    cdns,
    serviceLinks,
    rules,
    countries,
    ips,
    cashier,
    clubLevels,
  };
}
export type MerchantSettingsRows = NonNullable<Awaited<ReturnType<typeof loadMerchantSettingsRows>>>;

export const updateMaintenance = (
  tx: Tx,
  merchantId: string,
  fields: { on: boolean; until: Date | null; info: string | null },
) =>
  tx
    .updateTable('merchant')
    .set({
      maintenance_on: fields.on,
      maintenance_until: fields.until,
      maintenance_info: fields.info,
      updated_at: new Date(),
    })
    .where('id', '=', merchantId)
    .executeTakeFirst();

/** The welcome bonus lives in the registration settings the site is served. */
export const updateWelcomeBonus = (tx: Tx, merchantId: string, amount: number) =>
  tx
    .updateTable('merchant')
    .set({
      register_options: sql`jsonb_set(register_options, '{welcomeBonus}', to_jsonb(${amount}::bigint))`,
      updated_at: new Date(),
    })
    .where('id', '=', merchantId)
    .executeTakeFirst();

export const insertBlockedCountry = (tx: Tx, merchantId: string, country: string) =>
  tx
    .insertInto('merchant_blocked_country')
    .values({ merchant_id: merchantId, country })
    .onConflict((oc) => oc.columns(['merchant_id', 'country']).doNothing())
    .executeTakeFirst();

export const deleteBlockedCountry = (tx: Tx, merchantId: string, country: string) =>
  tx
    .deleteFrom('merchant_blocked_country')
    .where('merchant_id', '=', merchantId)
    .where('country', '=', country)
    .executeTakeFirst();

export const insertBlockedIp = (tx: Tx, merchantId: string, cidr: string) =>
  tx
    .insertInto('merchant_blocked_ip')
    .values({ merchant_id: merchantId, cidr })
    .onConflict((oc) => oc.columns(['merchant_id', 'cidr']).doNothing())
    .executeTakeFirst();

export const deleteBlockedIp = (tx: Tx, merchantId: string, cidr: string) =>
  tx
    .deleteFrom('merchant_blocked_ip')
    .where('merchant_id', '=', merchantId)
    .where('cidr', '=', cidr)
    .executeTakeFirst();

/** Whether a merchant's domain offers the app download; false when the merchant has no such domain. */
export async function updateDomainAppDownload(tx: Tx, merchantId: string, domain: string, on: boolean) {
  const result = await tx
    .updateTable('merchant_domain')
    .set({ app_download: on })
    .where('merchant_id', '=', merchantId)
    .where('domain', '=', domain)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
