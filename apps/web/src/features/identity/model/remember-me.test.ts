import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie } from '../../../lib/cookies.ts';
import { applyRememberMe, hasRemembered, REMEMBER_SECONDS, readRemembered } from './remember-me.ts';

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
};

afterEach(clearCookies);

describe('remember me (spec 3: cookies for 1 day)', () => {
  it('keeps the last username for one day, and never the password', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    applyRememberMe(true, { username: 'player01' });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('rememberUsername=player01');
    expect(writes[0]).toContain(`max-age=${REMEMBER_SECONDS}`);
    expect(REMEMBER_SECONDS).toBe(24 * 60 * 60);
    expect(writes.join()).not.toMatch(/password/i);
  });

  it('reads back what it stored, SMS number included', () => {
    applyRememberMe(true, { username: 'player01' });
    applyRememberMe(true, { countryDialingCode: '84', mobileNum: '912345678' });
    expect(readRemembered()).toEqual({
      username: 'player01',
      countryDialingCode: '84',
      mobileNum: '912345678',
    });
    expect(hasRemembered(readRemembered())).toBe(true);
  });

  it('forgets everything when unchecked', () => {
    applyRememberMe(true, { username: 'player01' });
    applyRememberMe(true, { countryDialingCode: '84', mobileNum: '912345678' });
    applyRememberMe(false, { username: 'player01' });
    expect(readRemembered()).toEqual({ username: null, countryDialingCode: null, mobileNum: null });
    expect(hasRemembered(readRemembered())).toBe(false);
  });
});
