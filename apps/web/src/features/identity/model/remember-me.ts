import { deleteCookie, readCookie, writeCookie } from '../../../lib/cookies.ts';

/** Remember-me cookies last 1 day (spec 3, spec 9). */
export const REMEMBER_SECONDS = 86_400;

/**
 * What "Remember me" keeps: the last username, and for SMS login the number. The password is
 * deliberately never written to a cookie: cookies are readable by any script on the page and
 * travel with every request, so a stored password would outlive the session it was typed for.
 */
export type Remembered = {
  username: string | null;
  countryDialingCode: string | null;
  mobileNum: string | null;
};

const COOKIES = {
  username: 'rememberUsername',
  countryDialingCode: 'rememberCountryCode',
  mobileNum: 'rememberMobile',
} as const;

export function readRemembered(): Remembered {
  return {
    username: readCookie(COOKIES.username),
    countryDialingCode: readCookie(COOKIES.countryDialingCode),
    mobileNum: readCookie(COOKIES.mobileNum),
  };
}

export const hasRemembered = (value: Remembered) => Boolean(value.username || value.mobileNum);

/** After a successful login: keep the given values for a day, or forget everything when unchecked. */
export function applyRememberMe(
  remember: boolean,
  values: { username?: string } | { countryDialingCode: string; mobileNum: string },
): void {
  if (!remember) {
    for (const name of Object.values(COOKIES)) deleteCookie(name);
    return;
  }
  if ('username' in values && values.username)
    writeCookie(COOKIES.username, values.username, REMEMBER_SECONDS);
  if ('mobileNum' in values) {
    writeCookie(COOKIES.countryDialingCode, values.countryDialingCode, REMEMBER_SECONDS);
    writeCookie(COOKIES.mobileNum, values.mobileNum, REMEMBER_SECONDS);
  }
}
