import type { Languages } from '@portal/contracts/system';

/** The catalogue every other language falls back to. */
export const FALLBACK_LANGUAGE = 'en';

/**
 * The language to show: the stored choice when the merchant still offers it, else the
 * merchant's default, else the first offered language.
 */
export function pickLanguage(stored: string | null, languages: Languages): string {
  const offered = languages.list.map((language) => language.code);
  if (stored && offered.includes(stored)) return stored;
  if (offered.includes(languages.default) || offered.length === 0) return languages.default;
  return offered[0] ?? FALLBACK_LANGUAGE;
}

/** What `<html lang>` should say: the chosen code when its catalogue exists, else the fallback shown instead. */
export const documentLanguage = (code: string, hasCatalogue: boolean): string =>
  hasCatalogue ? code : FALLBACK_LANGUAGE;
