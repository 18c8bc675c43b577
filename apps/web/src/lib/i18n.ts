import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { documentLanguage, FALLBACK_LANGUAGE } from './language.ts';
import { localStore, storageKeys } from './storage.ts';

type Catalogue = Record<string, unknown>;

// English ships in the entry chunk; every other catalogue is its own lazily loaded chunk.
const lazyCatalogues = import.meta.glob<Catalogue>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [FALLBACK_LANGUAGE]: { translation: en } },
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Loads a catalogue once; resolves false when the language has none (English is shown). */
async function ensureCatalogue(code: string): Promise<boolean> {
  if (i18n.hasResourceBundle(code, 'translation')) return true;
  const load = lazyCatalogues[`../locales/${code}.json`];
  if (!load) return false;
  i18n.addResourceBundle(code, 'translation', await load());
  return true;
}

/** Shows the app in `code` without a reload and keeps `<html lang>` truthful. */
export async function applyLanguage(code: string): Promise<void> {
  const hasCatalogue = await ensureCatalogue(code);
  await i18n.changeLanguage(code);
  document.documentElement.lang = documentLanguage(code, hasCatalogue);
}

/** A choice made by the visitor: remembered as `lang`, the language it replaces as `hisLang`. */
export async function chooseLanguage(code: string): Promise<void> {
  const previous = i18n.language;
  await applyLanguage(code);
  if (previous !== code) localStore.set(storageKeys.hisLang, previous);
  localStore.set(storageKeys.lang, code);
}
