import { z } from 'zod';
import { merchantSchema } from '../admin/ops-flags.ts';
import type { ResponsibleGamingService } from './rg.service.ts';

/** The operator's look at a member's player protection (`npm run ops -- rg show ...`). */

export const rgOpsSchemas = [
  z
    .object({
      kind: z.literal('rg_show'),
      merchant: merchantSchema,
      account: z.string().min(1).max(64),
    })
    .strict(),
] as const;
export type RgOpsCommand = z.infer<(typeof rgOpsSchemas)[number]>;

export const rgOpsUsage =
  "  rg show ACCOUNT   a member's responsible-gaming limits, reality check and exclusions";

/** `rg show ACCOUNT` into a command (the schema then checks it), or null. */
export function rgOpsOf(words: readonly string[], _flags: Map<string, string>, merchant: string): unknown {
  const [topic, action, target] = words;
  if (topic === 'rg' && action === 'show' && target && words.length === 3)
    return { kind: 'rg_show', merchant, account: target };
  return null;
}

export function applyRgCommand(
  rg: Pick<ResponsibleGamingService, 'describe'>,
  merchantId: string,
  command: RgOpsCommand,
): Promise<string> {
  return rg.describe(merchantId, command.account);
}
