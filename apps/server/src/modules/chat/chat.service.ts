import {
  CHAT_PAGE_SIZE,
  type ChatDesk,
  type ChatMessage,
  type ChatMessagesQuery,
  type ChatMessagesValue,
  type ChatSendBody,
} from '@portal/contracts/chat';
import { AppError } from '@portal/contracts/errors';
import { isWhitelabelOn } from '@portal/contracts/system';
import type { ChatMessageRow, Db, MemberRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Hub } from '../../lib/hub.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limiter.ts';
import { VIP_RANK_ABOVE } from '../identity/member-view.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './chat.repo.ts';

/** Messages a member may send a minute: a person typing, not a script. */
export const CHAT_PER_MINUTE: Limit = { max: 20, windowMs: 60_000 };

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  sender: row.sender,
  text: row.text,
  createdAt: row.created_at.toISOString(),
});

/** Spec 4: club ranks above 4 are answered by VIP service, the others by live chat. */
export const deskFor = (rankLevel: number): ChatDesk => (rankLevel > VIP_RANK_ABOVE ? 'vip' : 'live');

/**
 * The chat room (spec 2, 4, 7): a member's conversation with customer service, open when the
 * merchant's CBS3 flag is on. Each new message is pushed to the member's tabs (`chat` event),
 * with the count of service messages not yet seen.
 */
export function createChatService(deps: {
  db: Db;
  clock: Clock;
  hub: Pick<Hub, 'toMember'>;
  limiter: Pick<RateLimiter, 'consume'>;
  system: Pick<SystemService, 'settingsById'>;
}) {
  async function assertOpen(merchantId: string) {
    const merchant = await deps.system.settingsById(merchantId);
    if (!isWhitelabelOn(merchant.info.whitelabel, 'CBS3'))
      throw new AppError('FEATURE_DISABLED', 'The chat room is not open; please contact customer service');
  }

  async function push(memberId: string, row: ChatMessageRow) {
    const unread = await repo.unreadByMember(deps.db, memberId);
    await deps.hub
      .toMember(memberId, { type: 'chat', value: { message: toMessage(row), unread } })
      .catch(() => undefined);
  }

  return {
    async messages(member: MemberRow, query: ChatMessagesQuery): Promise<ChatMessagesValue> {
      await assertOpen(member.merchant_id);
      const page = await repo.messages(deps.db, member.id, query.before ?? null, CHAT_PAGE_SIZE);
      return {
        desk: deskFor(member.club_rank),
        messages: page.rows.map(toMessage),
        more: page.more,
        unread: await repo.unreadByMember(deps.db, member.id),
      };
    },

    async send(member: MemberRow, body: ChatSendBody) {
      await assertOpen(member.merchant_id);
      const earlier = await repo.byRequest(deps.db, member.id, body.requestId);
      if (earlier) return { message: toMessage(earlier) };
      await deps.limiter.consume(
        `chat:${member.id}`,
        CHAT_PER_MINUTE,
        'You are sending messages too fast; wait a moment',
      );
      const row =
        (await repo.insert(deps.db, {
          merchant_id: member.merchant_id,
          member_id: member.id,
          sender: 'member',
          text: body.text,
          request_id: body.requestId,
          created_at: deps.clock.now(),
        })) ?? (await repo.byRequest(deps.db, member.id, body.requestId));
      if (!row) throw new Error('chat message neither written nor found');
      // The member's other tabs show it too.
      await push(member.id, row);
      return { message: toMessage(row) };
    },

    async read(member: MemberRow) {
      await assertOpen(member.merchant_id);
      await repo.markSeen(deps.db, member.id, 'member');
      return { unread: 0 as const };
    },

    async unread(member: MemberRow) {
      return { unReadCount: await repo.unreadByMember(deps.db, member.id) };
    },

    // Customer service (the operator's CLI) ------------------------------------

    async waiting(merchantId: string) {
      const rows = await repo.waiting(deps.db, merchantId);
      if (rows.length === 0) return 'no conversation is waiting for an answer';
      return rows
        .map(
          (r) =>
            `${r.account}  ${r.waiting} waiting since ${r.first_at.toISOString()}  last: ${r.last_text.slice(0, 80)}`,
        )
        .join('\n');
    },

    async show(merchantId: string, account: string) {
      const member = await memberByAccount(deps.db, merchantId, account);
      const page = await repo.messages(deps.db, member.id, null, 50);
      await repo.markSeen(deps.db, member.id, 'service');
      if (page.rows.length === 0) return `no messages with ${member.account}`;
      return page.rows
        .map(
          (r) =>
            `${r.created_at.toISOString()}  ${r.sender === 'member' ? member.account : 'service'}: ${r.text}`,
        )
        .join('\n');
    },

    /** The service answers a member; the answer reaches its open tabs at once. */
    async reply(merchantId: string, account: string, text: string) {
      const member = await memberByAccount(deps.db, merchantId, account);
      const row = await repo.insert(deps.db, {
        merchant_id: merchantId,
        member_id: member.id,
        sender: 'service',
        text,
        request_id: null,
        created_at: deps.clock.now(),
      });
      if (!row) throw new Error('chat reply not written');
      await repo.markSeen(deps.db, member.id, 'service');
      await push(member.id, row);
      return `answered ${member.account}`;
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;

async function memberByAccount(db: Db, merchantId: string, account: string) {
  const member = await db
    .selectFrom('member')
    .select(['id', 'account'])
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()))
    .executeTakeFirst();
  if (!member) throw new AppError('NOT_FOUND', `No member '${account}'`);
  return member;
}
