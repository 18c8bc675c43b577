import { z } from 'zod';
import { merchantSchema } from '../admin/ops-flags.ts';
import type { MessagesService } from './messages.service.ts';

/** The operator's notices to members (`npm run ops -- message ...`). */

export const messageOpsSchemas = [
  z
    .object({
      kind: z.literal('message'),
      merchant: merchantSchema,
      /** An account name, or null for every member of the merchant. */
      account: z.string().min(1).max(64).nullable(),
      title: z.string().trim().min(1, 'A message needs a title').max(200),
      text: z.string().trim().min(1, 'A message needs a text').max(5000),
    })
    .strict(),
] as const;
export type MessageOpsCommand = z.infer<(typeof messageOpsSchemas)[number]>;

export const messageOpsUsage = `  message send ACCOUNT --title TEXT --text TEXT     a notice in one member's platform information
  message broadcast --title TEXT --text TEXT        the same notice to every member`;

/** `message ...` words and flags into a command (the schema then checks it), or null. */
export function messageOpsOf(
  words: readonly string[],
  flags: Map<string, string>,
  merchant: string,
): unknown {
  const [topic, action, target] = words;
  if (
    topic === 'message' &&
    ((action === 'send' && target && words.length === 3) || (action === 'broadcast' && words.length === 2))
  )
    return {
      kind: 'message',
      merchant,
      account: action === 'send' ? target : null,
      title: flags.get('title') ?? '',
      text: flags.get('text') ?? '',
    };
  return null;
}

export async function applyMessageCommand(
  messages: Pick<MessagesService, 'sendNotice' | 'broadcastNotice'>,
  merchantId: string,
  command: MessageOpsCommand,
): Promise<string> {
  const notice = { title: command.title, content: command.text };
  if (command.account === null) {
    const count = await messages.broadcastNotice(merchantId, notice);
    return `notice sent to ${count} members`;
  }
  const id = await messages.sendNotice(merchantId, command.account, notice);
  return `notice ${id} sent to ${command.account}`;
}
