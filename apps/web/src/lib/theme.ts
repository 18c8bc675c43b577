import { localStore, storageKeys } from './storage.ts';

export type Theme = 'light' | 'dark';

/** Light on first visit (spec 1); afterwards whatever the visitor chose last. */
export const readStoredTheme = (): Theme => (localStore.get(storageKeys.theme) === 'dark' ? 'dark' : 'light');

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function storeTheme(theme: Theme): void {
  localStore.set(storageKeys.theme, theme);
}
