import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementAudiences,
  announcementTypes,
} from '@portal/contracts/announcements';
import { z } from 'zod';
import { idSchema, merchantSchema } from '../admin/ops-flags.ts';
import type { AnnouncementsService } from './announcements.service.ts';

/** The operator's announcement commands (`npm run ops -- announcement ...`). */

export const announcementOpsSchemas = [
  z
    .object({
      kind: z.literal('announcement_add'),
      merchant: merchantSchema,
      type: z.enum(announcementTypes, {
        error: `An announcement type is one of: ${announcementTypes.join(', ')}`,
      }),
      audience: z.enum(announcementAudiences, {
        error: `An audience is one of: ${announcementAudiences.join(', ')}`,
      }),
      title: z.string().trim().min(1, 'An announcement needs a title').max(ANNOUNCEMENT_TITLE_MAX),
      text: z.string().trim().min(1, 'An announcement needs a text').max(ANNOUNCEMENT_CONTENT_MAX),
      from: z.iso.datetime({ offset: true }).nullable(),
      until: z.iso.datetime({ offset: true }).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('announcement_end'),
      merchant: merchantSchema,
      id: idSchema('An announcement'),
    })
    .strict(),
  z.object({ kind: z.literal('announcement_list'), merchant: merchantSchema }).strict(),
] as const;
export type AnnouncementOpsCommand = z.infer<(typeof announcementOpsSchemas)[number]>;

export const announcementOpsUsage = `  announcement add --type PL|B|PU|PR --title TEXT --text TEXT [--audience everyone|members|agents]
                   [--from ISO-TIME] [--until ISO-TIME]   PL list, B home line, PU popup, PR promotions
  announcement end ID | announcement list`;

/** `announcement ...` words and flags into a command (the schema then checks it), or null. */
export function announcementOpsOf(
  words: readonly string[],
  flags: Map<string, string>,
  merchant: string,
): unknown {
  const [topic, action, target] = words;
  if (topic !== 'announcement') return null;
  if (action === 'add' && words.length === 2)
    return {
      kind: 'announcement_add',
      merchant,
      type: flags.get('type') ?? '',
      audience: flags.get('audience') ?? 'everyone',
      title: flags.get('title') ?? '',
      text: flags.get('text') ?? '',
      from: flags.get('from') ?? null,
      until: flags.get('until') ?? null,
    };
  if (action === 'end' && target && words.length === 3)
    return { kind: 'announcement_end', merchant, id: target };
  if (action === 'list' && words.length === 2) return { kind: 'announcement_list', merchant };
  return null;
}

export async function applyAnnouncementCommand(
  announcements: Pick<AnnouncementsService, 'publish' | 'end' | 'current'>,
  merchantId: string,
  command: AnnouncementOpsCommand,
): Promise<string> {
  if (command.kind === 'announcement_add') {
    const id = await announcements.publish(merchantId, {
      type: command.type,
      audience: command.audience,
      title: command.title,
      content: command.text,
      startsAt: command.from ? new Date(command.from) : null,
      endsAt: command.until ? new Date(command.until) : null,
    });
    return `announcement ${id} (${command.type}, ${command.audience}) published`;
  }
  if (command.kind === 'announcement_end') {
    await announcements.end(merchantId, command.id);
    return `announcement ${command.id} ended`;
  }
  const rows = await announcements.current(merchantId);
  if (rows.length === 0) return 'no announcements showing or scheduled';
  const at = (ms: number | null) => (ms === null ? 'open-ended' : new Date(ms).toISOString());
  return rows
    .map((a) => `${a.id}  ${a.type}  ${a.audience}  ${at(a.date)} to ${at(a.endsAt)}  ${a.title}`)
    .join('\n');
}
