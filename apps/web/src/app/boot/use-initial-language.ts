import type { Languages } from '@portal/contracts/system';
import { useEffect, useState } from 'react';
import { applyLanguage } from '../../lib/i18n.ts';
import { pickLanguage } from '../../lib/language.ts';
import { localStore, storageKeys } from '../../lib/storage.ts';

/** Applies the stored or default language once; false until its catalogue is ready, to avoid a flash of English. */
export function useInitialLanguage(languages: Languages): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    const code = pickLanguage(localStore.get(storageKeys.lang), languages);
    // A catalogue that fails to load leaves English on screen rather than blocking the app.
    applyLanguage(code)
      .catch(() => undefined)
      .finally(() => {
        if (active) setReady(true);
      });
    return () => {
      active = false;
    };
  }, [languages]);
  return ready;
}
