import { describe, expect, it } from 'vitest';
import { statusGuard } from './status-guard.ts';

const valid = {
  status: 0,
  maintenance: null,
  regionRestriction: false,
  location: { ip: '1.2.3.4', country: null },
  info: { whitelabel: [], resources: [], languages: { list: [], default: 'en' }, brand: { name: 'X' } },
};

describe('statusGuard', () => {
  it('accepts the shape the boot relies on', () => {
    expect(statusGuard.safeParse(valid)).toEqual({ success: true, data: valid });
  });

  it('refuses unknown statuses and missing parts', () => {
    for (const bad of [
      null,
      {},
      { ...valid, status: 3 },
      { ...valid, location: {} },
      { ...valid, info: { ...valid.info, languages: null } },
    ]) {
      expect(statusGuard.safeParse(bad).success).toBe(false);
    }
  });
});
