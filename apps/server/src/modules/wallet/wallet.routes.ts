import { AppError } from '@portal/contracts/errors';
import { isAgentType } from '@portal/contracts/identity';
import {
  balanceValueSchema,
  consolidatedFundsValueSchema,
  downlineTransferBodySchema,
  merchantWalletValueSchema,
  transferValueSchema,
  uplineTransferBodySchema,
  walletTransferBodySchema,
} from '@portal/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { RequireMember } from '../../plugins/auth.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import { hostOf } from '../../plugins/request-origin.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { WalletService } from './wallet.service.ts';

/** Wallet endpoints of spec 7 "Wallet". */
export function walletRoutes(deps: {
  wallet: WalletService;
  requireMember: RequireMember;
  directory: MemberDirectory;
}) {
  return async (app: FastifyInstance) => {
    const tags = ['wallet'];
    const anyMember = memberRouter(app, { tags, preHandler: deps.requireMember({ allowTrial: true }) });

    anyMember.get('/wps/v2/wallets/balance', { value: balanceValueSchema }, ({ member, req }) =>
      deps.wallet.balance(member, hostOf(req)),
    );

    anyMember.get(
      '/wps/member/info/funds/consolidated',
      { value: consolidatedFundsValueSchema },
      ({ member, req }) => deps.wallet.consolidated(member, hostOf(req)),
    );

    const realMember = memberRouter(app, { tags, preHandler: deps.requireMember({ allowTrial: false }) });

    realMember.post(
      '/wps/relay/GCS_transferToUpline',
      { body: uplineTransferBodySchema, value: transferValueSchema },
      async ({ member: from, body, req }) => {
        const upline = from.upline_id ? await deps.directory.byId(from.upline_id) : undefined;
        if (!upline) throw new AppError('NOT_FOUND', 'Your account has no upline to transfer to');
        return deps.wallet.transferWithinTree(from, upline, hostOf(req), body, 'transfer_upline');
      },
    );

    realMember.post(
      '/wps/relay/GCS_transferToDownline',
      { body: downlineTransferBodySchema, value: transferValueSchema },
      async ({ member: from, body, req }) => {
        if (!isAgentType(from.type))
          throw new AppError('NOT_AGENT', 'Only agents can transfer to a downline');
        const target = await deps.directory.byAccount(from.merchant_id, body.toAccount);
        // Only direct downlines: any other account reads as unknown.
        if (!target || target.upline_id !== from.id)
          throw new AppError('NOT_FOUND', 'No downline with this account name');
        return deps.wallet.transferWithinTree(from, target, hostOf(req), body, 'transfer_downline');
      },
    );

    anyMember.get('/wps/relay/GCS_merchantWallet', { value: merchantWalletValueSchema }, ({ req }) =>
      deps.wallet.merchantWallet(hostOf(req)),
    );

    realMember.post(
      '/wps/relay/GCS_walletTransfer',
      { body: walletTransferBodySchema, value: transferValueSchema },
      ({ member, body, req }) => deps.wallet.walletTransfer(member, hostOf(req), body),
    );
  };
}
