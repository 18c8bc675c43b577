import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, saveSession, subscribeSession } from './session.ts';

afterEach(() => sessionStorage.clear());

describe('session storage (spec 3, spec 4 "Logout")', () => {
  it('stores token, isAgent and username and tells subscribers', () => {
    let calls = 0;
    const unsubscribe = subscribeSession(() => {
      calls++;
    });
    saveSession({ token: 'abc', memberType: 2, username: 'demoagent' });
    unsubscribe();
    expect(calls).toBe(1);
    expect(sessionStorage.getItem('token')).toBe('abc');
    expect(sessionStorage.getItem('isAgent')).toBe('2');
    expect(sessionStorage.getItem('username')).toBe('demoagent');
    expect(getSession()).toEqual({ token: 'abc', memberType: 2, username: 'demoagent' });
  });

  it('sign-out clears session storage but keeps the merchant keys', () => {
    saveSession({ token: 'abc', memberType: 0, username: 'player01' });
    sessionStorage.setItem('disclaimerAccept', 'true');
    sessionStorage.setItem('selectedVendor', 'PG');
    sessionStorage.setItem('cache:settings', '{}');
    sessionStorage.setItem('announcementsSeen', '["7"]');
    sessionStorage.setItem('favouriteDraft', 'x');
    clearSession();
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('isAgent')).toBeNull();
    expect(sessionStorage.getItem('username')).toBeNull();
    expect(sessionStorage.getItem('favouriteDraft')).toBeNull();
    expect(sessionStorage.getItem('disclaimerAccept')).toBe('true');
    expect(sessionStorage.getItem('selectedVendor')).toBe('PG');
    expect(sessionStorage.getItem('cache:settings')).toBe('{}');
    // A popup notice shown before signing out is not shown again after it.
    expect(sessionStorage.getItem('announcementsSeen')).toBe('["7"]');
  });
});
