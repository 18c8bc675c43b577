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
import type { Db, MemberRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { assertAgent } from '../agent/agent.service.ts';
import { assertOffered, readingLanguage, type SettingsById } from '../system/content-languages.ts';
import * as repo from './announcements.repo.ts';

const toAnnouncement = (row: repo.ReadRow): Announcement => ({
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

/** A title and text as published or translated: trimmed, within the limits, or refused. */
function checkedText(input: { title: string; content: string }) {
  const title = input.title.trim();
  const content = input.content.trim();
  if (!title || title.length > ANNOUNCEMENT_TITLE_MAX)
    throw new AppError('VALIDATION_FAILED', `A title is 1 to ${ANNOUNCEMENT_TITLE_MAX} characters`);
  if (!content || content.length > ANNOUNCEMENT_CONTENT_MAX)
    throw new AppError('VALIDATION_FAILED', `A text is 1 to ${ANNOUNCEMENT_CONTENT_MAX} characters`);
  return { title, content };
}

export type NewAnnouncement = {
  type: AnnouncementType;
  audience: AnnouncementAudience;
  title: string;
  content: string;
  startsAt: Date | null;
  endsAt: Date | null;
};

export type AnnouncementTranslation = { language: string; title: string; content: string };

/**
 * Announcements (spec 3 "Announcement/notice"): the operator publishes them for a merchant;
 * visitors, members and agents read the ones meant for them while their window is open, each in
 * the reader's language where the operator translated it, else as published.
 */
export function createAnnouncementsService(deps: { db: Db; clock: Clock; settingsById: SettingsById }) {
  const noticesCache = createTtlCache<string, NoticesValue>(NOTICES_CACHE_MS, deps.clock);

  /** Who reads, now, in which language: the one asked for when the merchant offers it. */
  const visibility = async (
    merchantId: string,
    audiences: readonly AnnouncementAudience[],
    asked: string | undefined,
  ): Promise<repo.Visibility> => ({
    merchantId,
    audiences,
    at: deps.clock.now(),
    language: await readingLanguage(deps.settingsById, merchantId, asked),
  });

  async function pageOf(
    v: repo.Visibility,
    types: readonly AnnouncementType[],
    query: { page: number; pageSize: number },
  ): Promise<AnnouncementPage> {
    const { rows, total } = await repo.page(
      deps.db,
      v,
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

  async function loadNotices(v: repo.Visibility): Promise<NoticesValue> {
    const [player, banners, popup, promotion] = await Promise.all(
      (['PL', 'B', 'PU', 'PR'] as const).map((type) => repo.newest(deps.db, v, type, NOTICES_PER_LIST)),
    );
    return {
      player: (player ?? []).map(toAnnouncement),
      banners: (banners ?? []).map(toAnnouncement),
      popup: (popup ?? []).map(toAnnouncement),
      promotion: (promotion ?? []).map(toAnnouncement),
    };
  }

  return {
    /** What the frame shows at once: the list's newest, the home line, popups, promotions. */
    async notices(merchantId: string, viewer: MemberRow | null, language?: string): Promise<NoticesValue> {
      const v = await visibility(merchantId, audiencesOf(viewer), language);
      // Keyed by the reading language, not the one asked for: one entry per language offered.
      return noticesCache.get(`${merchantId}|${v.language}|${v.audiences.join(',')}`, () => loadNotices(v));
    },

    /** One page of the announcement list (PL) or of the promotion notices (PR). */
    async list(merchantId: string, viewer: MemberRow | null, query: AnnouncementListQuery) {
      return pageOf(await visibility(merchantId, audiencesOf(viewer), query.language), [query.type], query);
    },

    /** The agent centre's announcements: what the operator wrote for agents, every type. */
    async forAgent(agent: MemberRow, query: AgentAnnouncementQuery) {
      assertAgent(agent);
      const v = await visibility(agent.merchant_id, ['agents'], query.language);
      return pageOf(v, ['PL', 'B', 'PU', 'PR'], query);
    },

    /** The operator publishes one; answers its id. */
    async publish(merchantId: string, input: NewAnnouncement): Promise<string> {
      const { title, content } = checkedText(input);
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

    /** Writes (or rewrites) one's title and text in another language the merchant offers. */
    async translate(merchantId: string, id: string, input: AnnouncementTranslation): Promise<void> {
      await assertOffered(deps.settingsById, merchantId, input.language);
      const text = { language: input.language, ...checkedText(input) };
      if (!(await repo.upsertText(deps.db, merchantId, id, deps.clock.now(), text)))
        throw new AppError('NOT_FOUND', `No announcement ${id} is showing or scheduled`, 404);
      noticesCache.clear();
    },

    /** Removes one language's translation: readers of that language get the text as published again. */
    async untranslate(merchantId: string, id: string, language: string): Promise<void> {
      if (!(await repo.deleteText(deps.db, merchantId, id, deps.clock.now(), language)))
        throw new AppError(
          'NOT_FOUND',
          `No announcement ${id} showing or scheduled has a translation in ${language}`,
          404,
        );
      noticesCache.clear();
    },

    /** Ends one early; refused when the merchant has no such announcement still showing or scheduled. */
    async end(merchantId: string, id: string): Promise<void> {
      if (!(await repo.end(deps.db, merchantId, id, deps.clock.now())))
        throw new AppError('NOT_FOUND', `No announcement ${id} is showing or scheduled`, 404);
      noticesCache.clear();
    },

    /** Live and scheduled ones as published, with the languages each is translated into, for the operator. */
    async current(merchantId: string) {
      return (await repo.current(deps.db, merchantId, deps.clock.now())).map((row) => ({
        ...toAnnouncement(row),
        audience: row.audience,
        endsAt: row.ends_at ? new Date(row.ends_at).getTime() : null,
        languages: row.languages,
      }));
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;

type DemoAnnouncement = Pick<NewAnnouncement, 'type' | 'audience' | 'title' | 'content'> & {
  /** The same in Vietnamese, the demo merchant's other language. */
  vi: { title: string; content: string };
};

/** What the demo merchant shows from its first start: the list, the home line, promotions, agents. */
const demoAnnouncements: DemoAnnouncement[] = [
  {
    type: 'PL',
    audience: 'everyone',
    title: 'Regional lottery results every evening',
    content:
      'The southern, central and northern draws are published after each evening draw.\nWinning tickets are paid to your wallet as soon as the results are in.',
    vi: {
      title: 'Kết quả xổ số ba miền mỗi tối',
      content:
        'Kết quả xổ số miền Nam, miền Trung và miền Bắc được công bố sau mỗi kỳ quay buổi tối.\nVé trúng thưởng được trả vào ví của bạn ngay khi có kết quả.',
    },
  },
  {
    type: 'PL',
    audience: 'everyone',
    title: 'Play responsibly',
    content:
      'Set yourself a budget and take breaks. If playing stops being fun, our customer service is here to help.',
    vi: {
      title: 'Chơi có trách nhiệm',
      content:
        'Hãy tự đặt ra ngân sách và nghỉ ngơi hợp lý. Nếu việc chơi không còn vui nữa, bộ phận chăm sóc khách hàng luôn sẵn sàng hỗ trợ bạn.',
    },
  },
  {
    type: 'B',
    audience: 'everyone',
    title: 'Lucky Reels: every spin can be checked on the verify page',
    content:
      'Each spin of Lucky Reels comes from a committed server seed, your client seed and a nonce. Open the verify page from the game to check any spin.',
    vi: {
      title: 'Lucky Reels: mọi vòng quay đều có thể kiểm tra trên trang kiểm chứng',
      content:
        'Mỗi vòng quay của Lucky Reels được tạo từ hạt giống máy chủ đã cam kết trước, hạt giống người chơi của bạn và một số nonce. Mở trang kiểm chứng ngay trong trò chơi để kiểm tra bất kỳ vòng quay nào.',
    },
  },
  {
    type: 'PR',
    audience: 'everyone',
    title: 'Provably fair slots in the in-house studio',
    content:
      'Lucky Reels publishes the hash of its server seed before you spin and reveals the seed afterwards, so every result can be checked. Find it in the in-house category.',
    vi: {
      title: 'Slot công bằng có thể kiểm chứng trong mục Trò chơi độc quyền',
      content:
        'Lucky Reels công bố mã băm của hạt giống máy chủ trước khi bạn quay và công khai hạt giống sau đó, nhờ vậy mọi kết quả đều có thể kiểm chứng. Bạn có thể tìm thấy trò chơi trong mục Trò chơi độc quyền.',
    },
  },
  {
    type: 'PL',
    audience: 'agents',
    title: 'Register centre and team reports',
    content:
      'Open accounts for your downline from the register centre. Team betting and user profit and loss follow your team’s bets as they settle.',
    vi: {
      title: 'Trung tâm đăng ký và báo cáo đội nhóm',
      content:
        'Mở tài khoản cho tuyến dưới của bạn tại Trung tâm đăng ký. Cược của đội nhóm và Lãi lỗ người dùng cập nhật các cược của đội nhóm bạn ngay khi chúng được quyết toán.',
    },
  },
];

/**
 * Inserts the demo announcements once: a merchant that has any is left as the operator made it.
 * Their Vietnamese texts are added to the demo ones (found by their published title) that lack
 * them, so a data folder seeded before translations existed gets them too.
 */
export async function seedDemoAnnouncements(db: Db, merchantId: string): Promise<void> {
  const any = await db
    .selectFrom('announcement')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .limit(1)
    .executeTakeFirst();
  if (!any)
    await db
      .insertInto('announcement')
      .values(demoAnnouncements.map(({ vi: _vi, ...a }) => ({ ...a, merchant_id: merchantId })))
      .execute();
  const viByTitle = new Map(demoAnnouncements.map((a) => [a.title, a.vi]));
  const demoRows = await repo.idsByTitle(db, merchantId, [...viByTitle.keys()]);
  const texts = demoRows.flatMap((row) => {
    const vi = viByTitle.get(row.title);
    return vi ? [{ announcement_id: row.id, language: 'vi', ...vi }] : [];
  });
  if (texts.length > 0) await repo.insertMissingTexts(db, texts);
}
