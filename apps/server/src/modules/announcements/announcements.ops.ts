import {
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementAudiences,
  announcementTypes,
} from '@portal/contracts/announcements';
import { languageCodeSchema } from '@portal/contracts/system';
import { z } from 'zod';
import { idSchema, merchantSchema } from '../admin/ops-flags.ts';
import type { AnnouncementsService } from './announcements.service.ts';

/** The operator's announcement commands (`npm run ops -- announcement ...`). */

const titleSchema = z.string().trim().min(1, 'An announcement needs a title').max(ANNOUNCEMENT_TITLE_MAX);
const textSchema = z.string().trim().min(1, 'An announcement needs a text').max(ANNOUNCEMENT_CONTENT_MAX);
const announcementIdSchema = idSchema('An announcement');

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
      title: titleSchema,
      text: textSchema,
      from: z.iso.datetime({ offset: true }).nullable(),
      until: z.iso.datetime({ offset: true }).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('announcement_end'),
      merchant: merchantSchema,
      id: announcementIdSchema,
    })
    .strict(),
  z.object({ kind: z.literal('announcement_list'), merchant: merchantSchema }).strict(),
  z
    .object({
      kind: z.literal('announcement_translate'),
      merchant: merchantSchema,
      id: announcementIdSchema,
      language: languageCodeSchema,
      title: titleSchema,
      text: textSchema,
    })
    .strict(),
  z
    .object({
      kind: z.literal('announcement_untranslate'),
      merchant: merchantSchema,
      id: announcementIdSchema,
      language: languageCodeSchema,
    })
    .strict(),
] as const;
export type AnnouncementOpsCommand = z.infer<(typeof announcementOpsSchemas)[number]>;

export const announcementOpsUsage = `  announcement add --type PL|B|PU|PR --title TEXT --text TEXT [--audience everyone|members|agents]
                   [--from ISO-TIME] [--until ISO-TIME]   PL list, B home line, PU popup, PR promotions
  announcement translate ID --language CODE --title TEXT --text TEXT
                   its title and text in another language the merchant offers, for readers of that
                   language; everyone else reads it as published
  announcement untranslate ID --language CODE   readers of that language get it as published again
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
  if (action === 'list' && words.length === 2) return { kind: 'announcement_list', merchant };
  if (!target || words.length !== 3) return null;
  const language = flags.get('language') ?? '';
  if (action === 'end') return { kind: 'announcement_end', merchant, id: target };
  if (action === 'translate')
    return {
      kind: 'announcement_translate',
      merchant,
      id: target,
      language,
      title: flags.get('title') ?? '',
      text: flags.get('text') ?? '',
    };
  if (action === 'untranslate') return { kind: 'announcement_untranslate', merchant, id: target, language };
  return null;
}

/** One line of the operator's list; the languages it is translated into, when any, follow the title. */
function listLine(a: Awaited<ReturnType<AnnouncementsService['current']>>[number]): string {
  const at = (ms: number | null) => (ms === null ? 'open-ended' : new Date(ms).toISOString());
  const translated = a.languages.length > 0 ? `  (translated: ${a.languages.join(', ')})` : '';
  return `${a.id}  ${a.type}  ${a.audience}  ${at(a.date)} to ${at(a.endsAt)}  ${a.title}${translated}`;
}

export async function applyAnnouncementCommand(
  announcements: Pick<AnnouncementsService, 'publish' | 'end' | 'current' | 'translate' | 'untranslate'>,
  merchantId: string,
  command: AnnouncementOpsCommand,
): Promise<string> {
  switch (command.kind) {
    case 'announcement_add': {
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
    case 'announcement_end':
      await announcements.end(merchantId, command.id);
      return `announcement ${command.id} ended`;
    case 'announcement_translate':
      await announcements.translate(merchantId, command.id, {
        language: command.language,
        title: command.title,
        content: command.text,
      });
      return `announcement ${command.id} translated into ${command.language}`;
    case 'announcement_untranslate':
      await announcements.untranslate(merchantId, command.id, command.language);
      return `announcement ${command.id}: translation into ${command.language} removed`;
    case 'announcement_list': {
      const rows = await announcements.current(merchantId);
      return rows.length === 0 ? 'no announcements showing or scheduled' : rows.map(listLine).join('\n');
    }
  }
}
