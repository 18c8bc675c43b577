import type { BankCard, SecuritySummary } from '@portal/contracts/cashier';
import { MAX_BANK_CARDS } from '@portal/contracts/cashier';
import { AppError } from '@portal/contracts/errors';
import { patternSources } from '@portal/contracts/rules';
import { checkRule, formatRuleMessage } from '@portal/contracts/validation';
import type { Db, MemberRow } from '../../db/schema.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashPassword, verifyPassword } from '../identity/password-hasher.ts';
import type { FieldCipher } from '../identity/rsa-keys.ts';
import type { SystemService } from '../system/system.service.ts';
import * as repo from './credentials.repo.ts';

type CardRow = NonNullable<Awaited<ReturnType<typeof repo.findCard>>>;

/** Only the last four digits leave the server. */
export const maskAccountNumber = (n: string) => `**** ${n.slice(-4)}`;
const maskEmail = (e: string) => e.replace(/^(.).*(@.*)$/, '$1***$2');
const maskMobile = (m: string) => `${'*'.repeat(Math.max(0, m.length - 4))}${m.slice(-4)}`;

export const toBankCard = (row: CardRow): BankCard => ({
  id: row.id,
  bankName: row.bank_name,
  accountName: row.account_name,
  accountNumberMasked: maskAccountNumber(row.account_number),
  createdAt: row.created_at.toISOString(),
});

/** Six digits unless the merchant's paymentPassword rule says otherwise. */
const DEFAULT_RULE = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 6,
  acceptedPattern: patternSources.digits,
  patternId: 'digits',
} as const;

/** Wrong payment passwords allowed per member before a pause. */
const PAYMENT_PASSWORD_TRIES = { max: 5, windowMs: 15 * 60_000 };

/**
 * What guards a withdrawal: the payment password (spec 2 securityCenter) and the bank cards
 * money may be paid to.
 */
export function createCredentialsService(deps: {
  db: Db;
  cipher: FieldCipher;
  limiter: RateLimiter;
  system: Pick<SystemService, 'settingsFor'>;
}) {
  async function summary(memberId: string): Promise<SecuritySummary> {
    const member = await repo.findMember(deps.db, memberId);
    if (!member) throw new AppError('UNAUTHORIZED', 'Please log in', 401);
    return {
      account: member.account,
      payeeName: member.payee_name,
      hasPaymentPassword: member.payment_password_hash !== null,
      mobileNum: member.mobile_num ? maskMobile(member.mobile_num) : null,
      email: member.email ? maskEmail(member.email) : null,
      bankCards: (await repo.listCards(deps.db, memberId)).map(toBankCard),
    };
  }

  /** Checks the payment password; throws unless it matches. Limited per member. */
  async function verifyPaymentPassword(memberId: string, encrypted: string): Promise<void> {
    const member = await repo.findMember(deps.db, memberId);
    if (!member) throw new AppError('UNAUTHORIZED', 'Please log in', 401);
    if (!member.payment_password_hash)
      throw new AppError('PAYMENT_PASSWORD_REQUIRED', 'Set a payment password in the security centre first');
    await deps.limiter.consume(
      `payment-password:${memberId}`,
      PAYMENT_PASSWORD_TRIES,
      'Too many wrong payment passwords; please wait 15 minutes',
    );
    const given = await deps.cipher.decrypt(encrypted, 'paymentPassword');
    if (!(await verifyPassword(member.payment_password_hash, given)))
      throw new AppError('WRONG_PAYMENT_PASSWORD', 'The payment password is not correct');
    await deps.limiter.reset(`payment-password:${memberId}`);
  }

  return {
    summary,
    verifyPaymentPassword,

    /** First time: proven with the login password. After that: with the old payment password. */
    async setPaymentPassword(
      member: MemberRow,
      host: string | null,
      body: {
        loginPassword?: string | undefined;
        oldPaymentPassword?: string | undefined;
        paymentPassword: string;
        confirmPaymentPassword: string;
      },
    ): Promise<SecuritySummary> {
      const merchant = await deps.system.settingsFor(host);
      const current = await repo.findMember(deps.db, member.id);
      if (!current) throw new AppError('UNAUTHORIZED', 'Please log in', 401);
      if (current.payment_password_hash) {
        if (!body.oldPaymentPassword)
          throw new AppError('VALIDATION_FAILED', 'oldPaymentPassword: Enter your current payment password');
        await verifyPaymentPassword(member.id, body.oldPaymentPassword);
      } else {
        if (!body.loginPassword)
          throw new AppError('VALIDATION_FAILED', 'loginPassword: Enter your login password');
        await deps.limiter.consume(`payment-password:${member.id}`, PAYMENT_PASSWORD_TRIES);
        const login = await deps.cipher.decrypt(body.loginPassword, 'loginPassword');
        if (!current.password_hash || !(await verifyPassword(current.password_hash, login)))
          throw new AppError('WRONG_PASSWORD', 'The login password is not correct');
        // Only wrong passwords count against the allowance, not a new one that breaks the rule.
        await deps.limiter.reset(`payment-password:${member.id}`);
      }
      const next = await deps.cipher.decrypt(body.paymentPassword, 'paymentPassword');
      const rule = merchant.info.register.rules.paymentPassword ?? DEFAULT_RULE;
      const failure = checkRule({ ...rule, enabled: true, required: true }, next);
      if (failure)
        throw new AppError('VALIDATION_FAILED', `paymentPassword: ${formatRuleMessage(failure)}`, 400, {
          issues: [{ field: 'paymentPassword', message: formatRuleMessage(failure) }],
        });
      if ((await deps.cipher.decrypt(body.confirmPaymentPassword, 'confirmPaymentPassword')) !== next)
        throw new AppError('PASSWORD_MISMATCH', 'Inconsistent twice: the payment passwords differ');
      if (current.password_hash && (await verifyPassword(current.password_hash, next)))
        throw new AppError(
          'VALIDATION_FAILED',
          'paymentPassword: Use a password different from your login password',
        );
      await repo.setPaymentPasswordHash(deps.db, member.id, await hashPassword(next));
      return summary(member.id);
    },

    async cards(member: MemberRow) {
      return { list: (await repo.listCards(deps.db, member.id)).map(toBankCard) };
    },

    /** Binds a card in the payee's name; the name is set by the first card and must match after. */
    async addCard(
      member: MemberRow,
      body: {
        bankName: string;
        accountNumber: string;
        accountName?: string | undefined;
        paymentPassword: string;
      },
    ): Promise<BankCard> {
      await verifyPaymentPassword(member.id, body.paymentPassword);
      const current = await repo.findMember(deps.db, member.id);
      const payee = current?.payee_name ?? null;
      const name = body.accountName ?? payee;
      if (!name) throw new AppError('VALIDATION_FAILED', 'accountName: Enter the account holder name');
      if (payee && name.toLowerCase() !== payee.toLowerCase())
        throw new AppError('VALIDATION_FAILED', 'accountName: Cards must be in your own name, as registered');
      const existing = await repo.listCards(deps.db, member.id);
      if (existing.length >= MAX_BANK_CARDS)
        throw new AppError('BANK_CARD_LIMIT', `You can bind ${MAX_BANK_CARDS} bank cards at most`);
      const card = await deps.db.transaction().execute(async (tx) => {
        await repo.setPayeeNameIfEmpty(tx, member.id, name);
        return repo.insertCard(tx, {
          member_id: member.id,
          bank_name: body.bankName,
          account_name: name,
          account_number: body.accountNumber,
        });
      });
      if (!card) throw new AppError('BANK_CARD_TAKEN', 'This account number is already bound');
      return toBankCard(card);
    },
  };
}
export type CredentialsService = ReturnType<typeof createCredentialsService>;
