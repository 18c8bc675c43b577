import { AppError } from '@portal/contracts/errors';
import { HELP_TEXT_MAX, HELP_TITLE_MAX, type HelpCenter, helpParagraphs } from '@portal/contracts/help';
import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import {
  assertOffered,
  merchantLanguages,
  readingLanguage,
  type SettingsById,
} from '../system/content-languages.ts';
import * as repo from './help.repo.ts';

/** Every page of the site links to the help centre; each node keeps a language's topics this long. */
const HELP_CACHE_MS = 30_000;

export type HelpTopicInput = {
  slug: string;
  language: string;
  title: string;
  text: string;
  /** Where the topic goes among the others (lowest first); null keeps its place, or puts a new one last. */
  position: number | null;
};

/**
 * The help centre (spec 7 `/wps/system/helpCenter`): the merchant's topics in the visitor's
 * language. A topic not yet written in that language shows in the merchant's default one, so
 * nothing is missing from the page while translations catch up.
 */
export function createHelpService(deps: { db: Db; clock: Clock; settingsById: SettingsById }) {
  const cache = createTtlCache<string, HelpCenter>(HELP_CACHE_MS, deps.clock);

  async function load(merchantId: string, language: string, fallback: string): Promise<HelpCenter> {
    const lines = await repo.textsIn(deps.db, merchantId, [...new Set([language, fallback])]);
    // Lines come in the topics' order; a topic's text in the language asked for wins.
    const bySlug = new Map<string, repo.HelpTextLine>();
    for (const line of lines) {
      const held = bySlug.get(line.slug);
      if (!held || line.language === language) bySlug.set(line.slug, line);
    }
    return {
      language,
      topics: [...bySlug.values()].map((line) => ({
        slug: line.slug,
        language: line.language,
        title: line.title,
        paragraphs: helpParagraphs(line.body),
      })),
    };
  }

  return {
    /** The topics in `asked` when the merchant offers that language, else in its default one. */
    async centre(merchantId: string, asked: string | undefined): Promise<HelpCenter> {
      const { fallback } = await merchantLanguages(deps.settingsById, merchantId);
      const language = await readingLanguage(deps.settingsById, merchantId, asked);
      return cache.get(`${merchantId}|${language}`, () => load(merchantId, language, fallback));
    },

    /** Writes one language's text of a topic, creating the topic when new. */
    async set(merchantId: string, input: HelpTopicInput): Promise<string> {
      await assertOffered(deps.settingsById, merchantId, input.language);
      const title = input.title.trim();
      const body = helpParagraphs(input.text).join('\n');
      if (!title || title.length > HELP_TITLE_MAX)
        throw new AppError('VALIDATION_FAILED', `A title is 1 to ${HELP_TITLE_MAX} characters`);
      if (!body || body.length > HELP_TEXT_MAX)
        throw new AppError('VALIDATION_FAILED', `A text is 1 to ${HELP_TEXT_MAX} characters`);
      const position = await deps.db.transaction().execute(async (tx) => {
        const topic = await repo.upsertTopic(tx, merchantId, input.slug, input.position);
        await repo.upsertText(tx, {
          topic_id: topic.id,
          language: input.language,
          title,
          body,
          updated_at: deps.clock.now(),
        });
        return topic.position;
      });
      cache.clear();
      return `help topic ${input.slug} (${input.language}) saved at position ${position}`;
    },

    /** Removes one language's text of a topic, or the whole topic when `language` is null. */
    async remove(merchantId: string, slug: string, language: string | null): Promise<string> {
      const removed = await deps.db
        .transaction()
        .execute((tx) => repo.remove(tx, merchantId, slug, language));
      if (!removed)
        throw new AppError('NOT_FOUND', `No help topic ${slug}${language ? ` in ${language}` : ''}`, 404);
      cache.clear();
      return `help topic ${slug}${language ? ` (${language})` : ''} removed`;
    },

    /** Every topic and language, for the operator. */
    list: (merchantId: string) => repo.allTexts(deps.db, merchantId),
  };
}
export type HelpService = ReturnType<typeof createHelpService>;
