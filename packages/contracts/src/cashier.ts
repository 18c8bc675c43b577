import { z } from 'zod';
import { encryptedFieldSchema } from './identity.ts';
import { minorUnitsSchema, positiveAmountSchema } from './money.ts';
import { contentLanguageQuerySchema } from './system.ts';

/** Proof images: png or jpg, 5 MB at most (spec 5), checked by content. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

const channelLimits = {
  code: z.string(),
  name: z.string(),
  minAmount: minorUnitsSchema,
  maxAmount: minorUnitsSchema,
};
/** (a) Bank transfer to the merchant's account with a proof image; (b) a payment gateway page. */
export const depositChannelSchema = z.discriminatedUnion('kind', [
  z.object({
    ...channelLimits,
    kind: z.literal('bank_transfer'),
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
  }),
  z.object({ ...channelLimits, kind: z.literal('gateway') }),
]);
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelsValueSchema = z.object({ list: z.array(depositChannelSchema) });
/** `?language=`: each channel's name in the site's language where the operator gave one. */
export const depositChannelsQuerySchema = contentLanguageQuerySchema.strict();

/** The text fields of the multipart deposit form; the proof image is the `proof` file part. */
export const bankDepositFieldsSchema = z
  .object({
    channelCode: z.string().min(1).max(32),
    amount: z.coerce.number().pipe(positiveAmountSchema),
    requestId: z.string().uuid('requestId must be a UUID'),
  })
  .strict();

export const depositStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export const depositSchema = z.object({
  id: z.string(),
  channelCode: z.string(),
  amount: minorUnitsSchema,
  currency: z.string(),
  reference: z.string(),
  status: depositStatusSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;
export const depositListValueSchema = z.object({ list: z.array(depositSchema) });

/** A gateway deposit: the deposit is created pending and the player goes to `redirectUrl`. */
export const gatewayDepositBodySchema = z
  .object({
    channelCode: z.string().min(1).max(32),
    amount: positiveAmountSchema,
    requestId: z.string().uuid(),
  })
  .strict();
export const gatewayDepositValueSchema = z.object({ deposit: depositSchema, redirectUrl: z.string() });

/** The gateway's server-to-server callback, signed with HMAC-SHA256 over the raw body. */
export const gatewayCallbackBodySchema = z
  .object({
    merchantOrderId: z.string().min(1).max(64),
    gatewayTradeId: z.string().min(1).max(64),
    amount: positiveAmountSchema,
    status: z.enum(['success', 'failed']),
  })
  .strict();
export type GatewayCallbackBody = z.infer<typeof gatewayCallbackBodySchema>;
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';

/** Payment password: set once with the login password, changed with the old one (spec 2 securityCenter). */
export const setPaymentPasswordBodySchema = z
  .object({
    loginPassword: encryptedFieldSchema.optional(),
    oldPaymentPassword: encryptedFieldSchema.optional(),
    paymentPassword: encryptedFieldSchema,
    confirmPaymentPassword: encryptedFieldSchema,
  })
  .strict();

export const MAX_BANK_CARDS = 5;
export const bankCardSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Only the last four digits leave the server. */
  accountNumberMasked: z.string(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const addBankCardBodySchema = z
  .object({
    bankName: z.string().trim().min(2, 'Enter the bank name').max(64),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{6,30}$/, 'An account number is 6 to 30 digits'),
    /** Required when the account has no payee name yet; must match it otherwise. */
    accountName: z.string().trim().min(2).max(100).optional(),
    paymentPassword: encryptedFieldSchema,
  })
  .strict();

/** What the security centre shows about the member's account (spec 2 securityCenter). */
export const securitySummarySchema = z.object({
  account: z.string(),
  payeeName: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  bankCards: z.array(bankCardSchema),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;

export const withdrawalStatusSchema = z.enum(['pending', 'approved', 'paid', 'rejected']);
/** The player's answer once paid (spec 4 "Withdrawal confirmation"). */
export const withdrawalConfirmationSchema = z.enum([
  'received',
  'not_received',
  'partially_received',
  'force_received',
]);
export const withdrawalSchema = z.object({
  id: z.string(),
  amount: minorUnitsSchema,
  currency: z.string(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  status: withdrawalStatusSchema,
  confirmation: withdrawalConfirmationSchema.nullable(),
  receivedAmount: minorUnitsSchema.nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** After this time an unanswered paid withdrawal counts as received. */
  forceReceiveAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalListValueSchema = z.object({ list: z.array(withdrawalSchema) });

/**
 * The hub's `cashier` event: a deposit or withdrawal of the member was decided (by the
 * operator, or the gateway's callback) and the decision has committed. Sent once per decision.
 */
export const cashierEventValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('deposit'), id: z.string(), status: depositStatusSchema }),
  z.object({ kind: z.literal('withdrawal'), id: z.string(), status: withdrawalStatusSchema }),
]);
export type CashierEventValue = z.infer<typeof cashierEventValueSchema>;

/**
 * Turnover asked of the member's deposits and bonuses before a withdrawal: what the current run
 * asks, what has been staked toward it, and what is left (0: a withdrawal may be asked for). Also
 * the value of a `TURNOVER_REQUIRED` refusal.
 */
export const turnoverSchema = z.object({
  required: minorUnitsSchema,
  done: minorUnitsSchema,
  outstanding: minorUnitsSchema,
});
export type Turnover = z.infer<typeof turnoverSchema>;

/**
 * The member's withdrawal limits and what it has left today. The largest amount and the daily
 * count are the merchant's, or higher where the member's VIP club level raises them.
 */
export const withdrawalSettingsValueSchema = z.object({
  minAmount: minorUnitsSchema,
  maxAmount: minorUnitsSchema,
  dailyCount: z.number().int().nonnegative(),
  /** The name of the club level whose limits apply; null when they are the merchant's own. */
  raisedBy: z.string().nullable(),
  usedToday: z.number().int().nonnegative(),
  forceReceiveMinutes: z.number().int().positive(),
  withdrawable: minorUnitsSchema,
  turnover: turnoverSchema,
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsValueSchema>;

export const withdrawBodySchema = z
  .object({
    bankCardId: z.string().regex(/^\d{1,18}$/, 'Choose a bank card'),
    amount: positiveAmountSchema,
    paymentPassword: encryptedFieldSchema,
    requestId: z.string().uuid(),
  })
  .strict();

/** Received in full, or partly with the amount that arrived; "not received" is a multipart proof upload. */
export const confirmWithdrawalBodySchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('received') }).strict(),
  z.object({ outcome: z.literal('partially_received'), receivedAmount: positiveAmountSchema }).strict(),
]);
