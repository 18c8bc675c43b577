import { AppError } from '@portal/contracts/errors';
import { z } from 'zod';
import { merchantSchema } from '../admin/ops-flags.ts';
import type { ReferralService } from './referral.service.ts';

/** The operator's invite-friends switch (`npm run ops -- referral ...`). */

export const referralOpsSchemas = [
  z
    .object({
      kind: z.literal('referral'),
      merchant: merchantSchema,
      enabled: z.boolean(),
      /** Minor units; null keeps what is set. */
      reward: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable(),
      minDeposit: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
    })
    .strict(),
] as const;
export type ReferralOpsCommand = z.infer<(typeof referralOpsSchemas)[number]>;

export const referralOpsUsage = `  referral on [--reward MINOR] [--min-deposit MINOR] | referral off
                   invite friends: the reward per friend whose approved deposit reaches the minimum`;

/** `referral on|off` and its flags into a command (the schema then checks it), or null. */
export function referralOpsOf(
  words: readonly string[],
  flags: Map<string, string>,
  merchant: string,
): unknown {
  const [topic, action] = words;
  if (topic !== 'referral' || (action !== 'on' && action !== 'off') || words.length !== 2) return null;
  const minor = (name: string) => {
    const text = flags.get(name);
    if (text === undefined) return null;
    if (!/^\d{1,15}$/.test(text))
      throw new AppError('VALIDATION_FAILED', `--${name} is an amount in minor units`);
    return Number(text);
  };
  return {
    kind: 'referral',
    merchant,
    enabled: action === 'on',
    reward: minor('reward'),
    minDeposit: minor('min-deposit'),
  };
}

export function applyReferralCommand(
  referral: Pick<ReferralService, 'setSettings'>,
  merchantId: string,
  command: ReferralOpsCommand,
): Promise<string> {
  return referral.setSettings(merchantId, command.enabled, command.reward, command.minDeposit);
}
