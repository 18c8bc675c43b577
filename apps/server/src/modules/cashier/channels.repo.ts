import type { Updateable } from 'kysely';
import type { PaymentChannelTable, Tx } from '../../db/schema.ts';
import { translatedInto } from '../../db/translations.ts';

/** The SQL of payment channels: the members' list and the operator's commands. */

/** The merchant's open channels as a reader of `language` sees them: the name there, else as set up. */
export const listChannels = (tx: Tx, merchantId: string, language: string) =>
  tx
    .selectFrom('payment_channel as c')
    .leftJoin('payment_channel_text as t', (join) =>
      join.onRef('t.channel_id', '=', 'c.id').on('t.language', '=', language),
    )
    .selectAll('c')
    .select((eb) => eb.fn.coalesce('t.name', 'c.name').as('name'))
    .where('c.merchant_id', '=', merchantId)
    .where('c.enabled', '=', true)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();

/** An open channel by its code (a deposit names one). */
export const findChannel = (tx: Tx, merchantId: string, code: string) =>
  tx
    .selectFrom('payment_channel')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst();

export type NewChannel = {
  merchant_id: string;
  code: string;
  kind: PaymentChannelTable['kind'];
  name: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  min_amount: string;
  max_amount: string;
  sort?: number;
  gateway_url?: string;
  gateway_secret?: string;
};

/** Inserts a channel unless the merchant has one of that code; its id, or undefined when it had. */
export const insertChannel = async (tx: Tx, row: NewChannel) =>
  (
    await tx
      .insertInto('payment_channel')
      .values(row)
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .returning('id')
      .executeTakeFirst()
  )?.id;

/** Every channel of the merchant, open or not, with the languages its name is translated into. */
export const allChannels = (tx: Tx, merchantId: string) =>
  tx
    .selectFrom('payment_channel as c')
    .select([
      'c.id',
      'c.code',
      'c.kind',
      'c.name',
      'c.bank_name',
      'c.account_name',
      'c.account_number',
      'c.min_amount',
      'c.max_amount',
      'c.enabled',
      'c.sort',
    ])
    .select(translatedInto('payment_channel_text', 'channel_id', 'c.id').as('translations'))
    .where('c.merchant_id', '=', merchantId)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();

/** A channel of the merchant by code, open or not. */
export const channelByCode = (tx: Tx, merchantId: string, code: string) =>
  tx
    .selectFrom('payment_channel')
    .select(['id', 'code', 'kind', 'min_amount', 'max_amount'])
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst();

/** What an operator may change of a channel; its code, kind and gateway stay as set up. */
export type ChannelChanges = Pick<
  Updateable<PaymentChannelTable>,
  'name' | 'bank_name' | 'account_name' | 'account_number' | 'min_amount' | 'max_amount' | 'enabled' | 'sort'
>;

export const updateChannel = (tx: Tx, id: string, changes: ChannelChanges) =>
  tx.updateTable('payment_channel').set(changes).where('id', '=', id).executeTakeFirstOrThrow();

export const upsertChannelText = (tx: Tx, row: { channel_id: string; language: string; name: string }) =>
  tx
    .insertInto('payment_channel_text')
    .values(row)
    .onConflict((oc) => oc.columns(['channel_id', 'language']).doUpdateSet({ name: row.name }))
    .execute();

/** Adds a name only where the channel has none in that language (the demo's, at every start). */
export const insertChannelTextIfMissing = (
  tx: Tx,
  row: { channel_id: string; language: string; name: string },
) =>
  tx
    .insertInto('payment_channel_text')
    .values(row)
    .onConflict((oc) => oc.columns(['channel_id', 'language']).doNothing())
    .execute();

/** Whether there was a translation to remove. */
export const deleteChannelText = async (tx: Tx, channelId: string, language: string) =>
  (
    await tx
      .deleteFrom('payment_channel_text')
      .where('channel_id', '=', channelId)
      .where('language', '=', language)
      .executeTakeFirst()
  ).numDeletedRows > 0n;
