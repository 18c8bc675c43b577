import { AppError } from '@portal/contracts/errors';
import type { BalanceValue, WalletTransferBody } from '@portal/contracts/wallet';
import type { Db, MemberRow } from '../../db/schema.ts';
import type { Hub } from '../../lib/hub.ts';
import {
  type AccountKey,
  memberAccounts,
  postTransfer,
  postTransferThenReadMember,
} from '../ledger/ledger.service.ts';
import type { SystemService } from '../system/system.service.ts';

/** Wallets whose money a player can stake: the main wallet and vendor transfer wallets. */
const isSpendable = (kind: string) => kind === 'main' || kind.startsWith('vendor:');

export function createWalletService(deps: {
  db: Db;
  hub: Pick<Hub, 'toMember' | 'reaches'>;
  system: Pick<SystemService, 'settingsFor'>;
}) {
  async function balance(member: Pick<MemberRow, 'id'>, host: string | null): Promise<BalanceValue> {
    return balanceOf(await memberAccounts(deps.db, member.id), host);
  }

  /** Tells the member's open tabs their new balance after a committed change; reads nothing when none is open. */
  async function publishBalance(member: Pick<MemberRow, 'id'>, host: string | null): Promise<void> {
    if (!deps.hub.reaches(member.id)) return;
    await deps.hub.toMember(member.id, { type: 'balance', value: await balance(member, host) });
  }

  /** The balance answer from a member's accounts: what games can stake, in the site's currency. */
  async function balanceOf(
    accounts: Awaited<ReturnType<typeof memberAccounts>>,
    host: string | null,
  ): Promise<BalanceValue> {
    const merchant = await deps.system.settingsFor(host);
    const currency = merchant.info.brand.currency;
    const sum = accounts
      .filter((a) => a.currency === currency && isSpendable(a.kind))
      .reduce((total, a) => total + a.balance, 0n);
    return {
      sumBalance: Number(sum),
      currency,
      currencySymbol: merchant.info.brand.currencySymbol,
      exponent: merchant.currencyExponent,
    };
  }

  return {
    balance,

    async consolidated(member: MemberRow, host: string | null) {
      const merchant = await deps.system.settingsFor(host);
      const accounts = (await memberAccounts(deps.db, member.id)).filter(
        (a) => a.currency === merchant.info.brand.currency,
      );
      const list = accounts.map((a) => ({ wallet: a.kind, balance: Number(a.balance) }));
      const sumBalance = accounts
        .filter((a) => isSpendable(a.kind))
        .reduce((t, a) => t + Number(a.balance), 0);
      return { list, sumBalance };
    },

    /**
     * Moves money between two members of the agent tree, main wallet to main wallet, as one
     * ledger transfer keyed by the sender's request id.
     */
    async transferWithinTree(
      from: MemberRow,
      to: MemberRow,
      host: string | null,
      body: { amount: number; requestId: string },
      type: 'transfer_upline' | 'transfer_downline',
    ) {
      const merchant = await deps.system.settingsFor(host);
      const currency = merchant.info.brand.currency;
      const amount = BigInt(body.amount);
      const result = await postTransfer(deps.db, {
        merchantId: merchant.id,
        key: `${type}:${from.id}:${body.requestId}`,
        type,
        memberId: from.id,
        memo: { to: to.id },
        postings: [
          { account: { owner: 'member', memberId: from.id, kind: 'main', currency }, amount: -amount },
          { account: { owner: 'member', memberId: to.id, kind: 'main', currency }, amount },
        ],
      });
      const fromBalance = await balance(from, host);
      if (!result.replayed) {
        await deps.hub.toMember(from.id, { type: 'balance', value: fromBalance });
        await publishBalance(to, host);
      }
      return { transferId: result.transferId, replayed: result.replayed, sumBalance: fromBalance.sumBalance };
    },

    /** Whether games debit one seamless wallet or each vendor has a transfer wallet. */
    async merchantWallet(host: string | null) {
      const merchant = await deps.system.settingsFor(host);
      const wallets = [...merchant.cashier.transferWallets];
      return { isSingle: wallets.length === 0, wallets };
    },

    /** Main wallet to a vendor's transfer wallet or back, as one ledger transfer (spec 7). */
    async walletTransfer(member: MemberRow, host: string | null, body: WalletTransferBody) {
      const merchant = await deps.system.settingsFor(host);
      if (merchant.cashier.transferWallets.length === 0)
        throw new AppError(
          'SEAMLESS_WALLET',
          'Games use your main wallet directly; there is nothing to transfer',
        );
      if (!merchant.cashier.transferWallets.includes(body.vendor))
        throw new AppError('NOT_FOUND', `No transfer wallet for vendor ${body.vendor}`);
      const currency = merchant.info.brand.currency;
      const amount = BigInt(body.amount);
      const main: AccountKey = { owner: 'member', memberId: member.id, kind: 'main', currency };
      const vendor: AccountKey = {
        owner: 'member',
        memberId: member.id,
        kind: `vendor:${body.vendor}`,
        currency,
      };
      const [from, to] = body.direction === 'toVendor' ? [main, vendor] : [vendor, main];
      const { result, accounts } = await postTransferThenReadMember(
        deps.db,
        {
          merchantId: merchant.id,
          key: `wallet_transfer:${member.id}:${body.requestId}`,
          type: 'wallet_transfer',
          memberId: member.id,
          memo: { vendor: body.vendor, direction: body.direction },
          postings: [
            { account: from, amount: -amount },
            { account: to, amount },
          ],
        },
        member.id,
      );
      const value = await balanceOf(accounts, host);
      if (!result.replayed) await deps.hub.toMember(member.id, { type: 'balance', value });
      return { transferId: result.transferId, replayed: result.replayed, sumBalance: value.sumBalance };
    },

    publishBalance,
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
