import type { Db } from '../../db/schema.ts';
import * as repo from './identity.repo.ts';

/** Member look-ups other modules may use (they never read the identity tables themselves). */
export function createMemberDirectory(db: Db) {
  return {
    byId: (id: string) => repo.findMemberById(db, id),
    byAccount: (merchantId: string, account: string) => repo.findMemberByAccount(db, merchantId, account),
  };
}
export type MemberDirectory = ReturnType<typeof createMemberDirectory>;
