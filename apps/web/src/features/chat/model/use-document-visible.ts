import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** Whether the page is on screen (not a background tab, not a minimised window). */
export const useDocumentVisible = (): boolean =>
  useSyncExternalStore(subscribe, () => document.visibilityState !== 'hidden');
