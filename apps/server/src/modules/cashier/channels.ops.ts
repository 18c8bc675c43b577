import { languageCodeSchema } from '@portal/contracts/system';
import { z } from 'zod';
import { merchantSchema, wholeFlag } from '../admin/ops-flags.ts';
import { BANK_FIELD_MAX, CHANNEL_NAME_MAX, type ChannelOps } from './channels.service.ts';

/** The operator's payment channel commands (`npm run ops -- channel ...`). */

/** The code a deposit names its channel by (`channelCode`, at most 32 characters). */
const codeSchema = z
  .string()
  .regex(/^[A-Z0-9_]{2,32}$/, 'A channel code is 2 to 32 capital letters, digits or _ (BANK_ACB)');
const nameSchema = z.string().trim().min(1, 'A channel needs a name').max(CHANNEL_NAME_MAX);
const bankFieldSchema = (what: string) =>
  z.string().trim().min(1, `${what} cannot be empty`).max(BANK_FIELD_MAX);
const amountSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const base = { kind: z.literal('channel'), merchant: merchantSchema };

const channelCommandSchema = z.discriminatedUnion('action', [
  z.object({ ...base, action: z.literal('list') }).strict(),
  z
    .object({
      ...base,
      action: z.literal('add'),
      code: codeSchema,
      name: nameSchema,
      bankName: bankFieldSchema('The bank'),
      accountName: bankFieldSchema('The account name'),
      accountNumber: bankFieldSchema('The account number'),
      minAmount: amountSchema,
      maxAmount: amountSchema,
    })
    .strict(),
  z
    .object({
      ...base,
      action: z.literal('set'),
      code: codeSchema,
      name: nameSchema.optional(),
      bankName: bankFieldSchema('The bank').optional(),
      accountName: bankFieldSchema('The account name').optional(),
      accountNumber: bankFieldSchema('The account number').optional(),
      minAmount: amountSchema.optional(),
      maxAmount: amountSchema.optional(),
      sort: z.number().int().min(0).max(1000).optional(),
    })
    .strict(),
  z.object({ ...base, action: z.enum(['open', 'close']), code: codeSchema }).strict(),
  z
    .object({
      ...base,
      action: z.literal('translate'),
      code: codeSchema,
      language: languageCodeSchema,
      name: nameSchema,
    })
    .strict(),
  z
    .object({ ...base, action: z.literal('untranslate'), code: codeSchema, language: languageCodeSchema })
    .strict(),
]);

export const channelOpsSchemas = [channelCommandSchema] as const;
export type ChannelOpsCommand = z.infer<typeof channelCommandSchema>;

export const channelOpsUsage = `  channel list                                      every payment channel, open or closed
  channel add CODE --name TEXT --bank TEXT --account-name TEXT --account-number TEXT
                   --min MINOR --max MINOR
                   a bank transfer channel (a gateway is connected by its integration)
  channel set CODE [--name TEXT] [--bank TEXT] [--account-name TEXT] [--account-number TEXT]
                   [--min MINOR] [--max MINOR] [--sort N]
  channel open CODE | channel close CODE            a closed one takes no new deposits
  channel translate CODE --language CODE --name TEXT
                   its name for visitors reading that language (the bank's details stay)
  channel untranslate CODE --language CODE          back to the name as set up`;

/** Flags that become text fields of a command only when given. */
const textFlags = {
  name: 'name',
  bank: 'bankName',
  'account-name': 'accountName',
  'account-number': 'accountNumber',
};

function given(flags: Map<string, string>): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const [flag, field] of Object.entries(textFlags)) {
    const value = flags.get(flag);
    if (value !== undefined) fields[field] = value;
  }
  for (const [flag, field] of [
    ['min', 'minAmount'],
    ['max', 'maxAmount'],
    ['sort', 'sort'],
  ] as const) {
    const value = wholeFlag(flags, flag);
    if (value !== null) fields[field] = value;
  }
  return fields;
}

/** `channel ...` words and flags into a command (the schema then checks it), or null. */
export function channelOpsOf(
  words: readonly string[],
  flags: Map<string, string>,
  merchant: string,
): unknown {
  const [topic, action, code] = words;
  if (topic !== 'channel' || !action) return null;
  if (action === 'list') return words.length === 2 ? { kind: 'channel', merchant, action } : null;
  if (!code || words.length !== 3) return null;
  switch (action) {
    case 'add':
      return {
        name: '',
        bankName: '',
        accountName: '',
        accountNumber: '',
        minAmount: 0,
        maxAmount: 0,
        ...given(flags),
        kind: 'channel',
        merchant,
        action,
        code,
      };
    case 'set':
      return { ...given(flags), kind: 'channel', merchant, action, code };
    case 'open':
    case 'close':
      return { kind: 'channel', merchant, action, code };
    case 'translate':
      return {
        kind: 'channel',
        merchant,
        action,
        code,
        language: flags.get('language') ?? '',
        name: flags.get('name') ?? '',
      };
    case 'untranslate':
      return { kind: 'channel', merchant, action, code, language: flags.get('language') ?? '' };
    default:
      return null;
  }
}

export function applyChannelCommand(
  channels: ChannelOps,
  merchantId: string,
  command: ChannelOpsCommand,
): Promise<string> {
  switch (command.action) {
    case 'list':
      return channels.list(merchantId);
    case 'add': {
      const { kind: _kind, merchant: _merchant, action: _action, ...channel } = command;
      return channels.addBankTransfer(merchantId, channel);
    }
    case 'set': {
      const { kind: _kind, merchant: _merchant, action: _action, code, ...edit } = command;
      return channels.edit(merchantId, code, edit);
    }
    case 'open':
    case 'close':
      return channels.setOpen(merchantId, command.code, command.action === 'open');
    case 'translate':
      return channels.translate(merchantId, command.code, command.language, command.name);
    case 'untranslate':
      return channels.untranslate(merchantId, command.code, command.language);
  }
}
