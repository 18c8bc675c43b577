import { AppError } from '@portal/contracts/errors';
import {
  isAgentType,
  type LoginBody,
  type LoginCodeBody,
  type LoginValue,
  MemberType,
  type TwoFactorMethod,
} from '@portal/contracts/identity';
import { isWhitelabelOn } from '@portal/contracts/system';
import type { MemberRow } from '../../db/schema.ts';
import type { MerchantSettings } from '../system/merchant-settings.ts';
import * as repo from './identity.repo.ts';
import type { IdentityDeps, RequestOrigin } from './identity-deps.ts';
import { maskEmail, maskMobile, toMemberInfo } from './member-view.ts';
import { decoy, verifyPassword } from './password-hasher.ts';
import { newToken, sameText, sha256 } from './secrets.ts';
import type { Site } from './session.service.ts';
import { verifyTotp } from './totp.ts';
import { phoneTarget } from './verification.service.ts';

export const WEAK_PASSWORD = '123456';
const LOCK_AFTER_FAILURES = 5;
const LOCK_MINUTES = 15;
const CHALLENGE_MINUTES = 10;
const MAX_CHALLENGE_ATTEMPTS = 5;

type LoginKind = 'password' | 'sms' | 'social' | 'freeplay' | 'register' | 'reset';
/** What the login already learned, so it is not looked up again. */
type LoginFacts = { weakPassword?: boolean; knownIp?: boolean };

/** Agents may not use the member site if they are not players; non-agents may not use the agent site (spec 6). */
export function assertSiteAllowed(member: MemberRow, site: Site): void {
  if (site === 'agent' && !isAgentType(member.type))
    throw new AppError('NOT_AGENT', 'Non-agents cannot log in here');
  if (site === 'member' && member.type === MemberType.Agent)
    throw new AppError('NOT_MEMBER', 'Non-member account unable to login');
}

/**
 * A time-out or self-exclusion in force refuses every way in, once the member has proved who
 * it is (a stranger learns nothing of it), and says until when.
 */
export function assertNotExcluded(member: MemberRow, now: Date): void {
  if (member.excluded_until && member.excluded_until > now)
    throw new AppError(
      'ACCOUNT_EXCLUDED',
      member.excluded_kind === 'self_exclusion'
        ? 'This account is self-excluded'
        : 'This account is taking a break',
      403,
      { kind: member.excluded_kind ?? 'timeout', until: member.excluded_until.toISOString() },
    );
}

export function createLoginService(deps: IdentityDeps) {
  const { db, clock } = deps;

  /** Two-factor options this merchant offers that this member can answer. */
  function twoFactorOptions(merchant: MerchantSettings, member: MemberRow): TwoFactorMethod[] {
    const possible: Record<TwoFactorMethod, boolean> = {
      mobileNum: Boolean(member.mobile_num),
      smsCode: Boolean(member.mobile_num),
      email: Boolean(member.email),
      bankAccountName: Boolean(member.payee_name),
      totp: Boolean(member.totp_secret),
    };
    return (merchant.twoFactorMethods as TwoFactorMethod[]).filter((m) => possible[m]);
  }

  /** Issues the session once every check has passed; records the IP as known. */
  async function openSession(
    member: MemberRow,
    merchant: MerchantSettings,
    site: Site,
    origin: RequestOrigin,
    kind: LoginKind,
    facts: LoginFacts = {},
  ): Promise<LoginValue> {
    // Every way in (password, SMS, reset, social, registration) lands here: no session on a
    // site the account may not use, whichever path asked for it.
    assertSiteAllowed(member, site);
    const now = clock.now();
    assertNotExcluded(member, now);
    // The agent site has no games: the daily time limit counts the member site only.
    const playEndsAt =
      site === 'member' ? await deps.dailyTime.openingEnd(member, merchant.info.brand.timeZone) : null;
    const { token, row } = deps.sessions.draft(member.id, site, origin.ip, origin.userAgent, playEndsAt);
    const { uplineAccount } = await repo.recordLogin(db, {
      memberId: member.id,
      now,
      newIp: facts.knownIp ? null : origin.ip,
      session: row,
      uplineId: member.upline_id,
    });
    const firstTimeLogin = member.first_login_at === null;
    const maxAgeMs = merchant.passwordMaxAgeDays * 86_400_000;
    const passwordExpired =
      Boolean(member.password_hash) &&
      maxAgeMs > 0 &&
      member.password_changed_at.getTime() + maxAgeMs < now.getTime();
    const forcedByExpiry = passwordExpired && isWhitelabelOn(merchant.info.whitelabel, 'PWDEXPFORCECHANGE3');
    // A password the member typed can be weak or expired; SMS and social logins never ask (spec 4).
    // Weakness is judged on the typed text, so a login costs one argon2 verification, not two.
    const mustChangePassword = kind === 'password' && (forcedByExpiry || facts.weakPassword === true);
    return {
      token,
      firstTimeLogin,
      passwordExpired,
      mustChangePassword,
      member: toMemberInfo(member, uplineAccount, merchant.clubLevels),
      twoFactor: null,
    };
  }

  /** A login from an address the account has not used goes through a second factor first. */
  async function finishLogin(
    member: MemberRow,
    merchant: MerchantSettings,
    site: Site,
    origin: RequestOrigin,
    kind: LoginKind,
    facts: LoginFacts = {},
  ): Promise<LoginValue> {
    assertNotExcluded(member, clock.now());
    // A login today's time limit refuses is refused before a second factor is asked for.
    if (site === 'member') await deps.dailyTime.openingEnd(member, merchant.info.brand.timeZone);
    if (kind === 'password' || kind === 'sms') {
      const known = facts.knownIp ?? (await repo.isKnownIp(db, member.id, origin.ip));
      const options = known ? [] : twoFactorOptions(merchant, member);
      if (options.length > 0) {
        const challengeId = newToken();
        await repo.insertChallenge(db, {
          id_hash: sha256(challengeId),
          member_id: member.id,
          site,
          ip: origin.ip,
          options: JSON.stringify(options),
          weak_password: facts.weakPassword === true,
          expires_at: new Date(clock.now().getTime() + CHALLENGE_MINUTES * 60_000),
        });
        return {
          token: null,
          firstTimeLogin: false,
          passwordExpired: false,
          mustChangePassword: false,
          member: null,
          twoFactor: {
            challengeId,
            options,
            maskedMobile: member.mobile_num ? maskMobile(member.mobile_num) : null,
            maskedEmail: member.email ? maskEmail(member.email) : null,
          },
        };
      }
    }
    return openSession(member, merchant, site, origin, kind, facts);
  }

  function assertUsable(member: MemberRow) {
    if (member.status !== 'active')
      throw new AppError('ACCOUNT_DISABLED', 'This account is disabled; please contact customer service');
    const lockedUntil = member.locked_until;
    if (lockedUntil && lockedUntil.getTime() > clock.now().getTime()) {
      const minutes = Math.ceil((lockedUntil.getTime() - clock.now().getTime()) / 60_000);
      throw new AppError(
        'ACCOUNT_LOCKED',
        `Too many failed logins. The account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        403,
        {
          lockedUntil: lockedUntil.toISOString(),
        },
      );
    }
  }

  return {
    finishLogin,
    openSession,

    async loginWithPassword(body: LoginBody, origin: RequestOrigin): Promise<LoginValue> {
      const merchant = await deps.system.settingsFor(origin.host);
      const account = body.username.trim().toLowerCase();
      await deps.limiter.consume(`login:ip:${origin.ip}`, { max: 30, windowMs: 60_000 });
      await deps.limiter.consume(`login:acct:${merchant.id}:${account}`, { max: 10, windowMs: 60_000 });
      const captchaKeys = [`ip:${origin.ip}`, `acct:${merchant.id}:${account}`];
      if (await deps.captcha.isNeeded(captchaKeys)) await deps.captcha.check(body.captchaId, body.captcha);

      const password = await deps.cipher.decrypt(body.password, 'password');
      const found = await repo.findMemberForLogin(db, merchant.id, account, origin.ip);
      if (!found?.password_hash) {
        await verifyPassword(await decoy(), password);
        await deps.captcha.markNeeded(captchaKeys);
        throw new AppError('INVALID_CREDENTIALS', 'Wrong username or password', 401, {
          captchaRequired: true,
        });
      }
      const { known_ip: knownIp, ...member } = found;
      assertUsable(member);
      if (!(await verifyPassword(found.password_hash, password))) {
        const state = await repo.recordFailedLogin(
          db,
          member.id,
          LOCK_AFTER_FAILURES,
          new Date(clock.now().getTime() + LOCK_MINUTES * 60_000),
        );
        await deps.captcha.markNeeded(captchaKeys);
        const left = Math.max(0, LOCK_AFTER_FAILURES - (state?.failed_logins ?? 0));
        if (left === 0) {
          throw new AppError(
            'ACCOUNT_LOCKED',
            `Too many failed logins. The account is locked; try again in ${LOCK_MINUTES} minutes.`,
            403,
            {
              captchaRequired: true,
            },
          );
        }
        throw new AppError(
          'INVALID_CREDENTIALS',
          `Wrong username or password (${left} attempt${left === 1 ? '' : 's'} left)`,
          401,
          {
            captchaRequired: true,
            attemptsLeft: left,
          },
        );
      }
      assertSiteAllowed(member, body.site);
      await deps.captcha.clearNeeded(captchaKeys);
      return finishLogin(member, merchant, body.site, origin, 'password', {
        weakPassword: password === WEAK_PASSWORD,
        knownIp: Boolean(knownIp),
      });
    },

    /** Sends a login code, only to a number an account uses. */
    async sendLoginCode(body: { countryDialingCode: string; mobileNum: string }, origin: RequestOrigin) {
      const merchant = await deps.system.settingsFor(origin.host);
      await deps.codes.limitPerAddress(origin.ip);
      if (!(await repo.findMemberByMobile(db, merchant.id, body.countryDialingCode, body.mobileNum))) {
        throw new AppError('USER_NOT_FOUND', 'No account uses this mobile number');
      }
      return deps.codes.sendSms(merchant.id, 'login', phoneTarget(body.countryDialingCode, body.mobileNum));
    },

    async loginWithCode(body: LoginCodeBody, origin: RequestOrigin): Promise<LoginValue> {
      const merchant = await deps.system.settingsFor(origin.host);
      if (!isWhitelabelOn(merchant.info.whitelabel, 'MOBILEVERCODELOGIN3')) {
        throw new AppError(
          'FEATURE_DISABLED',
          'Login by SMS code is not enabled; please contact customer service',
        );
      }
      await deps.limiter.consume(`login:ip:${origin.ip}`, { max: 30, windowMs: 60_000 });
      const target = phoneTarget(body.countryDialingCode, body.mobileNum);
      await deps.limiter.consume(`login:phone:${merchant.id}:${target}`, { max: 10, windowMs: 60_000 });
      await deps.codes.verify(merchant.id, 'login', target, body.verificationCode);
      const member = await repo.findMemberByMobile(db, merchant.id, body.countryDialingCode, body.mobileNum);
      if (!member) throw new AppError('USER_NOT_FOUND', 'No account uses this mobile number');
      assertUsable(member);
      assertSiteAllowed(member, body.site);
      return finishLogin(member, merchant, body.site, origin, 'sms');
    },

    async loginFreePlay(origin: RequestOrigin): Promise<LoginValue> {
      const merchant = await deps.system.settingsFor(origin.host);
      if (!isWhitelabelOn(merchant.info.whitelabel, 'FREEPLAY3'))
        throw new AppError('FEATURE_DISABLED', 'Free demo play is not enabled');
      await deps.limiter.consume(
        `freeplay:ip:${origin.ip}`,
        { max: 10, windowMs: 60 * 60_000 },
        'Too many demo accounts from this address; please try later',
      );
      const member = await repo.insertMember(db, {
        merchant_id: merchant.id,
        account: `demo${newToken()
          .replace(/[^a-z0-9]/gi, '')
          .slice(0, 10)
          .toLowerCase()}`,
        type: MemberType.Trial,
        register_ip: origin.ip,
        register_domain: origin.host,
      });
      if (!member) throw new AppError('CONFLICT', 'Please try again');
      return openSession(member, merchant, 'member', origin, 'freeplay');
    },

    async sendTwoFactorCode(challengeId: string, method: 'smsCode' | 'email', origin: RequestOrigin) {
      const merchant = await deps.system.settingsFor(origin.host);
      const challenge = await repo.findChallenge(db, sha256(challengeId), clock.now());
      if (!challenge?.options.includes(method))
        throw new AppError('TWO_FACTOR_FAILED', 'This verification step has expired; please log in again');
      const member = await repo.findMemberById(db, challenge.member_id);
      if (!member)
        throw new AppError('TWO_FACTOR_FAILED', 'This verification step has expired; please log in again');
      if (method === 'smsCode' && member.mobile_num && member.country_dialing_code) {
        return deps.codes.sendSms(
          merchant.id,
          'twofactor',
          phoneTarget(member.country_dialing_code, member.mobile_num),
        );
      }
      if (method === 'email' && member.email)
        return deps.codes.sendEmail(merchant.id, 'twofactor', member.email);
      throw new AppError('TWO_FACTOR_FAILED', 'This verification method is not available for the account');
    },

    async verifyTwoFactor(
      body: { challengeId: string; method: TwoFactorMethod; answer: string },
      origin: RequestOrigin,
    ): Promise<LoginValue> {
      const merchant = await deps.system.settingsFor(origin.host);
      const idHash = sha256(body.challengeId);
      const challenge = await repo.findChallenge(db, idHash, clock.now());
      const expired = () =>
        new AppError('TWO_FACTOR_FAILED', 'This verification step has expired; please log in again');
      if (!challenge || challenge.ip !== origin.ip || !challenge.options.includes(body.method))
        throw expired();
      if (challenge.attempts >= MAX_CHALLENGE_ATTEMPTS) throw expired();
      const member = await repo.findMemberById(db, challenge.member_id);
      if (!member) throw expired();
      const ok = await answerMatches(member, body.method, body.answer);
      if (!ok) {
        await repo.countChallengeAttempt(db, idHash);
        throw new AppError('TWO_FACTOR_FAILED', 'The verification answer is not correct');
      }
      if (!(await repo.useChallenge(db, idHash, clock.now()))) throw expired();
      return openSession(member, merchant, challenge.site, origin, 'password', {
        weakPassword: challenge.weak_password,
      });

      async function answerMatches(m: MemberRow, method: TwoFactorMethod, answer: string): Promise<boolean> {
        const text = answer.trim();
        switch (method) {
          case 'mobileNum':
            return Boolean(m.mobile_num) && sameText(text.replace(/\D/g, ''), m.mobile_num ?? '');
          case 'bankAccountName':
            return (
              Boolean(m.payee_name) &&
              sameText(
                text.toLowerCase().replace(/\s+/g, ' '),
                (m.payee_name ?? '').toLowerCase().replace(/\s+/g, ' '),
              )
            );
          case 'totp':
            return Boolean(m.totp_secret) && verifyTotp(m.totp_secret ?? '', text, clock.now());
          case 'smsCode':
          case 'email': {
            const target =
              method === 'smsCode'
                ? phoneTarget(m.country_dialing_code ?? '', m.mobile_num ?? '')
                : (m.email ?? '').toLowerCase();
            try {
              await deps.codes.verify(merchant.id, 'twofactor', target, text);
              return true;
            } catch (error) {
              if (error instanceof AppError) return false;
              throw error;
            }
          }
        }
      }
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
