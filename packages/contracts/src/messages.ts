import { z } from 'zod';

/**
 * Platform information (spec 2 member centre `messageV2`, spec 3 "Unread messages"): the
 * member's inbox. A notice is written by the operator in the member's language; the other
 * kinds are written by the platform when something happens to the member's money and carry
 * parameters that the web app puts into a translated text.
 */
export const messageKindSchema = z.enum([
  'notice',
  'deposit_approved',
  'deposit_rejected',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_paid',
  // Promotions: the operator issued an application's bonus (`amount`) or rejected it (`note`).
  'promotion_issued',
  'promotion_rejected',
  // A raffle's draw made the member a winner of `amount`, to claim on the promotion's page.
  'raffle_won',
  // The mission leaderboard's week ended with the member in a place with a prize (`amount`, paid).
  'mission_prize',
  // The member reached a VIP club level (`reference`: its name) whose level-up bonus (`amount`) was paid.
  'club_level_bonus',
]);
export type MessageKind = z.infer<typeof messageKindSchema>;

/** What a platform-written message says, beyond its kind. */
export const messageParamsSchema = z.object({
  reference: z.string().optional(),
  /** Minor units of `currency`. */
  amount: z.number().int().optional(),
  currency: z.string().optional(),
  note: z.string().nullable().optional(),
});
export type MessageParams = z.infer<typeof messageParamsSchema>;

export const messageSchema = z.object({
  id: z.string(),
  kind: messageKindSchema,
  /** The operator's words for a notice; null for the platform's kinds. */
  title: z.string().nullable(),
  content: z.string().nullable(),
  params: messageParamsSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const MESSAGES_PAGE_SIZE = 10;

export const messagesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(MESSAGES_PAGE_SIZE),
  })
  .strict();
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const messagesValueSchema = z.object({
  list: z.array(messageSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  unread: z.number().int(),
});
export type MessagesValue = z.infer<typeof messagesValueSchema>;

export const MAX_MARK_READ_IDS = 100;
const messageIdSchema = z.string().regex(/^\d{1,18}$/, 'A message id is a number');

/** Marks some of the member's messages read, or all of them; ids of others' messages are ignored. */
export const markReadBodySchema = z.union([
  z.object({ ids: z.array(messageIdSchema).min(1).max(MAX_MARK_READ_IDS) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadBody = z.infer<typeof markReadBodySchema>;

/** The unread count after a change, so the header follows at once. */
export const unreadValueSchema = z.object({ unread: z.number().int().nonnegative() });

/** `/wps/relay/CSP_unreadCount` (spec 7): the number itself. */
export const unreadCountValueSchema = z.number().int().nonnegative();

/** Hub event: the member's inbox changed; `unread` is null for a broadcast to everyone. */
export const messagesEventValueSchema = z.object({ unread: z.number().int().nonnegative().nullable() });
