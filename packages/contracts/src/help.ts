import { z } from 'zod';
import { contentLanguageQuerySchema } from './system.ts';

/**
 * The help centre (spec 2 "/help", "/helpmc" and the help modal; spec 7 "help centre
 * /wps/system/helpCenter"). Each merchant writes its own topics, one text per language; a
 * topic's slug is its address on the page (`/help#term`: the disclaimer, the footer and the
 * banners link to these).
 */

/** A slug: lower-case letters, digits and dashes, starting with a letter. */
export const HELP_SLUG_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;
export const HELP_TITLE_MAX = 120;
export const HELP_TEXT_MAX = 20_000;
/** Where a merchant's topics can go: positions 0 to this, lowest first. */
export const HELP_POSITION_MAX = 10_000;

export const helpSlugSchema = z
  .string()
  .regex(HELP_SLUG_PATTERN, 'A topic slug is lower-case letters, digits and dashes, starting with a letter');

/**
 * `GET /wps/system/helpCenter`: the topics in `language`, or the merchant's default language;
 * `url` names the site's address, as for the other system calls.
 */
export const helpCenterQuerySchema = contentLanguageQuerySchema
  .extend({ url: z.string().max(2048).optional() })
  .strict();
export type HelpCenterQuery = z.infer<typeof helpCenterQuerySchema>;

export const helpTopicSchema = z.object({
  slug: z.string(),
  /** The language this topic's text is in: the one asked for, or the merchant's default when it has none in it. */
  language: z.string(),
  title: z.string(),
  /** Plain text, a paragraph for each line the operator wrote. */
  paragraphs: z.array(z.string()),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

export const helpCenterSchema = z.object({
  /** The language asked for when the merchant offers it, else its default. */
  language: z.string(),
  topics: z.array(helpTopicSchema),
});
export type HelpCenter = z.infer<typeof helpCenterSchema>;

/** The operator's text as the paragraphs the page shows: each line one, blank lines dropped. */
export function helpParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
