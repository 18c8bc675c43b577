import { CHAT_TEXT_MAX } from '@portal/contracts/chat';
import { AppError } from '@portal/contracts/errors';
import { z } from 'zod';
import { merchantSchema } from '../admin/ops-flags.ts';
import type { ChatService } from './chat.service.ts';

/** The operator's customer service in the chat room (`npm run ops -- chat ...`). */

export const chatOpsSchemas = [
  z
    .object({
      kind: z.literal('chat'),
      merchant: merchantSchema,
      action: z.enum(['list', 'show', 'reply']),
      account: z.string().min(1).max(64).nullable(),
      text: z.string().trim().min(1, 'An answer needs a text').max(CHAT_TEXT_MAX).nullable(),
    })
    .strict(),
] as const;
export type ChatOpsCommand = z.infer<(typeof chatOpsSchemas)[number]>;

export const chatOpsUsage =
  '  chat list | chat show ACCOUNT | chat reply ACCOUNT --text TEXT   customer service in the chat room';

/** `chat ...` words and flags into a command (the schema then checks it), or null. */
export function chatOpsOf(words: readonly string[], flags: Map<string, string>, merchant: string): unknown {
  const [topic, action, target] = words;
  if (topic === 'chat' && action === 'list' && words.length === 2)
    return { kind: 'chat', merchant, action, account: null, text: null };
  if (topic === 'chat' && (action === 'show' || action === 'reply') && target && words.length === 3)
    return {
      kind: 'chat',
      merchant,
      action,
      account: target,
      text: action === 'reply' ? (flags.get('text') ?? '') : null,
    };
  return null;
}

/** `usage` is the whole usage text, which the refusal of a reply without text ends with. */
export async function applyChatCommand(
  chat: Pick<ChatService, 'waiting' | 'show' | 'reply'>,
  merchantId: string,
  command: ChatOpsCommand,
  usage: string,
): Promise<string> {
  if (command.action === 'list') return chat.waiting(merchantId);
  const account = command.account ?? '';
  if (command.action === 'show') return chat.show(merchantId, account);
  if (!command.text) throw new AppError('VALIDATION_FAILED', `An answer needs --text\n${usage}`);
  return chat.reply(merchantId, account, command.text);
}
