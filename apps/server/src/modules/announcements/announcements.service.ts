import {
  type AgentAnnouncementQuery,
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementListQuery,
  type AnnouncementPage,
  type AnnouncementType,
  NOTICES_PER_LIST,
  type NoticesValue,
} from '@portal/contracts/announcements';
import { AppError } from '@portal/contracts/errors';
import { MemberType } from '@portal/contracts/identity';
import type { AnnouncementRow, Db, MemberRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertAgent } from '../agent/agent.service.ts';
import * as repo from './announcements.repo.ts';

const toAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  type: row.type,
  title: row.title,
  content: row.content,
  date: row.starts_at.getTime(),
});

/** Visitors and trial accounts read what is for everyone; a real account also what is for members. */
const audiencesOf = (viewer: MemberRow | null): AnnouncementAudience[] =>
  viewer && viewer.type !== MemberType.Trial ? ['everyone', 'members'] : ['everyone'];

/** The frame asks for the notices on every page load, so each node keeps them this long. */
const NOTICES_CACHE_MS = 2_000;

export type NewAnnouncement = {
  type: AnnouncementType;
  audience: AnnouncementAudience;
  title: string;
  content: string;
  startsAt: Date | null;
  endsAt: Date | null;
};

/**
 * Announcements (spec 3 "Announcement/notice"): the operator publishes them for a merchant;
 * visitors, members and agents read the ones meant for them while their window is open.
 */
export function createAnnouncementsService(deps: { db: Db; clock: Clock }) {
  const noticesCache = new Map<string, { value: NoticesValue; until: number }>();

  async function pageOf(
    visibility: repo.Visibility,
    types: readonly AnnouncementType[],
    query: { page: number; pageSize: number },
  ): Promise<AnnouncementPage> {
    const { rows, total } = await repo.page(
      deps.db,
      visibility,
      types,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return {
      list: rows.map(toAnnouncement),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  return {
    /** What the frame shows at once: the list's newest, the home line, popups, promotions. */
    async notices(merchantId: string, viewer: MemberRow | null): Promise<NoticesValue> {
      const audiences = audiencesOf(viewer);
      const key = `${merchantId}|${audiences.join(',')}`;
      const now = deps.clock.now();
      const cached = noticesCache.get(key);
      if (cached && cached.until > now.getTime()) return cached.value;
      const v = { merchantId, audiences, at: now };
      const [player, banners, popup, promotion] = await Promise.all(
        (['PL', 'B', 'PU', 'PR'] as const).map((type) => repo.newest(deps.db, v, type, NOTICES_PER_LIST)),
      );
      const value = {
        player: (player ?? []).map(toAnnouncement),
        banners: (banners ?? []).map(toAnnouncement),
        popup: (popup ?? []).map(toAnnouncement),
        promotion: (promotion ?? []).map(toAnnouncement),
      };
      noticesCache.set(key, { value, until: now.getTime() + NOTICES_CACHE_MS });
      return value;
    },

    /** One page of the announcement list (PL) or of the promotion notices (PR). */
    list(merchantId: string, viewer: MemberRow | null, query: AnnouncementListQuery) {
      const v = { merchantId, audiences: audiencesOf(viewer), at: deps.clock.now() };
      return pageOf(v, [query.type], query);
    },

    /** The agent centre's announcements: what the operator wrote for agents, every type. */
    forAgent(agent: MemberRow, query: AgentAnnouncementQuery) {
      assertAgent(agent);
      const v = { merchantId: agent.merchant_id, audiences: ['agents'] as const, at: deps.clock.now() };
      return pageOf(v, ['PL', 'B', 'PU', 'PR'], query);
    },

    /** The operator publishes one; answers its id. */
    async publish(merchantId: string, input: NewAnnouncement): Promise<string> {
      const title = input.title.trim();
      const content = input.content.trim();
      if (!title || title.length > ANNOUNCEMENT_TITLE_MAX)
        throw new AppError('VALIDATION_FAILED', `A title is 1 to ${ANNOUNCEMENT_TITLE_MAX} characters`);
      if (!content || content.length > ANNOUNCEMENT_CONTENT_MAX)
        throw new AppError('VALIDATION_FAILED', `A text is 1 to ${ANNOUNCEMENT_CONTENT_MAX} characters`);
      const now = deps.clock.now();
      const startsAt = input.startsAt ?? now;
      if (input.endsAt && input.endsAt.getTime() <= Math.max(startsAt.getTime(), now.getTime()))
        throw new AppError('VALIDATION_FAILED', 'The end must be after the start and in the future');
      const row = await repo.insert(deps.db, {
        merchant_id: merchantId,
        type: input.type,
        audience: input.audience,
        title,
        content,
        starts_at: startsAt,
        ends_at: input.endsAt,
      });
      noticesCache.clear();
      return row.id;
    },

    /** Ends one early; refused when the merchant has no such announcement still showing or scheduled. */
    async end(merchantId: string, id: string): Promise<void> {
      if (!(await repo.end(deps.db, merchantId, id, deps.clock.now())))
        throw new AppError('NOT_FOUND', `No announcement ${id} is showing or scheduled`, 404);
      noticesCache.clear();
    },

    /** Live and scheduled ones, for the operator. */
    async current(merchantId: string) {
      return (await repo.current(deps.db, merchantId, deps.clock.now())).map((row) => ({
        ...toAnnouncement(row),
        audience: row.audience,
        endsAt: row.ends_at ? new Date(row.ends_at).getTime() : null,
      }));
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;

/** What the demo merchant shows from its first start: the list, the home line, promotions, agents. */
const demoAnnouncements: Array<Pick<NewAnnouncement, 'type' | 'audience' | 'title' | 'content'>> = [
  {
    type: 'PL',
    audience: 'everyone',
    title: 'Regional lottery results every evening',
    content:
      'The southern, central and northern draws are published after each evening draw.\nWinning tickets are paid to your wallet as soon as the results are in.',
  },
  {
    type: 'PL',
    audience: 'everyone',
    title: 'Play responsibly',
    content:
      'Set yourself a budget and take breaks. If playing stops being fun, our customer service is here to help.',
  },
  {
    type: 'B',
    audience: 'everyone',
    title: 'Lucky Reels: every spin can be checked on the verify page',
    content:
      'Each spin of Lucky Reels comes from a committed server seed, your client seed and a nonce. Open the verify page from the game to check any spin.',
  },
  {
    type: 'PR',
    audience: 'everyone',
    title: 'Provably fair slots in the in-house studio',
    content:
      'Lucky Reels publishes the hash of its server seed before you spin and reveals the seed afterwards, so every result can be checked. Find it in the in-house category.',
  },
  {
    type: 'PL',
    audience: 'agents',
    title: 'Register centre and team reports',
    content:
      'Open accounts for your downline from the register centre. Team betting and user profit and loss follow your team’s bets as they settle.',
  },
];

/** Inserts the demo announcements once: a merchant that has any is left as the operator made it. */
export async function seedDemoAnnouncements(db: Db, merchantId: string): Promise<void> {
  const any = await db
    .selectFrom('announcement')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  await db
    .insertInto('announcement')
    .values(demoAnnouncements.map((a) => ({ ...a, merchant_id: merchantId })))
    .execute();
}
