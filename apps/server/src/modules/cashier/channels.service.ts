import { AppError } from '@portal/contracts/errors';
import type { Db } from '../../db/schema.ts';
import { assertOffered, type SettingsById } from '../system/content-languages.ts';
import * as repo from './channels.repo.ts';

/**
 * The operator's side of payment channels (`npm run ops -- channel ...`): the bank account players
 * transfer to, each channel's limits, whether it is open, and its name in each language. A gateway
 * channel is connected by the integration that serves it, so only a bank transfer is added here.
 */

export const CHANNEL_NAME_MAX = 60;
/** Bank names, account holders and numbers as a bank prints them. */
export const BANK_FIELD_MAX = 100;

export type NewBankChannel = {
  code: string;
  name: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  minAmount: number;
  maxAmount: number;
};

export type ChannelEdit = {
  name?: string;
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  minAmount?: number;
  maxAmount?: number;
  sort?: number;
};

const minor = (value: string) => `${value} minor units`;

function assertRange(min: number, max: number) {
  if (min < 1) throw new AppError('VALIDATION_FAILED', 'A channel takes deposits of at least 1 minor unit');
  if (max < min)
    throw new AppError('VALIDATION_FAILED', `The largest deposit (${max}) is below the smallest (${min})`);
}

export function createChannelOps(deps: { db: Db; settingsById: SettingsById }) {
  async function channelOf(merchantId: string, code: string) {
    const channel = await repo.channelByCode(deps.db, merchantId, code);
    if (!channel) throw new AppError('NOT_FOUND', `No payment channel ${code}`, 404);
    return channel;
  }

  return {
    /** Every channel, open or not, as set up, with the languages its name is translated into. */
    async list(merchantId: string): Promise<string> {
      const rows = await repo.allChannels(deps.db, merchantId);
      if (rows.length === 0) return 'no payment channels';
      return rows
        .map((c) => {
          const account =
            c.kind === 'bank_transfer' ? `  ${c.bank_name} / ${c.account_name} / ${c.account_number}` : '';
          return `${c.code}  ${c.kind}  ${c.enabled ? 'open' : 'closed'}  sort ${c.sort}  "${c.name}"${account}  ${c.min_amount}-${c.max_amount} minor units  translated: ${c.translations ?? 'none'}`;
        })
        .join('\n');
    },

    async addBankTransfer(merchantId: string, given: NewBankChannel): Promise<string> {
      assertRange(given.minAmount, given.maxAmount);
      const id = await repo.insertChannel(deps.db, {
        merchant_id: merchantId,
        code: given.code,
        kind: 'bank_transfer',
        name: given.name,
        bank_name: given.bankName,
        account_name: given.accountName,
        account_number: given.accountNumber,
        min_amount: String(given.minAmount),
        max_amount: String(given.maxAmount),
      });
      if (!id) throw new AppError('CONFLICT', `There is a payment channel ${given.code} already`, 409);
      return `channel ${given.code} added and open: transfers to ${given.bankName} ${given.accountNumber}, ${minor(String(given.minAmount))} to ${minor(String(given.maxAmount))}`;
    },

    /** Changes what is given; bank details only on a bank transfer, limits kept in order. */
    async edit(merchantId: string, code: string, edit: ChannelEdit): Promise<string> {
      if (Object.values(edit).every((value) => value === undefined))
        throw new AppError(
          'VALIDATION_FAILED',
          'Say what to change: --name, --bank, --account-name, --account-number, --min, --max or --sort',
        );
      const channel = await channelOf(merchantId, code);
      const bankEdit = edit.bankName ?? edit.accountName ?? edit.accountNumber;
      if (bankEdit !== undefined && channel.kind !== 'bank_transfer')
        throw new AppError('VALIDATION_FAILED', `${code} is a gateway: it has no bank account to change`);
      const min = edit.minAmount ?? Number(channel.min_amount);
      const max = edit.maxAmount ?? Number(channel.max_amount);
      assertRange(min, max);
      await repo.updateChannel(deps.db, channel.id, {
        ...(edit.name === undefined ? {} : { name: edit.name }),
        ...(edit.bankName === undefined ? {} : { bank_name: edit.bankName }),
        ...(edit.accountName === undefined ? {} : { account_name: edit.accountName }),
        ...(edit.accountNumber === undefined ? {} : { account_number: edit.accountNumber }),
        ...(edit.sort === undefined ? {} : { sort: edit.sort }),
        min_amount: String(min),
        max_amount: String(max),
      });
      return `channel ${code} changed`;
    },

    /** A closed channel is left out of the deposit page and refuses new deposits; requests made stay. */
    async setOpen(merchantId: string, code: string, open: boolean): Promise<string> {
      const channel = await channelOf(merchantId, code);
      await repo.updateChannel(deps.db, channel.id, { enabled: open });
      return open
        ? `channel ${code} open`
        : `channel ${code} closed: no new deposits; requests already made are still decided as usual`;
    },

    async translate(merchantId: string, code: string, language: string, name: string): Promise<string> {
      await assertOffered(deps.settingsById, merchantId, language);
      const channel = await channelOf(merchantId, code);
      await repo.upsertChannelText(deps.db, { channel_id: channel.id, language, name });
      return `channel ${code} named "${name}" in ${language}`;
    },

    async untranslate(merchantId: string, code: string, language: string): Promise<string> {
      const channel = await channelOf(merchantId, code);
      if (!(await repo.deleteChannelText(deps.db, channel.id, language)))
        throw new AppError('NOT_FOUND', `Channel ${code} has no name in ${language}`, 404);
      return `channel ${code}: its name in ${language} removed, readers of ${language} see it as set up`;
    },
  };
}
export type ChannelOps = ReturnType<typeof createChannelOps>;
