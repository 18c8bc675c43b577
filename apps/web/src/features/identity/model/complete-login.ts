import type { LoginValue } from '@portal/contracts/identity';
import type { QueryClient } from '@tanstack/react-query';
import { saveSession } from '../../../lib/session.ts';
import { memberInfoQuery } from '../api/get-member-info.ts';
import type { LoginSite } from '../api/login.ts';
import { openAccountDialog } from './account-dialog-store.ts';

export type TwoFactorChallenge = NonNullable<LoginValue['twoFactor']>;
export type LoginOutcome =
  | { kind: 'signedIn' }
  | { kind: 'twoFactor'; challenge: TwoFactorChallenge }
  | { kind: 'mustChangePassword' };

/**
 * What follows a login answer (spec 4 "Login"): the two-factor step, the forced password change
 * (the token then stays in memory until the password is changed), or the stored session.
 */
export function completeLogin(
  value: LoginValue,
  queryClient: QueryClient,
  knownPassword: string | null = null,
  site: LoginSite = 'member',
): LoginOutcome {
  if (value.twoFactor) return { kind: 'twoFactor', challenge: value.twoFactor };
  if (!value.token) throw new Error('The login answer carried no session');
  if (value.mustChangePassword) {
    openAccountDialog({ kind: 'changePassword', forced: { token: value.token, knownPassword, site } });
    return { kind: 'mustChangePassword' };
  }
  saveSession({
    token: value.token,
    memberType: value.member?.type ?? 0,
    username: value.member?.account ?? '',
  });
  if (value.member) queryClient.setQueryData(memberInfoQuery().queryKey, value.member);
  else void queryClient.invalidateQueries({ queryKey: memberInfoQuery().queryKey });
  return { kind: 'signedIn' };
}
