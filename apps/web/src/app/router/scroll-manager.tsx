import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToHashOrTop } from './scroll-to-hash.ts';

/**
 * Scroll restoration of spec 2: to the hash if present, otherwise to the top. It depends on
 * the address only, so navigating to the location already shown does nothing.
 */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search are the triggers, not inputs.
  useEffect(() => scrollToHashOrTop(hash), [pathname, search, hash]);
  return null;
}
