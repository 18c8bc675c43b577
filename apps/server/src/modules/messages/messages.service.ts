import { AppError } from '@portal/contracts/errors';
import type { MarkReadBody, Message, MessageKind, MessagesQuery } from '@portal/contracts/messages';
import type { Db, MemberMessageRow, MemberRow, Tx } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Hub } from '../../lib/hub.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import * as repo from './messages.repo.ts';

/** What the platform writes when something happens to a member's money. */
export type PlatformMessage = {
  memberId: string;
  kind: Exclude<MessageKind, 'notice'>;
  reference: string;
  /** Minor units of `currency`; null where the kind names no amount (a rejected application). */
  amount: string | null;
  currency: string | null;
  note: string | null;
};

export type Notice = { title: string; content: string };

const toMessage = (row: MemberMessageRow): Message => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  content: row.content,
  params: {
    ...(row.reference !== null && { reference: row.reference }),
    ...(row.amount !== null && { amount: Number(row.amount) }),
    ...(row.currency !== null && { currency: row.currency }),
    ...(row.note !== null && { note: row.note }),
  },
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
});

/**
 * Platform information (spec 2 `messageV2`): the member's inbox and its unread count. Writers
 * add a message inside their own transaction, so it exists exactly when their change does,
 * and announce it after the commit.
 */
export function createMessagesService(deps: {
  db: Db;
  clock: Clock;
  hub: Pick<Hub, 'toMember' | 'toAll'>;
  directory: Pick<MemberDirectory, 'byAccount'>;
}) {
  const unread = (memberId: string) => repo.unreadCount(deps.db, memberId);

  /** Every open tab of the member hears the new count (a failure to deliver is the hub's). */
  async function announce(memberId: string) {
    await deps.hub.toMember(memberId, { type: 'messages', value: { unread: await unread(memberId) } });
  }

  return {
    announce,

    /** Writes a platform message in the caller's transaction; `announce` it after the commit. */
    async record(tx: Tx, message: PlatformMessage): Promise<void> {
      await repo.insertMessage(tx, {
        member_id: message.memberId,
        kind: message.kind,
        reference: message.reference,
        amount: message.amount,
        currency: message.currency,
        note: message.note,
      });
    },

    /** Writes the operator's notice to one member in the caller's transaction; `announce` it after the commit. */
    async recordNotice(tx: Tx, memberId: string, notice: Notice): Promise<string> {
      const { id } = await repo.insertMessage(tx, { member_id: memberId, kind: 'notice', ...notice });
      return id;
    },

    async list(member: MemberRow, query: MessagesQuery) {
      const { rows, total } = await repo.page(
        deps.db,
        member.id,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return {
        list: rows.map(toMessage),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
        unread: await unread(member.id),
      };
    },

    unread: (member: MemberRow) => unread(member.id),

    /** Ids that are not the member's, or already read, change nothing. */
    async markRead(member: MemberRow, body: MarkReadBody) {
      const changed = await repo.markRead(
        deps.db,
        member.id,
        'ids' in body ? body.ids : null,
        deps.clock.now(),
      );
      const count = await unread(member.id);
      if (changed > 0) await deps.hub.toMember(member.id, { type: 'messages', value: { unread: count } });
      return { unread: count };
    },

    /** The operator's notice to one member, found by account name within the merchant. */
    async sendNotice(merchantId: string, account: string, notice: Notice) {
      const member = await deps.directory.byAccount(merchantId, account);
      if (!member) throw new AppError('NOT_FOUND', `No member '${account}'`);
      const { id } = await repo.insertMessage(deps.db, { member_id: member.id, kind: 'notice', ...notice });
      await announce(member.id);
      return id;
    },

    /** The operator's notice to every member of the merchant; open tabs refetch their count. */
    async broadcastNotice(merchantId: string, notice: Notice) {
      const count = await repo.insertNoticeForMerchant(deps.db, merchantId, notice);
      if (count > 0) await deps.hub.toAll({ type: 'messages', value: { unread: null } });
      return count;
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
