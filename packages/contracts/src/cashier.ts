import { z } from 'zod';
import { minorUnitsSchema } from './money.ts';
import { positiveAmountSchema } from './wallet.ts';

/** Proof images: png or jpg, 5 MB at most (spec 5), checked by content. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

export const depositChannelSchema = z.object({
  code: z.string(),
  kind: z.literal('bank_transfer'),
  name: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  minAmount: minorUnitsSchema,
  maxAmount: minorUnitsSchema,
});
export const depositChannelsValueSchema = z.object({ list: z.array(depositChannelSchema) });

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
