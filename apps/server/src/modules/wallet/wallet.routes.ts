import { envelopeOf } from '@portal/contracts/envelope';
import {
  balanceValueSchema,
  consolidatedFundsValueSchema,
  merchantWalletValueSchema,
} from '@portal/contracts/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { hostOf } from '../../plugins/request-origin.ts';
import type { WalletService } from './wallet.service.ts';

/** Wallet endpoints of spec 7 "Wallet". */
export function walletRoutes(deps: { wallet: WalletService; requireMember: RequireMember }) {
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

    // Games debit the one main wallet directly (seamless); per-vendor transfer wallets come
    // with third-party vendors that need them.
    app.get(
      '/wps/relay/GCS_merchantWallet',
      { schema: { tags, response: { 200: envelopeOf(merchantWalletValueSchema) } }, preHandler: member },
      async () => ok({ isSingle: true, wallets: [] }),
    );
  };
}
