import { bannerGroups } from '@portal/contracts/content';
import { languageCodeSchema } from '@portal/contracts/system';
import { z } from 'zod';
import { idSchema, merchantSchema, siteImageSchema } from '../admin/ops-flags.ts';
import type { BannerOps } from './banners.service.ts';

/** The operator's banner commands (`npm run ops -- banner ...`). */

const titleSchema = z.string().trim().min(1, 'A banner needs a title: its text alternative').max(200);
const bannerId = idSchema('A banner');
const base = { kind: z.literal('banner'), merchant: merchantSchema };

const bannerCommandSchema = z.discriminatedUnion('action', [
  z.object({ ...base, action: z.literal('list'), group: z.enum(bannerGroups).nullable() }).strict(),
  z
    .object({
      ...base,
      action: z.literal('translate'),
      id: bannerId,
      language: languageCodeSchema,
      image: siteImageSchema,
      title: titleSchema,
      allGroups: z.boolean({ error: '--all-groups is yes or no' }),
    })
    .strict(),
  z
    .object({
      ...base,
      action: z.literal('untranslate'),
      id: bannerId,
      language: languageCodeSchema,
      allGroups: z.boolean({ error: '--all-groups is yes or no' }),
    })
    .strict(),
]);

export const bannerOpsSchemas = [bannerCommandSchema] as const;
export type BannerOpsCommand = z.infer<typeof bannerCommandSchema>;

export const bannerOpsUsage = `  banner list [--group NAME]                        the banners as published, with their languages
  banner translate ID --language CODE --image URL --title TEXT [--all-groups yes]
                   the artwork (and its text alternative) for visitors reading CODE; with
                   --all-groups, every banner showing the same artwork gets it
  banner untranslate ID --language CODE [--all-groups yes]   back to the artwork as published`;

/** `--all-groups yes|no` (absent: no); another word is left for the schema to refuse. */
const allGroupsOf = (flags: Map<string, string>) => {
  const value = flags.get('all-groups');
  return value === undefined || value === 'no' ? false : value === 'yes' ? true : value;
};

/** `banner ...` words and flags into a command (the schema then checks it), or null. */
export function bannerOpsOf(words: readonly string[], flags: Map<string, string>, merchant: string): unknown {
  const [topic, action, id] = words;
  if (topic !== 'banner') return null;
  if (action === 'list' && words.length === 2)
    return { kind: 'banner', merchant, action, group: flags.get('group') ?? null };
  if (!id || words.length !== 3) return null;
  const language = flags.get('language') ?? '';
  if (action === 'translate')
    return {
      kind: 'banner',
      merchant,
      action,
      id,
      language,
      image: flags.get('image') ?? '',
      title: flags.get('title') ?? '',
      allGroups: allGroupsOf(flags),
    };
  if (action === 'untranslate')
    return { kind: 'banner', merchant, action, id, language, allGroups: allGroupsOf(flags) };
  return null;
}

export function applyBannerCommand(
  banners: BannerOps,
  merchantId: string,
  command: BannerOpsCommand,
): Promise<string> {
  switch (command.action) {
    case 'list':
      return banners.list(merchantId, command.group);
    case 'translate':
      return banners.translate(
        merchantId,
        command.id,
        { language: command.language, imageUrl: command.image, title: command.title },
        command.allGroups,
      );
    case 'untranslate':
      return banners.untranslate(merchantId, command.id, command.language, command.allGroups);
  }
}
