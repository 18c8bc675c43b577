import type { GameCategory } from '@portal/contracts/games';
import { sessionStore, storageKeys } from '../../../lib/storage.ts';

type Selection = Partial<Record<GameCategory, string>>;

function read(): Selection {
  const text = sessionStore.get(storageKeys.selectedVendor);
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Selection) : {};
  } catch {
    // An older plain value named an RNG vendor (spec 2: the /rng vendor tab).
    return { RNG: text };
  }
}

/** The vendor tab last chosen in a category's lobby, kept in session storage (spec 2). */
export const selectedVendor = (category: GameCategory): string | null => {
  const value = read()[category];
  return typeof value === 'string' && value ? value : null;
};

/** Remembers (or, with null, forgets) the vendor chosen in a category's lobby. */
export function rememberVendor(category: GameCategory, vassalage: string | null): void {
  const selection = read();
  if (vassalage) selection[category] = vassalage;
  else delete selection[category];
  sessionStore.set(storageKeys.selectedVendor, JSON.stringify(selection));
}
