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
