import type { Db, Tx } from '../../db/schema.ts';
import { createCoalescer } from '../../lib/coalescer.ts';
import * as repo from './ledger.repo.ts';

/** Reading members' balances. */

export type MemberAccount = { kind: string; currency: string; balance: bigint };

/** Balance reads waiting to go out together, per database: one read serves many requests. */
const balanceReadersByDb = new WeakMap<Db, (memberId: string) => Promise<MemberAccount[]>>();

function createBalanceReader(db: Db) {
  const coalescer = createCoalescer<string, MemberAccount[]>(
    async (memberIds) => {
      const byMember = new Map<string, MemberAccount[]>();
      for (const r of await repo.balancesOfMembers(db, [...new Set(memberIds)])) {
        const list = byMember.get(r.member_id) ?? [];
        list.push({ kind: r.kind, currency: r.currency, balance: BigInt(r.balance) });
        byMember.set(r.member_id, list);
      }
      return memberIds.map((id) => ({ ok: true, value: byMember.get(id) ?? [] }));
    },
    { maxInFlight: 1, maxBatch: 256 },
  );
  return (memberId: string) => coalescer.submit(memberId);
}

/**
 * A member's accounts and balances (ledger reads for other modules). Outside a transaction the
 * read is sent after the call (never before), so it sees every change committed before it.
 */
export async function memberAccounts(db: Db | Tx, memberId: string): Promise<MemberAccount[]> {
  if (!db.isTransaction) {
    let read = balanceReadersByDb.get(db as Db);
    if (!read) {
      read = createBalanceReader(db as Db);
      balanceReadersByDb.set(db as Db, read);
    }
    return read(memberId);
  }
  const rows = await repo.memberBalances(db, memberId);
  return rows.map((r) => ({ kind: r.kind, currency: r.currency, balance: BigInt(r.balance) }));
}
