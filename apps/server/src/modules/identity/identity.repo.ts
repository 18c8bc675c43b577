import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db, MemberRow, MemberTable, Tx } from '../../db/schema.ts';

/** The only SQL of the identity module. */

export const findMemberById = (tx: Tx, id: string) =>
  tx.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();

export const findMemberByAccount = (tx: Tx, merchantId: string, account: string) =>
  tx
    .selectFrom('member')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();

/** The member for a password login, and whether the address was used before: one round trip. */
export const findMemberForLogin = (tx: Tx, merchantId: string, account: string, ip: string) =>
  tx
    .selectFrom('member')
    .selectAll()
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('member_known_ip')
            .select('ip')
            .whereRef('member_known_ip.member_id', '=', 'member.id')
            .where('member_known_ip.ip', '=', ip),
        )
        .as('known_ip'),
    )
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();

export const findMemberByMobile = (tx: Tx, merchantId: string, dialingCode: string, mobile: string) =>
  tx
    .selectFrom('member')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('country_dialing_code', '=', dialingCode)
    .where('mobile_num', '=', mobile)
    .executeTakeFirst();

export const findAgentByAffiliateCode = (tx: Tx, merchantId: string, code: string) =>
  tx
    .selectFrom('member')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(affiliate_code)`, '=', code.toLowerCase())
    .where('type', 'in', [1, 2, 41, 42])
    .where('status', '=', 'active')
    .executeTakeFirst();

/** The member whose invite code this is (referral), if any; codes are stored upper-case. */
export const findMemberByInviteCode = (tx: Tx, merchantId: string, code: string) =>
  tx
    .selectFrom('member')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('invite_code', '=', code.trim().toUpperCase())
    .executeTakeFirst();

/** Inserts unless the account or mobile is taken; returns undefined on such a conflict. */
export async function insertMember(tx: Tx, values: Insertable<MemberTable>): Promise<MemberRow | undefined> {
  return tx
    .insertInto('member')
    .values(values)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export const recordFailedLogin = (tx: Tx, id: string, lockAfter: number, lockUntil: Date) =>
  tx
    .updateTable('member')
    .set((eb) => ({
      failed_logins: eb('failed_logins', '+', 1),
      locked_until: sql<Date | null>`case when failed_logins + 1 >= ${lockAfter} then ${lockUntil}::timestamptz else locked_until end`,
    }))
    .where('id', '=', id)
    .returning(['failed_logins', 'locked_until'])
    .executeTakeFirst();

/**
 * A successful login in one statement (one round trip, one commit): clears the failure
 * count, stamps the login times, remembers the address when it is new and stores the
 * session, started at the service's clock (a session-time limit counts from it). Answers the upline's account name for the member view.
 */
export async function recordLogin(
  tx: Tx,
  login: { memberId: string; now: Date; newIp: string | null; session: SessionRow; uplineId: string | null },
): Promise<{ uplineAccount: string | null }> {
  const { memberId, now, newIp, session } = login;
  const { rows } = await sql<{ upline_account: string | null }>`
    with login as (
      update member
      set failed_logins = 0, locked_until = null, last_login_at = ${now}::timestamptz,
          first_login_at = coalesce(first_login_at, ${now}::timestamptz)
      where id = ${memberId}
      returning id
    ), known as (
      insert into member_known_ip (member_id, ip)
      select id, ${newIp}::text from login where ${newIp}::text is not null
      on conflict do nothing
    ), opened as (
      insert into session (token_hash, member_id, site, ip, user_agent, created_at, last_seen_at, expires_at,
                           play_ends_at)
      select ${session.token_hash}, id, ${session.site}, ${session.ip}, ${session.user_agent},
             ${now}::timestamptz, ${now}::timestamptz, ${session.expires_at}::timestamptz,
             ${session.play_ends_at}::timestamptz
      from login
    )
    -- Data-modifying CTEs run whether or not the answer reads them.
    select (select account from member where id = ${login.uplineId}::bigint) as upline_account`.execute(tx);
  return { uplineAccount: rows[0]?.upline_account ?? null };
}

export const updatePassword = (tx: Tx, id: string, passwordHash: string, now: Date) =>
  tx
    .updateTable('member')
    .set({ password_hash: passwordHash, password_changed_at: now, failed_logins: 0, locked_until: null })
    .where('id', '=', id)
    .executeTakeFirst();

export const updateLanguage = (tx: Tx, id: string, language: string) =>
  tx.updateTable('member').set({ language }).where('id', '=', id).executeTakeFirst();

export const countDownlines = (tx: Tx, id: string) =>
  tx
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('upline_id', '=', id)
    .executeTakeFirstOrThrow();

// Sessions ------------------------------------------------------------------

export type SessionRow = {
  token_hash: string;
  member_id: string;
  site: 'member' | 'agent';
  ip: string;
  user_agent: string | null;
  expires_at: Date;
  play_ends_at: Date | null;
};

/** Finds a live session and slides its expiry forward in the same statement. */
export const touchSession = (tx: Tx, tokenHash: string, now: Date, expiresAt: Date) =>
  tx
    .updateTable('session')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['member_id', 'site'])
    .executeTakeFirst();

/**
 * Live sessions and their members for several tokens in one read, each checked against its own
 * time: the member's columns, then the session's site, last use, start and token hash.
 */
export const sessionsWithMembers = (db: Db, tokenHashes: string[], nows: Date[]) =>
  sql<
    MemberRow & {
      session_site: string;
      session_last_seen_at: Date;
      session_started_at: Date;
      session_play_ends_at: Date | null;
      session_token_hash: string;
    }
  >`
    select member.*, session.site as session_site, session.last_seen_at as session_last_seen_at,
      session.created_at as session_started_at, session.play_ends_at as session_play_ends_at,
      session.token_hash as session_token_hash
    from unnest(${tokenHashes}::text[], ${nows}::timestamptz[]) as q(token_hash, now)
    join session on session.token_hash = q.token_hash
    join member on member.id = session.member_id
    where session.revoked_at is null and session.expires_at > q.now`
    .execute(db)
    .then((r) => r.rows);

export const revokeSession = (tx: Tx, tokenHash: string, now: Date) =>
  tx
    .updateTable('session')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

export const revokeMemberSessions = (tx: Tx, memberId: string, now: Date, exceptHash?: string) => {
  let q = tx
    .updateTable('session')
    .set({ revoked_at: now })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (exceptHash) q = q.where('token_hash', '!=', exceptHash);
  return q.executeTakeFirst();
};

/**
 * Ends the member's game sessions (the vendor protocol's `vendor_session`, opened by launches of
 * the member's sessions): a debit is refused from now on as for an expired session, never renewed,
 * while the credits of rounds already played are still paid.
 */
export const endGameSessions = (tx: Tx, memberId: string, now: Date) =>
  tx
    .updateTable('vendor_session')
    .set({ expires_at: now, ends_at: now })
    .where('member_id', '=', memberId)
    .where('expires_at', '>', now)
    .execute();

/** Every session of the member and the games they opened, in the caller's transaction. */
export async function endEverySession(tx: Tx, memberId: string, now: Date): Promise<void> {
  await revokeMemberSessions(tx, memberId, now);
  await endGameSessions(tx, memberId, now);
}

// Known IPs -----------------------------------------------------------------

export const isKnownIp = (tx: Tx, memberId: string, ip: string) =>
  tx
    .selectFrom('member_known_ip')
    .select('ip')
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst()
    .then(Boolean);

export const addKnownIp = (tx: Tx, memberId: string, ip: string) =>
  tx
    .insertInto('member_known_ip')
    .values({ member_id: memberId, ip })
    .onConflict((oc) => oc.doNothing())
    .execute();

// Verification codes --------------------------------------------------------

export const latestCode = (tx: Tx, merchantId: string, purpose: string, target: string) =>
  tx
    .selectFrom('verification_code')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertCode = (
  tx: Tx,
  row: {
    merchant_id: string;
    purpose: string;
    target: string;
    code_hash: string;
    expires_at: Date;
    created_at: Date;
  },
) => tx.insertInto('verification_code').values(row).execute();

export const countCodeAttempt = (tx: Tx, id: string) =>
  tx
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirst();

/** Marks a code used unless it already was: the caller that gets a row back owns the code. */
export const useCode = (tx: Tx, id: string, now: Date) =>
  tx
    .updateTable('verification_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

// Password reset links ------------------------------------------------------

export const insertReset = (tx: Tx, row: { token_hash: string; member_id: string; expires_at: Date }) =>
  tx.insertInto('password_reset').values(row).execute();

export const useReset = (tx: Tx, tokenHash: string, now: Date) =>
  tx
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('member_id')
    .executeTakeFirst();

// Two-factor challenges -----------------------------------------------------

export const insertChallenge = (
  tx: Tx,
  row: {
    id_hash: string;
    member_id: string;
    site: 'member' | 'agent';
    ip: string;
    options: string;
    weak_password: boolean;
    expires_at: Date;
  },
) => tx.insertInto('login_challenge').values(row).execute();

export const findChallenge = (tx: Tx, idHash: string, now: Date) =>
  tx
    .selectFrom('login_challenge')
    .selectAll()
    .where('id_hash', '=', idHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

export const countChallengeAttempt = (tx: Tx, idHash: string) =>
  tx
    .updateTable('login_challenge')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id_hash', '=', idHash)
    .returning('attempts')
    .executeTakeFirst();

export const useChallenge = (tx: Tx, idHash: string, now: Date) =>
  tx
    .updateTable('login_challenge')
    .set({ used_at: now })
    .where('id_hash', '=', idHash)
    .where('used_at', 'is', null)
    .returning('member_id')
    .executeTakeFirst();

// Social identities ---------------------------------------------------------

export const findSocialIdentity = (tx: Tx, provider: string, subject: string) =>
  tx
    .selectFrom('social_identity')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();

export const insertSocialIdentity = (
  tx: Tx,
  row: { provider: string; subject: string; member_id: string; email: string | null },
) =>
  tx
    .insertInto('social_identity')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
