import i18next, { type i18n as I18n } from 'i18next';
import { use } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from '../locales/en.json';
import { documentLanguage, FALLBACK_LANGUAGE } from './language.ts';
import { localStore, storageKeys } from './storage.ts';

type Catalogue = Record<string, unknown>;

// English ships in the entry chunk; every other catalogue is its own lazily loaded chunk.
const lazyCatalogues = import.meta.glob<Catalogue>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});

/**
 * Areas only signed-in members open (the member centre) keep their text in
 * `locales/<area>/<code>.json`: it loads with the area, in the page language and in English,
 * so the start-up bundle does not carry it (see vite-plugins/initial-size.ts).
 */
const areaCatalogues = import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' });
const wantedAreas = new Set<string>();
const areaLoads = new Map<string, Promise<void>>();

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

function loadAreaCatalogue(area: string, code: string): Promise<void> {
  const key = `${area}/${code}`;
  let loading = areaLoads.get(key);
  if (!loading) {
    const load = areaCatalogues[`../locales/${area}/${code}.json`];
    loading = load
      ? load().then((data) => {
          i18n.addResourceBundle(code, 'translation', data, true, true);
        })
      : Promise.resolve();
    // A failed chunk must not stick: the next use asks again.
    loading.catch(() => areaLoads.delete(key));
    areaLoads.set(key, loading);
  }
  return loading;
}

/** An area's text in `code` and in English (the fallback); one promise per pair, for `use`. */
export function loadArea(area: string, code: string = i18n.language): Promise<void> {
  wantedAreas.add(area);
  const key = `${area}/${code}+`;
  let both = areaLoads.get(key);
  if (!both) {
    both = Promise.all([loadAreaCatalogue(area, FALLBACK_LANGUAGE), loadAreaCatalogue(area, code)]).then(
      () => undefined,
    );
    both.catch(() => areaLoads.delete(key));
    areaLoads.set(key, both);
  }
  return both;
}

/** Suspends until the area's text is loaded in the page language; re-checks when it changes. */
export function useAreaText(area: string): void {
  const { i18n: current } = useTranslation();
  use(loadArea(area, current.language));
}

/** Shows the app in `code` without a reload and keeps `<html lang>` truthful. */
export async function applyLanguage(code: string): Promise<void> {
  const hasCatalogue = await ensureCatalogue(code);
  // Areas already open switch language together with the rest; English covers a failed load.
  await Promise.all([...wantedAreas].map((area) => loadArea(area, code).catch(() => undefined)));
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
