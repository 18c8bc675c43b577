import type { BalanceValue } from '@portal/contracts/wallet';
import type { Db, MemberRow } from '../../db/schema.ts';
import type { Hub } from '../../lib/hub.ts';
import { memberAccounts } from '../ledger/ledger.service.ts';
import type { SystemService } from '../system/system.service.ts';

/** Wallets whose money a player can stake: the main wallet and vendor transfer wallets. */
const isSpendable = (kind: string) => kind === 'main' || kind.startsWith('vendor:');

export function createWalletService(deps: {
  db: Db;
  hub: Pick<Hub, 'toMember'>;
  system: Pick<SystemService, 'settingsFor'>;
}) {
  async function balance(member: Pick<MemberRow, 'id'>, host: string | null): Promise<BalanceValue> {
    const merchant = await deps.system.settingsFor(host);
    const currency = merchant.info.brand.currency;
    const accounts = await memberAccounts(deps.db, member.id);
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

    /** Tells every open tab of the member their new balance, after a committed change. */
    async publishBalance(member: Pick<MemberRow, 'id'>, host: string | null): Promise<void> {
      await deps.hub.toMember(member.id, { type: 'balance', value: await balance(member, host) });
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
