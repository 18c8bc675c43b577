import { AppError } from '@portal/contracts/errors';
import type { LoginValue, ResetByPhoneBody } from '@portal/contracts/identity';
import { isWhitelabelOn } from '@portal/contracts/system';
import { checkRule, formatRuleMessage } from '@portal/contracts/validation';
import type { MerchantSettings } from '../system/merchant-settings.ts';
import * as repo from './identity.repo.ts';
import type { IdentityDeps, RequestOrigin } from './identity-deps.ts';
import { assertSiteAllowed, type LoginService, WEAK_PASSWORD } from './login.service.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';
import { newToken, sha256 } from './secrets.ts';
import { phoneTarget } from './verification.service.ts';

const RESET_LINK_MINUTES = 60;

/** Change, forgot-by-email (one-time link) and forgot-by-phone (spec 4, 5). */
export function createPasswordService(deps: IdentityDeps & { login: Pick<LoginService, 'openSession'> }) {
  /** Decrypts and checks a new password against the served password rule. */
  async function newPasswordFrom(
    merchant: MerchantSettings,
    encrypted: string,
    encryptedConfirm: string | undefined,
  ): Promise<string> {
    const password = await deps.cipher.decrypt(encrypted, 'newPassword');
    const failure = checkRule(
      {
        ...(merchant.info.register.rules.password ?? {
          enabled: true,
          required: true,
          minLength: 6,
          maxLength: 20,
          acceptedPattern: '*',
          patternId: 'any',
        }),
        enabled: true,
        required: true,
      },
      password,
    );
    if (failure)
      throw new AppError('VALIDATION_FAILED', `newPassword: ${formatRuleMessage(failure)}`, 400, {
        issues: [{ field: 'newPassword', message: formatRuleMessage(failure) }],
      });
    if (password === WEAK_PASSWORD)
      throw new AppError('VALIDATION_FAILED', 'newPassword: This password is too easy to guess', 400);
    if (
      encryptedConfirm !== undefined &&
      (await deps.cipher.decrypt(encryptedConfirm, 'confirmNewPassword')) !== password
    ) {
      throw new AppError('PASSWORD_MISMATCH', 'Inconsistent twice: the new passwords differ');
    }
    return password;
  }

  async function setPassword(memberId: string, password: string) {
    await repo.updatePassword(deps.db, memberId, await hashPassword(password), deps.clock.now());
    // Every session ends: whoever knew the old password is signed out everywhere.
    await deps.sessions.revokeAll(memberId);
  }

  return {
    async change(
      memberId: string,
      host: string | null,
      body: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
    ) {
      const merchant = await deps.system.settingsFor(host);
      await deps.limiter.consume(`password-change:${memberId}`, { max: 10, windowMs: 15 * 60_000 });
      const member = await repo.findMemberById(deps.db, memberId);
      if (!member) throw new AppError('UNAUTHORIZED', 'Please log in', 401);
      const password = await newPasswordFrom(merchant, body.newPassword, body.confirmNewPassword);
      if (member.password_hash) {
        if (!body.oldPassword)
          throw new AppError('VALIDATION_FAILED', 'oldPassword: Input cannot be empty', 400);
        if (
          !(await verifyPassword(
            member.password_hash,
            await deps.cipher.decrypt(body.oldPassword, 'oldPassword'),
          ))
        ) {
          throw new AppError('WRONG_PASSWORD', 'The current password is not correct');
        }
        if (await verifyPassword(member.password_hash, password))
          throw new AppError(
            'VALIDATION_FAILED',
            'newPassword: Choose a password different from the current one',
            400,
          );
      }
      await setPassword(member.id, password);
    },

    async sendResetLink(body: { username: string; email: string }, origin: RequestOrigin) {
      const merchant = await deps.system.settingsFor(origin.host);
      await deps.limiter.consume(`forgot-email:ip:${origin.ip}`, { max: 10, windowMs: 60 * 60_000 });
      await deps.limiter.consume(`forgot-email:acct:${merchant.id}:${body.username.toLowerCase()}`, {
        max: 3,
        windowMs: 15 * 60_000,
      });
      const member = await repo.findMemberByAccount(deps.db, merchant.id, body.username);
      if (!member?.email || member.email.toLowerCase() !== body.email.trim().toLowerCase()) {
        throw new AppError('USER_NOT_FOUND', 'Username/email does not exist');
      }
      const token = newToken();
      await repo.insertReset(deps.db, {
        token_hash: sha256(token),
        member_id: member.id,
        expires_at: new Date(deps.clock.now().getTime() + RESET_LINK_MINUTES * 60_000),
      });
      const link = `${origin.origin}/?resetToken=${encodeURIComponent(token)}`;
      await deps.mailer.send({
        to: member.email,
        subject: `${merchant.info.brand.name}: reset your password`,
        text: `Hello ${member.account},\n\nUse this link within ${RESET_LINK_MINUTES} minutes to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.\n`,
      });
      return { sent: true as const };
    },

    async resetWithLink(
      body: { token: string; newPassword: string; confirmNewPassword: string },
      host: string | null,
    ) {
      const merchant = await deps.system.settingsFor(host);
      const password = await newPasswordFrom(merchant, body.newPassword, body.confirmNewPassword);
      // Spending the link is the atomic step: a second use finds it already used.
      const used = await repo.useReset(deps.db, sha256(body.token), deps.clock.now());
      if (!used)
        throw new AppError(
          'RESET_LINK_INVALID',
          'This reset link has expired or was already used; ask for a new one',
        );
      await setPassword(used.member_id, password);
    },

    async sendResetSms(body: { countryDialingCode: string; mobileNum: string }, origin: RequestOrigin) {
      const merchant = await deps.system.settingsFor(origin.host);
      await deps.codes.limitPerAddress(origin.ip);
      const member = await repo.findMemberByMobile(
        deps.db,
        merchant.id,
        body.countryDialingCode,
        body.mobileNum,
      );
      if (!member) throw new AppError('USER_NOT_FOUND', 'No account uses this mobile number');
      return deps.codes.sendSms(merchant.id, 'reset', phoneTarget(body.countryDialingCode, body.mobileNum));
    },

    /** Resets by SMS code and logs in on the site asked for (spec 4 "Forgot password"). */
    async resetWithPhone(body: ResetByPhoneBody, origin: RequestOrigin): Promise<LoginValue> {
      const merchant = await deps.system.settingsFor(origin.host);
      if (!isWhitelabelOn(merchant.info.whitelabel, 'MOBILENUMREG3'))
        throw new AppError('FEATURE_DISABLED', 'Reset by mobile is not enabled');
      const password = await newPasswordFrom(merchant, body.newPassword, body.confirmNewPassword);
      const member = await repo.findMemberByMobile(
        deps.db,
        merchant.id,
        body.countryDialingCode,
        body.mobileNum,
      );
      if (!member) throw new AppError('USER_NOT_FOUND', 'No account uses this mobile number');
      // The reset signs in on the site asked for: refuse the wrong one before anything changes.
      assertSiteAllowed(member, body.site);
      await deps.codes.verify(
        merchant.id,
        'reset',
        phoneTarget(body.countryDialingCode, body.mobileNum),
        body.verificationCode,
      );
      await setPassword(member.id, password);
      const fresh = await repo.findMemberById(deps.db, member.id);
      if (!fresh) throw new AppError('USER_NOT_FOUND', 'No account uses this mobile number');
      return deps.login.openSession(fresh, merchant, body.site, origin, 'reset');
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
