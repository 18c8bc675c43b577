import type { SystemStatusValue } from '@portal/contracts/system';
import type { ResponseParser } from '../../../lib/api-client.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Checks the start-up status value without zod. The status call gates the first paint, and
 * zod would add about 26 KB gzipped to it; the server already serialises this value through
 * `systemStatusValueSchema`, so here we check only the shape the boot relies on.
 */
export const statusGuard: ResponseParser<SystemStatusValue> = {
  safeParse(value) {
    if (!isObject(value) || ![0, 1, 2].includes(value.status as number)) return { success: false };
    const { location, info } = value;
    if (!isObject(location) || typeof location.ip !== 'string') return { success: false };
    if (!isObject(info) || !Array.isArray(info.whitelabel) || !Array.isArray(info.resources))
      return { success: false };
    if (!isObject(info.languages) || !Array.isArray(info.languages.list) || !isObject(info.brand))
      return { success: false };
    return { success: true, data: value as SystemStatusValue };
  },
};
