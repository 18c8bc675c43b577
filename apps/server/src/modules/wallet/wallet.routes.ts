import { envelopeOf } from '@portal/contracts/envelope';
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { hostOf } from '../../plugins/request-origin.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { WalletService } from './wallet.service.ts';

/** Wallet endpoints of spec 7 "Wallet". */
export function walletRoutes(deps: {
  wallet: WalletService;
  requireMember: RequireMember;
  directory: MemberDirectory;
}) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['wallet'];
    const member = deps.requireMember({ allowTrial: true });

    app.get(
      '/wps/v2/wallets/balance',
      { schema: { tags, response: { 200: envelopeOf(balanceValueSchema) } }, preHandler: member },
      async (req) => ok(await deps.wallet.balance(actorOf(req).member, hostOf(req))),
    );

    app.get(
      '/wps/member/info/funds/consolidated',
      { schema: { tags, response: { 200: envelopeOf(consolidatedFundsValueSchema) } }, preHandler: member },
      async (req) => ok(await deps.wallet.consolidated(actorOf(req).member, hostOf(req))),
    );

    const realMember = deps.requireMember({ allowTrial: false });

    app.post(
      '/wps/relay/GCS_transferToUpline',
      {
        schema: { tags, body: uplineTransferBodySchema, response: { 200: envelopeOf(transferValueSchema) } },
        preHandler: realMember,
      },
      async (req) => {
        const { member: from } = actorOf(req);
        const upline = from.upline_id ? await deps.directory.byId(from.upline_id) : undefined;
        if (!upline) throw new AppError('NOT_FOUND', 'Your account has no upline to transfer to');
        return ok(
          await deps.wallet.transferWithinTree(from, upline, hostOf(req), req.body, 'transfer_upline'),
        );
      },
    );

    app.post(
      '/wps/relay/GCS_transferToDownline',
      {
        schema: {
          tags,
          body: downlineTransferBodySchema,
          response: { 200: envelopeOf(transferValueSchema) },
        },
        preHandler: realMember,
      },
      async (req) => {
        const { member: from } = actorOf(req);
        if (!isAgentType(from.type))
          throw new AppError('NOT_AGENT', 'Only agents can transfer to a downline');
        const target = await deps.directory.byAccount(from.merchant_id, req.body.toAccount);
        // Only direct downlines: any other account reads as unknown.
        if (!target || target.upline_id !== from.id)
          throw new AppError('NOT_FOUND', 'No downline with this account name');
        return ok(
          await deps.wallet.transferWithinTree(from, target, hostOf(req), req.body, 'transfer_downline'),
        );
      },
    );

    app.get(
      '/wps/relay/GCS_merchantWallet',
      { schema: { tags, response: { 200: envelopeOf(merchantWalletValueSchema) } }, preHandler: member },
      async (req) => ok(await deps.wallet.merchantWallet(hostOf(req))),
    );

    app.post(
      '/wps/relay/GCS_walletTransfer',
      {
        schema: { tags, body: walletTransferBodySchema, response: { 200: envelopeOf(transferValueSchema) } },
        preHandler: realMember,
      },
      async (req) => ok(await deps.wallet.walletTransfer(actorOf(req).member, hostOf(req), req.body)),
    );
  };
}
