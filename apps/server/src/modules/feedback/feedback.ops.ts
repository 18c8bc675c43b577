import { z } from 'zod';
import { idSchema, merchantSchema } from '../admin/ops-flags.ts';
import type { FeedbackService } from './feedback.service.ts';

/** The operator's answers to members' feedback (`npm run ops -- feedback ...`). */

export const feedbackOpsSchemas = [
  z.object({ kind: z.literal('feedback_list'), merchant: merchantSchema, all: z.boolean() }).strict(),
  z
    .object({
      kind: z.literal('feedback_answer'),
      merchant: merchantSchema,
      id: idSchema('A feedback'),
      title: z.string().trim().min(1, 'An answer needs a title').max(200),
      text: z.string().trim().min(1, 'An answer needs a text').max(5000),
    })
    .strict(),
] as const;
export type FeedbackOpsCommand = z.infer<(typeof feedbackOpsSchemas)[number]>;

export const feedbackOpsUsage = `  feedback list [--all yes]                         the newest 50 without an answer (or all)
  feedback answer ID --title TEXT --text TEXT       answer a member's feedback in its platform information`;

/** `feedback ...` words and flags into a command (the schema then checks it), or null. */
export function feedbackOpsOf(
  words: readonly string[],
  flags: Map<string, string>,
  merchant: string,
): unknown {
  const [topic, action, target] = words;
  if (topic === 'feedback' && action === 'list' && words.length === 2)
    return { kind: 'feedback_list', merchant, all: flags.get('all') === 'yes' };
  if (topic === 'feedback' && action === 'answer' && target && words.length === 3)
    return {
      kind: 'feedback_answer',
      merchant,
      id: target,
      title: flags.get('title') ?? '',
      text: flags.get('text') ?? '',
    };
  return null;
}

export async function applyFeedbackCommand(
  feedback: Pick<FeedbackService, 'list' | 'answer'>,
  merchantId: string,
  command: FeedbackOpsCommand,
): Promise<string> {
  if (command.kind === 'feedback_answer') {
    await feedback.answer(merchantId, command.id, { title: command.title, content: command.text });
    return `feedback ${command.id} answered`;
  }
  return formatFeedback(await feedback.list(merchantId, !command.all));
}

/** Each one as a heading line (id, time, category, sender, images, answered) and its text. */
function formatFeedback(rows: Awaited<ReturnType<FeedbackService['list']>>): string {
  if (rows.length === 0) return 'no feedback';
  return rows
    .map((f) => {
      const head = [
        f.id,
        f.created_at.toISOString(),
        f.category,
        f.account ?? 'visitor',
        `${f.images.length} image${f.images.length === 1 ? '' : 's'}`,
        f.answered_at ? 'answered' : 'open',
      ].join('  ');
      return [
        head,
        `  ${f.content.replace(/\n/g, '\n  ')}`,
        ...(f.remark ? [`  remark: ${f.remark}`] : []),
        ...(f.images.length > 0 ? [`  images (under DATA_DIR/feedback): ${f.images.join(' ')}`] : []),
      ].join('\n');
    })
    .join('\n');
}
