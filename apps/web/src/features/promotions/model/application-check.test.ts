import { APPLICATION_REMARK_MAX } from '@portal/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { checkApplication, remarkStatus } from './application-check.ts';

const requestId = '2f1b8c2e-4d7a-4f3e-9c1a-6b5d4e3f2a10';

describe('application fields (spec 5: remark up to 140 characters)', () => {
  it('sends the remark trimmed, and none when it is empty', () => {
    expect(checkApplication('  Deposit of 1 Nov  ', requestId)).toEqual({
      ok: true,
      fields: { requestId, remark: 'Deposit of 1 Nov' },
    });
    expect(checkApplication('   ', requestId)).toEqual({ ok: true, fields: { requestId } });
  });

  it('takes 140 characters and refuses 141, spaces around them not counted', () => {
    const max = 'r'.repeat(APPLICATION_REMARK_MAX);
    expect(checkApplication(` ${max} `, requestId).ok).toBe(true);
    expect(checkApplication(`${max}r`, requestId)).toEqual({
      ok: false,
      problems: { remark: 'remarkTooLong' },
    });
  });

  it('counts what the server keeps', () => {
    expect(remarkStatus('  abc ')).toEqual({ count: 3, over: false });
    expect(remarkStatus('r'.repeat(141))).toEqual({ count: 141, over: true });
  });

  it('fails loudly on a request id that is not a UUID', () => {
    expect(() => checkApplication('ok', 'not-a-uuid')).toThrow();
  });
});
