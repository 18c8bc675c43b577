import {
  CONTRACT_MAX_RATE_BP,
  checkContractTiers,
  contractKindSchema,
  contractPeriodSchema,
  contractTiersSchema,
} from '@portal/contracts/agent-contracts';
import { AppError } from '@portal/contracts/errors';
import { z } from 'zod';
import { merchantSchema, percentToBp } from '../admin/ops-flags.ts';
import type { SystemService } from '../system/system.service.ts';
import type { AgentContractsOps } from './agent-contracts.service.ts';
import type { ContractSettlement } from './contract-settlement.ts';

/** The operator's agent contract commands (`npm run ops -- contract ...`). */

export const contractOpsSchemas = [
  z
    .object({
      kind: z.literal('contract_setting'),
      merchant: merchantSchema,
      contract: contractKindSchema,
      enabled: z.boolean(),
      period: contractPeriodSchema.nullable(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('contract_set'),
      merchant: merchantSchema,
      account: z.string().min(1).max(64),
      contract: contractKindSchema,
      tiers: contractTiersSchema,
    })
    .strict()
    .superRefine((c, ctx) => {
      checkContractTiers(c.contract, c.tiers, ctx, ['tiers']);
      const max = CONTRACT_MAX_RATE_BP[c.contract];
      if (c.tiers.some((t) => t.rateBp > max || (t.lossRateBp ?? 0) > max))
        ctx.addIssue({
          code: 'custom',
          message: `The ${c.contract} rate is at most ${CONTRACT_MAX_RATE_BP[c.contract] / 100}%`,
        });
    }),
  z
    .object({
      kind: z.literal('contract_settle'),
      merchant: merchantSchema,
      /** Also settle the running periods of the merchant up to this instant; null: ended periods only. */
      until: z.iso.datetime({ offset: true }).nullable(),
    })
    .strict(),
] as const;
type ContractOpsCommand = z.infer<(typeof contractOpsSchemas)[number]>;

const contractKinds = contractKindSchema.options.join('|');

export const contractOpsUsage = `  contract enable ${contractKinds} [--period ${contractPeriodSchema.options.join('|')}]
                   a salary runs on its own period (dailySalary D, hourSalary HR, realtimeSalary RT:
                   every 5 minutes), a dividend on the one chosen
  contract disable ${contractKinds}
  contract set ACCOUNT ${contractKinds} --tiers VALIDBET:ACTIVE:PERCENT[,...]
                   the house's contract of a top agent; VALIDBET in minor units, e.g. 0:0:1,5000000:3:1.5
  contract set ACCOUNT realtimeSalary --tiers SINGLEBET:PROFIT%:LOSS%[,...]
                   per settled bet whose stake reaches SINGLEBET (minor units): PROFIT% of the stake when
                   the player won or tied, LOSS% when the player lost, e.g. 1000:0.2:0.4,100000:0.3:0.6
  contract settle [--until ISO-TIME]                settle the agent contracts' ended periods now; with --until
                   (at most now) the running period too, up to then; the rest of it is settled later`;

/**
 * `contract ...` words and flags into a command (the schema then checks it), or null. `usage` is the
 * whole usage text, which a malformed tier's refusal ends with.
 */
export function contractOpsOf(
  words: readonly string[],
  flags: Map<string, string>,
  merchant: string,
  usage: string,
): unknown {
  const [topic, action, target] = words;
  if (topic !== 'contract') return null;
  if ((action === 'enable' || action === 'disable') && target && words.length === 3)
    return {
      kind: 'contract_setting',
      merchant,
      contract: target,
      enabled: action === 'enable',
      period: flags.get('period') ?? null,
    };
  if (action === 'set' && target && words[3] && words.length === 4)
    return {
      kind: 'contract_set',
      merchant,
      account: target,
      contract: words[3],
      tiers:
        words[3] === 'realtimeSalary'
          ? parseRealtimeTiers(flags.get('tiers') ?? '', usage)
          : parseTiers(flags.get('tiers') ?? '', usage),
    };
  if (action === 'settle' && words.length === 2)
    return { kind: 'contract_settle', merchant, until: flags.get('until') ?? null };
  return null;
}

/** `0:0:1,5000000:3:1.5` -> tiers; the schema then checks them. */
function parseTiers(text: string, usage: string) {
  return text.split(',').map((part) => {
    const [validBet = '', active = '', percent = ''] = part.trim().split(':');
    if (!/^\d{1,15}$/.test(validBet) || !/^\d{1,6}$/.test(active) || !/^\d{1,2}(\.\d{1,2})?$/.test(percent))
      throw new AppError(
        'VALIDATION_FAILED',
        `A tier is VALIDBET:ACTIVE:PERCENT, such as 5000000:3:1.5 (got '${part}')\n${usage}`,
      );
    return { minValidBet: Number(validBet), minActiveMembers: Number(active), rateBp: percentToBp(percent) };
  });
}

/** `1000:0.2:0.4,100000:0.3:0.6` (SINGLEBET:PROFIT%:LOSS%) -> real-time salary tiers; the schema then checks them. */
function parseRealtimeTiers(text: string, usage: string) {
  const percent = /^\d{1,2}(\.\d{1,2})?$/;
  return text.split(',').map((part) => {
    const [singleBet = '', profit = '', loss = ''] = part.trim().split(':');
    if (!/^\d{1,15}$/.test(singleBet) || !percent.test(profit) || !percent.test(loss))
      throw new AppError(
        'VALIDATION_FAILED',
        `A real-time salary tier is SINGLEBET:PROFIT%:LOSS%, such as 100000:0.3:0.6 (got '${part}')\n${usage}`,
      );
    return {
      minValidBet: Number(singleBet),
      minActiveMembers: 0,
      rateBp: percentToBp(profit),
      lossRateBp: percentToBp(loss),
    };
  });
}

/** A merchant's contract switch, or the house's contract of a top agent. */
export function applyContractCommand(
  contracts: Pick<AgentContractsOps, 'setSetting' | 'setHouseContract'>,
  merchantId: string,
  command: Extract<ContractOpsCommand, { kind: 'contract_setting' | 'contract_set' }>,
): Promise<string> {
  return command.kind === 'contract_setting'
    ? contracts.setSetting(merchantId, command.contract, command.enabled, command.period)
    : contracts.setHouseContract(merchantId, command.account, command.contract, command.tiers);
}

/** Every merchant's ended periods are settled; only `--until` is for one merchant, so only it looks it up. */
export async function applyContractSettle(
  settlement: Pick<ContractSettlement, 'tick' | 'settleUntil'>,
  system: Pick<SystemService, 'merchantIdByCode'>,
  command: Extract<ContractOpsCommand, { kind: 'contract_settle' }>,
): Promise<string> {
  if (command.until === null) return `${await settlement.tick()} contract period(s) settled`;
  const merchantId = await system.merchantIdByCode(command.merchant);
  const until = new Date(command.until);
  const settled = await settlement.settleUntil(merchantId, until);
  return `${settled} contract window(s) settled, up to ${until.toISOString()}`;
}
