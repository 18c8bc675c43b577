import { z } from 'zod';

/**
 * The chat room (spec 2 side menu "a chat room window"; spec 4 "Chat": only for a logged-in
 * account that is not a trial one, only when CBS3 is on, closes on logout; routing: club rank
 * above 4 goes to VIP service, otherwise live chat; spec 7 chat unread `unReadCount`; spec 9 chat
 * header colour #6142bf). A member's conversation with the merchant's customer service: the
 * member writes from the chat window, the service answers (the operator's `npm run ops -- chat`),
 * and the answer arrives live over the WebSocket.
 */
export const CHAT_HEADER_COLOUR = '#6142bf';
export const CHAT_TEXT_MAX = 1000;
export const CHAT_PAGE_SIZE = 30;

export const chatSenderSchema = z.enum(['member', 'service']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  sender: chatSenderSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Which desk answers: VIP service for club ranks above 4, live chat otherwise (spec 4). */
export const chatDeskSchema = z.enum(['vip', 'live']);
export type ChatDesk = z.infer<typeof chatDeskSchema>;

/**
 * `GET /wps/chat/messages`: the conversation, oldest first; `before` pages back from a
 * message id. `unread` counts the service's messages the member has not seen.
 */
export const chatMessagesQuerySchema = z
  .object({
    before: z
      .string()
      .regex(/^\d{1,18}$/)
      .optional(),
  })
  .strict();
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

export const chatMessagesValueSchema = z.object({
  desk: chatDeskSchema,
  messages: z.array(chatMessageSchema),
  /** True when older messages exist before the first one here. */
  more: z.boolean(),
  unread: z.number().int().nonnegative(),
});
export type ChatMessagesValue = z.infer<typeof chatMessagesValueSchema>;

/** `POST /wps/chat/messages`: the same requestId again answers the same message. */
export const chatSendBodySchema = z
  .object({
    text: z.string().trim().min(1).max(CHAT_TEXT_MAX),
    requestId: z.uuid(),
  })
  .strict();
export type ChatSendBody = z.infer<typeof chatSendBodySchema>;

export const chatSendValueSchema = z.object({ message: chatMessageSchema });

/** `POST /wps/chat/read`: the member has seen everything up to now. */
export const chatReadValueSchema = z.object({ unread: z.literal(0) });

/** `GET /wps/relay/chat/unread` (spec 7 "chat unread"). */
export const chatUnreadValueSchema = z.object({ unReadCount: z.number().int().nonnegative() });

/** The WebSocket event of a new message in the member's conversation (from another tab or the service). */
export const chatEventValueSchema = z.object({
  message: chatMessageSchema,
  unread: z.number().int().nonnegative(),
});
export type ChatEventValue = z.infer<typeof chatEventValueSchema>;
