import { AppError } from '@portal/contracts/errors';
import { type LoginValue, MemberType, type RegisterBody } from '@portal/contracts/identity';
import { type RuleField, ruleFields } from '@portal/contracts/rules';
import { isWhitelabelOn } from '@portal/contracts/system';
import { ageOn, checkRule, formatRuleMessage } from '@portal/contracts/validation';
import type { Insertable } from 'kysely';
import type { MemberRow, MemberTable } from '../../db/schema.ts';
import type { MerchantSettings } from '../system/merchant-settings.ts';
import * as repo from './identity.repo.ts';
import type { IdentityDeps, RequestOrigin } from './identity-deps.ts';
import type { LoginService } from './login.service.ts';
import { hashPassword } from './password-hasher.ts';
import { phoneTarget } from './verification.service.ts';
import { payWelcomeBonus } from './welcome-bonus.ts';

export type RegisterMethod = 'username' | 'mobile';

/** An account an agent opens under itself (agent centre, register centre). */
export type DownlineAccount = {
  uplineId: string;
  type: number;
  username: string;
  /** Both passwords as sent: RSA-OAEP encrypted. */
  password: string;
  confirmPassword: string;
  nickname?: string | undefined;
};

/** Only the username and the password are asked when an agent opens an account. */
const notAskedOfDownlines = ruleFields.filter((f) => f !== 'username' && f !== 'password');

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, 400, { issues: [{ field, message }] });

/** Registration by username or mobile (spec 4 "Registration flow"); the server's rules are authoritative. */
export function createRegistrationService(deps: IdentityDeps & { login: Pick<LoginService, 'openSession'> }) {
  function validateFields(
    merchant: MerchantSettings,
    values: Partial<Record<RuleField, string | undefined>>,
    required: RuleField[],
    notApplicable: readonly RuleField[],
  ) {
    const rules = merchant.info.register.rules;
    const issues: { field: string; message: string }[] = [];
    for (const [field, rule] of Object.entries(rules) as [
      RuleField,
      NonNullable<(typeof rules)[RuleField]>,
    ][]) {
      if (field === 'captcha' || notApplicable.includes(field)) continue;
      const value = values[field];
      const effective = required.includes(field) ? { ...rule, enabled: true, required: true } : rule;
      const failure = checkRule(effective, value);
      if (failure) issues.push({ field, message: formatRuleMessage(failure) });
    }
    const first = issues[0];
    if (first) throw new AppError('VALIDATION_FAILED', `${first.field}: ${first.message}`, 400, { issues });
  }

  /**
   * Writes the new account, stamped with the service clock. `knownIp` is the address the
   * member registered from (none when someone else opened the account); `welcomeFrom`, the
   * merchant whose welcome bonus a visitor's own registration earns.
   */
  async function insertAccount(
    values: Omit<Insertable<MemberTable>, 'created_at'>,
    knownIp: string | null,
    welcomeFrom: MerchantSettings | null = null,
  ): Promise<MemberRow> {
    const now = deps.clock.now();
    return deps.db.transaction().execute(async (tx) => {
      const member = await repo.insertMember(tx, { ...values, created_at: now });
      // A concurrent registration took the name or number between our check and the insert.
      if (!member)
        throw new AppError('USERNAME_TAKEN', 'This username or mobile number is already registered');
      if (knownIp) await repo.addKnownIp(tx, member.id, knownIp);
      if (welcomeFrom && knownIp) await payWelcomeBonus(tx, member, welcomeFrom, knownIp, now);
      return member;
    });
  }

  return {
    /** Sends a registration code to a number of the right length that no account uses yet. */
    async sendRegistrationCode(
      body: { countryDialingCode: string; mobileNum: string },
      origin: RequestOrigin,
    ) {
      const merchant = await deps.system.settingsFor(origin.host);
      await deps.codes.limitPerAddress(origin.ip);
      const length = merchant.info.register.phoneLengths[body.countryDialingCode];
      if (length && body.mobileNum.length !== length)
        throw fieldError('mobileNum', `Enter a valid mobile number (${length} digits)`);
      if (await repo.findMemberByMobile(deps.db, merchant.id, body.countryDialingCode, body.mobileNum)) {
        throw new AppError('MOBILE_TAKEN', 'This mobile number is already registered');
      }
      return deps.codes.sendSms(
        merchant.id,
        'register',
        phoneTarget(body.countryDialingCode, body.mobileNum),
      );
    },

    async register(method: RegisterMethod, body: RegisterBody, origin: RequestOrigin): Promise<LoginValue> {
      const merchant = await deps.system.settingsFor(origin.host);
      const flags = merchant.info.whitelabel;
      const options = merchant.info.register;
      const flag = method === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3';
      if (!isWhitelabelOn(flags, flag))
        throw new AppError(
          'FEATURE_DISABLED',
          'This way of registering is not enabled; please contact customer service',
        );
      await deps.limiter.consume(
        `register:ip:${origin.ip}`,
        { max: 10, windowMs: 60 * 60_000 },
        'Too many registrations from this address; please try later',
      );

      if (options.captchaEnabled && options.captchaRequired)
        await deps.captcha.check(body.captchaId, body.captcha);

      const withPassword = method === 'username' || isWhitelabelOn(flags, 'MOBILENUMPASSREG3');
      const password =
        withPassword && body.password ? await deps.cipher.decrypt(body.password, 'password') : undefined;
      const confirm =
        withPassword && body.confirmPassword
          ? await deps.cipher.decrypt(body.confirmPassword, 'confirmPassword')
          : undefined;
      const paymentPassword = body.paymentPassword
        ? await deps.cipher.decrypt(body.paymentPassword, 'paymentPassword')
        : undefined;
      const dialingCode = body.countryDialingCode ?? options.defaultCountryDialingCode;
      const username =
        method === 'username'
          ? body.username
          : body.username || (body.mobileNum ? `m${dialingCode}${body.mobileNum}` : undefined);

      const required: RuleField[] =
        method === 'username'
          ? ['username', 'password']
          : withPassword
            ? ['mobileNum', 'password']
            : ['mobileNum'];
      validateFields(
        merchant,
        {
          username: method === 'username' ? username : undefined,
          password,
          payeeName: body.payeeName,
          paymentPassword,
          qqNum: body.qqNum,
          line: body.line,
          whatsapp: body.whatsapp,
          zalo: body.zalo,
          facebook: body.facebook,
          wechat: body.wechat,
          idNumber: body.idNumber,
          email: body.email,
          mobileNum: body.mobileNum,
          affiliateCode: body.affiliateCode,
        },
        required,
        // A mobile registration may leave out the username (it is made from the number) and,
        // without MOBILENUMPASSREG3, the password fields.
        [
          ...(method === 'mobile' && !body.username ? (['username'] as const) : []),
          ...(withPassword ? [] : (['password'] as const)),
        ],
      );
      if (withPassword && password !== confirm)
        throw fieldError('confirmPassword', 'Confirmation incorrect: the two passwords differ');
      if (body.mobileNum) {
        const length = options.phoneLengths[dialingCode];
        if (length && body.mobileNum.length !== length)
          throw fieldError('mobileNum', `Enter a valid mobile number (${length} digits)`);
      }
      if (options.birthdayRequired || body.birthday) {
        const age = body.birthday ? ageOn(body.birthday, deps.clock.now()) : null;
        if (age === null) throw fieldError('birthday', 'Enter your birthday as yyyy-MM-dd');
        if (age < options.minAge)
          throw new AppError(
            'AGE_RESTRICTED',
            `You must be at least ${options.minAge} years old to register`,
          );
      }

      const needsSms = method === 'mobile' || options.smsVerificationForUsername;
      if (needsSms) {
        if (!body.mobileNum) throw fieldError('mobileNum', 'Input cannot be empty');
        if (!body.verificationCode)
          throw fieldError('verificationCode', 'Please enter the verification code');
      }

      let uplineId: string | null = null;
      if (body.affiliateCode) {
        const upline = await repo.findAgentByAffiliateCode(deps.db, merchant.id, body.affiliateCode);
        if (!upline) throw new AppError('INVITATION_CODE_ERROR', 'Invalid invitation code');
        uplineId = upline.id;
      }
      // A referral code comes from the invitation link, not from the visitor: one that matches no
      // member is kept as given (as before) but links the account to nobody, rather than refusing.
      const referrer = body.referralCode
        ? await repo.findMemberByInviteCode(deps.db, merchant.id, body.referralCode)
        : undefined;
      if (username && (await repo.findMemberByAccount(deps.db, merchant.id, username))) {
        throw new AppError('USERNAME_TAKEN', 'This username is already taken');
      }
      if (
        body.mobileNum &&
        (await repo.findMemberByMobile(deps.db, merchant.id, dialingCode, body.mobileNum))
      ) {
        throw new AppError('MOBILE_TAKEN', 'This mobile number is already registered');
      }
      // The code is spent last, so a refused form does not burn it.
      if (needsSms && body.mobileNum && body.verificationCode) {
        await deps.codes.verify(
          merchant.id,
          'register',
          phoneTarget(dialingCode, body.mobileNum),
          body.verificationCode,
        );
      }

      const contacts = Object.fromEntries(
        (['qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const)
          .filter((k) => body[k])
          .map((k) => [k, body[k] as string]),
      );
      const member = await insertAccount(
        {
          merchant_id: merchant.id,
          account: username ?? '',
          nickname: body.nickname ?? null,
          type: MemberType.Player,
          upline_id: uplineId,
          referral_code: body.referralCode ?? null,
          referred_by: referrer?.id ?? null,
          country_dialing_code: body.mobileNum ? dialingCode : null,
          mobile_num: body.mobileNum ?? null,
          email: body.email?.toLowerCase() ?? null,
          payee_name: body.payeeName ?? null,
          birthday: body.birthday ?? null,
          contacts: JSON.stringify(contacts),
          password_hash: password ? await hashPassword(password) : null,
          payment_password_hash: paymentPassword ? await hashPassword(paymentPassword) : null,
          register_ip: origin.ip,
          register_domain: body.domain ?? origin.host,
        },
        origin.ip,
        merchant,
      );
      if (body.login === false) {
        return {
          token: null,
          firstTimeLogin: true,
          passwordExpired: false,
          mustChangePassword: false,
          member: null,
          twoFactor: null,
        };
      }
      return deps.login.openSession(member, merchant, 'member', origin, 'register');
    },

    /**
     * Opens an account one level under an agent (the agent centre's register centre): the
     * merchant's username and password rules, encrypted passwords, a username no one has. No SMS,
     * captcha, age or terms: the agent is the one acting. The caller decides the type.
     */
    async openDownline(
      merchant: MerchantSettings,
      account: DownlineAccount,
      origin: RequestOrigin,
    ): Promise<MemberRow> {
      const password = await deps.cipher.decrypt(account.password, 'password');
      const confirm = await deps.cipher.decrypt(account.confirmPassword, 'confirmPassword');
      validateFields(
        merchant,
        { username: account.username, password },
        ['username', 'password'],
        notAskedOfDownlines,
      );
      if (password !== confirm)
        throw fieldError('confirmPassword', 'Confirmation incorrect: the two passwords differ');
      if (await repo.findMemberByAccount(deps.db, merchant.id, account.username))
        throw new AppError('USERNAME_TAKEN', 'This username is already taken');
      return insertAccount(
        {
          merchant_id: merchant.id,
          account: account.username,
          nickname: account.nickname || null,
          type: account.type,
          upline_id: account.uplineId,
          password_hash: await hashPassword(password),
          register_ip: origin.ip,
          register_domain: origin.host,
        },
        null,
      );
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
