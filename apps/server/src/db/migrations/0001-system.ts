import { type Kysely, sql } from 'kysely';

/** Merchants and everything the start-up status call serves (spec 3, 4). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('currency_exponent', 'integer', (c) =>
      c.notNull().check(sql`currency_exponent between 0 and 4`),
    )
    .addColumn('currency_symbol', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('default_language', 'text', (c) => c.notNull())
    .addColumn('login_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('gtag_id', 'text')
    .addColumn('register_options', 'jsonb', (c) => c.notNull())
    .addColumn('maintenance_on', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('maintenance_until', 'timestamptz')
    .addColumn('maintenance_info', 'text')
    .addColumn('maintenance_contact_url', 'text')
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // At most one default merchant (the one serving unknown hosts).
  await sql`create unique index merchant_one_default on merchant (is_default) where is_default`.execute(db);

  const perMerchant = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id').onDelete('cascade'));

  await perMerchant('merchant_domain')
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addColumn('is_route', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await perMerchant('merchant_language')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('merchant_language_pk', ['merchant_id', 'code'])
    .execute();

  await perMerchant('merchant_feature')
    .addColumn('mod_id', 'text', (c) => c.notNull())
    .addColumn('parent_mod_id', 'text')
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('merchant_feature_pk', ['merchant_id', 'mod_id'])
    .execute();

  await perMerchant('merchant_resource')
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('qr_code_url', 'text')
    .addColumn('label_name_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('merchant_resource_pk', ['merchant_id', 'resource_type'])
    .execute();

  await perMerchant('merchant_cdn')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('image', 'launch')`))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('merchant_cdn_pk', ['merchant_id', 'kind', 'url'])
    .execute();

  await perMerchant('merchant_service_link')
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_service_link_pk', ['merchant_id', 'type'])
    .execute();

  await perMerchant('merchant_register_rule')
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('required', 'boolean', (c) => c.notNull())
    .addColumn('min_length', 'integer', (c) => c.notNull())
    .addColumn('max_length', 'integer', (c) => c.notNull())
    .addColumn('accepted_pattern', 'text', (c) => c.notNull())
    .addColumn('pattern_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_register_rule_pk', ['merchant_id', 'field'])
    .addCheckConstraint('merchant_register_rule_len', sql`min_length >= 0 and max_length >= min_length`)
    .execute();

  await perMerchant('merchant_blocked_country')
    .addColumn('country', 'text', (c) => c.notNull().check(sql`country ~ '^[A-Z]{2}$'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('merchant_blocked_country_pk', ['merchant_id', 'country'])
    .execute();

  await perMerchant('merchant_blocked_ip')
    .addColumn('cidr', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('merchant_blocked_ip_pk', ['merchant_id', 'cidr'])
    .execute();

  await db.schema
    .createTable('banner')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('linkage_type', 'text', (c) =>
      c.notNull().check(sql`linkage_type in ('NONE', 'URL', 'ROUTE')`),
    )
    .addColumn('link_target', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createIndex('banner_group')
    .on('banner')
    .columns(['merchant_id', 'group_name', 'sort'])
    .execute();
}
