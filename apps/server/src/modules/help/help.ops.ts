import { AppError } from '@portal/contracts/errors';
import { HELP_POSITION_MAX, HELP_TEXT_MAX, HELP_TITLE_MAX, helpSlugSchema } from '@portal/contracts/help';
import { languageCodeSchema } from '@portal/contracts/system';
import { z } from 'zod';
import type { HelpService } from './help.service.ts';

/** The operator's help-centre commands (`npm run ops -- help ...`). */

export const helpOpsSchema = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('set'),
      slug: helpSlugSchema,
      language: languageCodeSchema,
      title: z.string().trim().min(1, 'A topic needs --title').max(HELP_TITLE_MAX),
      text: z.string().trim().min(1, 'A topic needs --text').max(HELP_TEXT_MAX),
      position: z.number().int().min(0).max(HELP_POSITION_MAX).nullable(),
    })
    .strict(),
  z
    .object({ action: z.literal('remove'), slug: helpSlugSchema, language: languageCodeSchema.nullable() })
    .strict(),
  z.object({ action: z.literal('list') }).strict(),
]);
export type HelpOpsCommand = z.infer<typeof helpOpsSchema>;

export const helpOpsUsage = `  help list                                         the help centre's topics, a line per language
  help set SLUG --language CODE --title TEXT --text TEXT [--position N]
                   a topic's text in one language, each line a paragraph; the page shows it at
                   /help#SLUG, in the merchant's default language where it has none in the visitor's
  help remove SLUG [--language CODE]                one language's text, or the whole topic`;

/** `help ...` words and flags into a command (the schema then checks it), or null when they are not one. */
export function helpOpsOf(words: readonly string[], flags: Map<string, string>): unknown {
  const [action, slug] = words;
  if (action === 'list' && words.length === 1) return { action };
  if (action === 'set' && slug && words.length === 2) {
    const position = flags.get('position');
    if (position !== undefined && !/^\d{1,5}$/.test(position))
      throw new AppError('VALIDATION_FAILED', '--position is a whole number');
    return {
      action,
      slug,
      language: flags.get('language') ?? '',
      title: flags.get('title') ?? '',
      text: flags.get('text') ?? '',
      position: position === undefined ? null : Number(position),
    };
  }
  if (action === 'remove' && slug && words.length === 2)
    return { action, slug, language: flags.get('language') ?? null };
  return null;
}

export async function applyHelpCommand(
  help: Pick<HelpService, 'set' | 'remove' | 'list'>,
  merchantId: string,
  command: HelpOpsCommand,
): Promise<string> {
  switch (command.action) {
    case 'set':
      return help.set(merchantId, command);
    case 'remove':
      return help.remove(merchantId, command.slug, command.language);
    case 'list': {
      const lines = await help.list(merchantId);
      return lines.length === 0
        ? 'no help topics'
        : lines
            .map(
              (l) => `${l.position}  ${l.slug}  ${l.language}  "${l.title}"  ${l.updated_at.toISOString()}`,
            )
            .join('\n');
    }
  }
}
