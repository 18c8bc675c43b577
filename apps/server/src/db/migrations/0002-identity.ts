import { type Kysely, sql } from 'kysely';

/** Members, sessions, codes and keys (issue 3: accounts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (0, 1, 2, 4, 41, 42)`))
    .addColumn('upline_id', 'bigint', (c) => c.references('member.id'))
    .addColumn('affiliate_code', 'text')
    .addColumn('referral_code', 'text')
    .addColumn('country_dialing_code', 'text')
    .addColumn('mobile_num', 'text')
    .addColumn('email', 'text')
    .addColumn('payee_name', 'text')
    .addColumn('birthday', 'date')
    .addColumn('contacts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('password_hash', 'text')
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('payment_password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('language', 'text')
    .addColumn('avatar', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'disabled')`),
    )
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('register_ip', 'text')
    .addColumn('register_domain', 'text')
    .addColumn('first_login_at', 'timestamptz')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index member_account on member (merchant_id, lower(account))`.execute(db);
  await sql`create unique index member_mobile on member (merchant_id, country_dialing_code, mobile_num) where mobile_num is not null`.execute(
    db,
  );
  await sql`create unique index member_affiliate_code on member (merchant_id, lower(affiliate_code)) where affiliate_code is not null`.execute(
    db,
  );
  await db.schema.createIndex('member_upline').on('member').column('upline_id').execute();

  await db.schema
    .createTable('session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('session_member').on('session').column('member_id').execute();

  await db.schema
    .createTable('member_known_ip')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_known_ip_pk', ['member_id', 'ip'])
    .execute();

  await db.schema
    .createTable('verification_code')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('verification_code_target')
    .on('verification_code')
    .columns(['merchant_id', 'purpose', 'target', 'created_at'])
    .execute();

  await db.schema
    .createTable('password_reset')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('login_challenge')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('social_identity')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('social_identity_pk', ['provider', 'subject'])
    .execute();

  // Key pairs shared by every node (the RSA key of encrypted fields).
  await db.schema
    .createTable('server_key')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Per-merchant switches of the accounts module.
  await db.schema
    .alterTable('merchant')
    .addColumn('two_factor_methods', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'["smsCode","email","mobileNum","bankAccountName","totp"]'::jsonb`),
    )
    .addColumn('password_max_age_days', 'integer', (c) => c.notNull().defaultTo(90))
    .execute();
}
