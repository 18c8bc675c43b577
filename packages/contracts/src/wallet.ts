import { z } from 'zod';
import { cashierEventValueSchema } from './cashier.ts';
import { chatEventValueSchema } from './chat.ts';
import { drawResultEventValueSchema } from './lottery.ts';
import { messagesEventValueSchema } from './messages.ts';
import { minorUnitsSchema, positiveAmountSchema } from './money.ts';

/** Wallet balance (spec 3 "Balance"): `sumBalance` in minor units of the merchant currency. */
export const balanceValueSchema = z.object({
  sumBalance: minorUnitsSchema,
  currency: z.string(),
  currencySymbol: z.string(),
  exponent: z.number().int(),
});
export type BalanceValue = z.infer<typeof balanceValueSchema>;

export const consolidatedFundsValueSchema = z.object({
  list: z.array(z.object({ wallet: z.string(), balance: minorUnitsSchema })),
  sumBalance: minorUnitsSchema,
});

/** Seamless (one wallet the games debit directly) or transfer wallets per vendor. */
export const merchantWalletValueSchema = z.object({ isSingle: z.boolean(), wallets: z.array(z.string()) });

/** Events the WebSocket hub sends (DESIGN.md section 6). */
export const hubEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('balance'), value: balanceValueSchema }),
  z.object({ type: z.literal('ready'), value: z.object({ memberId: z.string() }) }),
  z.object({ type: z.literal('draw.result'), value: drawResultEventValueSchema }),
  z.object({ type: z.literal('cashier'), value: cashierEventValueSchema }),
  z.object({ type: z.literal('messages'), value: messagesEventValueSchema }),
  z.object({ type: z.literal('chat'), value: chatEventValueSchema }),
]);
export type HubEvent = z.infer<typeof hubEventSchema>;

/** Transfer from the member's main wallet to their upline, or from an agent to a direct downline. */
export const uplineTransferBodySchema = z
  .object({ amount: positiveAmountSchema, requestId: z.string().uuid() })
  .strict();
export const downlineTransferBodySchema = z
  .object({
    toAccount: z.string().trim().min(1).max(64),
    amount: positiveAmountSchema,
    requestId: z.string().uuid(),
  })
  .strict();
export const transferValueSchema = z.object({
  transferId: z.string(),
  replayed: z.boolean(),
  sumBalance: minorUnitsSchema,
});

/** Main wallet ↔ a vendor's transfer wallet (spec 7 GCS_walletTransfer); only where isSingle is false. */
export const walletTransferBodySchema = z
  .object({
    vendor: z.string().trim().min(1).max(32),
    direction: z.enum(['toVendor', 'toMain']),
    amount: positiveAmountSchema,
    requestId: z.string().uuid(),
  })
  .strict();
export type WalletTransferBody = z.infer<typeof walletTransferBodySchema>;
