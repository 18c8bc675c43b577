import { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/** Success envelope around a value schema (DESIGN.md section 4). */
export const envelopeOf = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  value: z.unknown().optional(),
  requestId: z.string().optional(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema> & { code: ErrorCode | string };
export type Envelope<T> = { success: true; value: T } | ErrorEnvelope;
