import { z } from 'zod';
import { contentLanguageQuerySchema } from './system.ts';

/**
 * Announcements (spec 2 side menu "announcement", the "announcement notice" modal and the agent
 * centre's first page; spec 3 "Announcement/notice"; spec 7 "Notices" and
 * `MCSFE_getListAnnouncements`; spec 9 "announcements 9 per page"). The operator writes them;
 * where one shows is its type:
 * - `PL` the platform's announcement list (the announcement dialog),
 * - `B` the scrolling line under the home banners,
 * - `PU` a popup on arrival and after login, once per browser session,
 * - `PR` the promotions page.
 * Spec 9 also names a type `H` without saying where it shows, so it is not offered.
 */
export const announcementTypes = ['PL', 'B', 'PU', 'PR'] as const;
export const announcementTypeSchema = z.enum(announcementTypes);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;

/** Who may read one: visitors and members alike, logged-in accounts, or agents only. */
export const announcementAudiences = ['everyone', 'members', 'agents'] as const;
export const announcementAudienceSchema = z.enum(announcementAudiences);
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_CONTENT_MAX = 5000;

export const announcementSchema = z.object({
  id: z.string(),
  type: announcementTypeSchema,
  title: z.string(),
  /** Plain text; line breaks are the operator's paragraphs. */
  content: z.string(),
  /** When it was published, epoch milliseconds (spec 3: shown as yyyy-MM-dd hh:mm:ss). */
  date: z.number().int(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** Spec 9: the announcement list shows 9 a page. */
export const ANNOUNCEMENTS_PAGE_SIZE = 9;

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(ANNOUNCEMENTS_PAGE_SIZE),
};

/**
 * The reads below take the `language` the site is shown in: an announcement translated into it
 * reads in it, any other as published.
 */

/** `GET /wps/relay/MCSFE_getListAnnouncements`: one type's list, newest first. */
export const announcementListQuerySchema = contentLanguageQuerySchema
  .extend({ type: z.enum(['PL', 'PR']).default('PL'), ...pageFields })
  .strict();
export type AnnouncementListQuery = z.infer<typeof announcementListQuerySchema>;

/** `GET /wps/agent/announcements`: what the operator wrote for agents, every type. */
export const agentAnnouncementQuerySchema = contentLanguageQuerySchema.extend(pageFields).strict();
export type AgentAnnouncementQuery = z.infer<typeof agentAnnouncementQuerySchema>;

export const announcementPageSchema = z.object({
  list: z.array(announcementSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

/** Each list of `GET /wps/notices` holds at most this many, newest first. */
export const NOTICES_PER_LIST = 10;

/** `GET /wps/notices?language=vi`; other parameters are ignored, as they were before it took any. */
export const noticesQuerySchema = contentLanguageQuerySchema;
export type NoticesQuery = z.infer<typeof noticesQuerySchema>;

/**
 * `GET /wps/notices` (spec 7 "Notices", spec 3 "response holds player, banners, popup and
 * promotion lists"): what the frame shows at once. With a valid session it includes what
 * the operator wrote for members ("announcements after login").
 */
export const noticesValueSchema = z.object({
  player: z.array(announcementSchema),
  banners: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  promotion: z.array(announcementSchema),
});
export type NoticesValue = z.infer<typeof noticesValueSchema>;
