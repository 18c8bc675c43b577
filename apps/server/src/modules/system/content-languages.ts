import { AppError } from '@portal/contracts/errors';
import type { MerchantSettings } from './merchant-settings.ts';

/**
 * Which language operator content is read and written in. The help centre, announcements,
 * promotions and points-mall rewards each keep their text per language; these rules are theirs.
 */

export type SettingsById = (merchantId: string) => Promise<Pick<MerchantSettings, 'info'>>;

/** The codes the merchant offers and its default one. */
export async function merchantLanguages(settingsById: SettingsById, merchantId: string) {
  const { list, default: fallback } = (await settingsById(merchantId)).info.languages;
  return { codes: list.map((l) => l.code), fallback };
}

/** The language a reader gets: the one asked for when the merchant offers it, else its default. */
export async function readingLanguage(
  settingsById: SettingsById,
  merchantId: string,
  asked: string | undefined,
): Promise<string> {
  const { codes, fallback } = await merchantLanguages(settingsById, merchantId);
  return asked && codes.includes(asked) ? asked : fallback;
}

/** Refuses text in a language the merchant does not offer: no visitor could ever read it. */
export async function assertOffered(
  settingsById: SettingsById,
  merchantId: string,
  language: string,
): Promise<void> {
  const { codes } = await merchantLanguages(settingsById, merchantId);
  if (!codes.includes(language))
    throw new AppError(
      'VALIDATION_FAILED',
      `The merchant offers these languages: ${codes.join(', ')}; not ${language}`,
    );
}
