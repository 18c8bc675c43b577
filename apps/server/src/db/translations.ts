import { type RawBuilder, sql } from 'kysely';

/** The tables holding operator content in other languages, each keyed by its row and a language. */
type TranslationTable = 'promotion_text' | 'points_reward_text' | 'payment_channel_text' | 'banner_text';

/**
 * For an operator's list: the languages a row is translated into ('th, vi'), null for none. `key`
 * is the translation table's column naming the row, `row` the outer query's reference to its id.
 */
export const translatedInto = (
  table: TranslationTable,
  key: string,
  row: string,
): RawBuilder<string | null> =>
  sql<
    string | null
  >`(select string_agg(t.language, ', ' order by t.language) from ${sql.table(table)} t where ${sql.ref(`t.${key}`)} = ${sql.ref(row)})`;
