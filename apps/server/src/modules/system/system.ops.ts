import { AppError } from '@portal/contracts/errors';
import { z } from 'zod';
import { merchantSchema } from '../admin/ops-flags.ts';
import type { SystemService } from './system.service.ts';

/** The operator's merchant settings (`npm run ops -- maintenance|region|ip|register|domain ...`). */

export const systemOpsSchemas = [
  z
    .object({
      kind: z.literal('maintenance'),
      merchant: merchantSchema,
      on: z.boolean(),
      until: z.iso.datetime({ offset: true }).nullable(),
      info: z.string().max(2000).nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('region'),
      merchant: merchantSchema,
      country: z.string(),
      blocked: z.boolean(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('ip'),
      merchant: merchantSchema,
      cidr: z.string().max(64),
      blocked: z.boolean(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('welcome_bonus'),
      merchant: merchantSchema,
      amount: z.number().int().min(0).max(999_999_999_999),
    })
    .strict(),
  z
    .object({
      kind: z.literal('domain_app_download'),
      merchant: merchantSchema,
      domain: z.string().min(1).max(253),
      on: z.boolean(),
    })
    .strict(),
] as const;
export type SystemOpsCommand = z.infer<(typeof systemOpsSchemas)[number]>;

export const systemOpsUsage = `  maintenance on [--until ISO-TIME] [--info TEXT]
  maintenance off
  region block COUNTRY | region unblock COUNTRY
  ip block CIDR | ip unblock CIDR
  register bonus MINOR                              the welcome bonus paid into each account a visitor
                                                    registers (once a day per address); 0 stops it
  domain app-download DOMAIN on|off                 the side menu's app download on one of the
                                                    merchant's domains (on by default)`;

/** A switch's word: true for `yes`, false for `no`, null for anything else (then the usage is shown). */
const onOff = (word: string | undefined, yes: string, no: string) => {
  if (word === yes) return true;
  if (word === no) return false;
  return null;
};

/** `maintenance|region|ip|register|domain ...` words and flags into a command (the schema checks it), or null. */
export function systemOpsOf(words: readonly string[], flags: Map<string, string>, merchant: string): unknown {
  const [topic, action, target] = words;
  if (topic === 'maintenance') {
    const on = onOff(action, 'on', 'off');
    if (on === null) return null;
    return {
      kind: 'maintenance',
      merchant,
      on,
      until: flags.get('until') ?? null,
      info: flags.get('info') ?? null,
    };
  }
  if (topic === 'region' && target) {
    const blocked = onOff(action, 'block', 'unblock');
    return blocked === null ? null : { kind: 'region', merchant, country: target, blocked };
  }
  if (topic === 'register' && action === 'bonus' && target && words.length === 3) {
    if (!/^\d{1,12}$/.test(target))
      throw new AppError(
        'VALIDATION_FAILED',
        'A welcome bonus is a whole number of minor units (0 stops it)',
      );
    return { kind: 'welcome_bonus', merchant, amount: Number(target) };
  }
  if (topic === 'domain' && action === 'app-download' && target && words.length === 4) {
    const on = onOff(words[3], 'on', 'off');
    return on === null ? null : { kind: 'domain_app_download', merchant, domain: target, on };
  }
  if (topic === 'ip' && target) {
    const blocked = onOff(action, 'block', 'unblock');
    return blocked === null ? null : { kind: 'ip', merchant, cidr: target, blocked };
  }
  return null;
}

export async function applySystemCommand(
  system: Pick<
    SystemService,
    'setMaintenance' | 'setCountryBlocked' | 'setIpBlocked' | 'setWelcomeBonus' | 'setDomainAppDownload'
  >,
  command: SystemOpsCommand,
): Promise<string> {
  switch (command.kind) {
    case 'maintenance': {
      const until = command.until ? new Date(command.until) : null;
      await system.setMaintenance(command.merchant, { on: command.on, until, info: command.info });
      return command.on ? `maintenance on${until ? ` until ${until.toISOString()}` : ''}` : 'maintenance off';
    }
    case 'region':
      await system.setCountryBlocked(command.merchant, command.country, command.blocked);
      return `region ${command.country.toUpperCase()} ${command.blocked ? 'blocked' : 'unblocked'}`;
    case 'ip':
      await system.setIpBlocked(command.merchant, command.cidr, command.blocked);
      return `ip ${command.cidr} ${command.blocked ? 'blocked' : 'unblocked'}`;
    case 'welcome_bonus':
      await system.setWelcomeBonus(command.merchant, command.amount);
      return command.amount > 0
        ? `welcome bonus ${command.amount} minor units for each new account (once a day per address)`
        : 'welcome bonus off';
    case 'domain_app_download':
      await system.setDomainAppDownload(command.merchant, command.domain, command.on);
      return `app download ${command.on ? 'offered' : 'left out'} on ${command.domain}`;
  }
}
