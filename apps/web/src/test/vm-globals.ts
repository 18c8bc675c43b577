import { webcrypto } from 'node:crypto';

/**
 * Test files run in jsdom's own context (the `vmForks` pool, vitest.config.ts), whose `crypto`
 * has no `subtle`; the browsers the app supports all have it, and the field encryption needs it.
 */
if (!globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true, writable: true });
