import { z } from 'zod';
import { merchantSchema, percentToBp } from '../admin/ops-flags.ts';
import type { RebateService } from './rebate.service.ts';

/** The operator's rebate rate (`npm run ops -- rebate ...`). */

export const rebateOpsSchemas = [
  z
    .object({
      kind: z.literal('rebate_rate'),
      merchant: merchantSchema,
      product: z.enum(['game', 'lottery'], { error: 'A product is game or lottery' }),
      /** Percent with at most two decimals, 0 to 3. */
      percent: z
        .string()
        .regex(/^\d{1,2}(\.\d{1,2})?$/, 'A rate is a percent such as 0.8')
        .refine((text) => Number(text) <= 3, 'A rate is at most 3%'),
    })
    .strict(),
] as const;
export type RebateOpsCommand = z.infer<(typeof rebateOpsSchemas)[number]>;

export const rebateOpsUsage =
  "  rebate rate game|lottery PERCENT                  the manual rebate's rate, e.g. 0.8 (0 stops it)";

/** `rebate rate PRODUCT PERCENT` into a command (the schema then checks it), or null. */
export function rebateOpsOf(
  words: readonly string[],
  _flags: Map<string, string>,
  merchant: string,
): unknown {
  const [topic, action, target] = words;
  if (topic === 'rebate' && action === 'rate' && target && words[3] && words.length === 4)
    return { kind: 'rebate_rate', merchant, product: target, percent: words[3] };
  return null;
}

export async function applyRebateCommand(
  rebate: Pick<RebateService, 'setRate'>,
  merchantId: string,
  command: RebateOpsCommand,
): Promise<string> {
  await rebate.setRate(merchantId, command.product, percentToBp(command.percent));
  return `rebate rate for ${command.product}: ${command.percent}%`;
}
