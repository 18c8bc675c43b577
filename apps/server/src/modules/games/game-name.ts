/**
 * A game's name in a language: the catalogue holds English and Vietnamese (`name_en`,
 * `name_vi`); any other language, or a game not yet translated, gets the English name. The lobby
 * and the betting records name a game alike.
 */
export const gameNameIn = (language: string | undefined, names: { en: string; vi: string | null }): string =>
  (language === 'vi' && names.vi) || names.en;
