import {
  addBankCardBodySchema,
  bankCardSchema,
  confirmWithdrawalBodySchema,
  securitySummarySchema,
  setPaymentPasswordBodySchema,
  withdrawalListValueSchema,
  withdrawalSchema,
  withdrawalSettingsValueSchema,
  withdrawBodySchema,
} from '@portal/contracts/cashier';
import { envelopeOf } from '@portal/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { hostOf } from '../../plugins/request-origin.ts';
import { readProofForm } from './cashier.routes.ts';
import type { CredentialsService } from './credentials.service.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'A withdrawal id is a number') });

/** Security centre (payment password, bank cards) and withdrawals with their confirmation. */
export function withdrawalRoutes(deps: {
  credentials: CredentialsService;
  withdrawals: WithdrawalService;
  requireMember: RequireMember;
}) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['cashier'];
    const preHandler = deps.requireMember({ allowTrial: false });

    app.get(
      '/wps/member/security',
      { schema: { tags, response: { 200: envelopeOf(securitySummarySchema) } }, preHandler },
      async (req) => ok(await deps.credentials.summary(actorOf(req).member.id)),
    );
    app.post(
      '/wps/member/paymentPassword',
      {
        schema: {
          tags,
          body: setPaymentPasswordBodySchema,
          response: { 200: envelopeOf(securitySummarySchema) },
        },
        preHandler,
      },
      async (req) =>
        ok(await deps.credentials.setPaymentPassword(actorOf(req).member, hostOf(req), req.body)),
    );
    app.get(
      '/wps/member/bankCards',
      {
        schema: { tags, response: { 200: envelopeOf(z.object({ list: z.array(bankCardSchema) })) } },
        preHandler,
      },
      async (req) => ok(await deps.credentials.cards(actorOf(req).member)),
    );
    app.post(
      '/wps/member/bankCards',
      {
        schema: { tags, body: addBankCardBodySchema, response: { 200: envelopeOf(bankCardSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.credentials.addCard(actorOf(req).member, req.body)),
    );

    app.get(
      '/wps/cashier/withdrawal/settings',
      { schema: { tags, response: { 200: envelopeOf(withdrawalSettingsValueSchema) } }, preHandler },
      async (req) => ok(await deps.withdrawals.settings(actorOf(req).member, hostOf(req))),
    );
    app.post(
      '/wps/cashier/withdraw',
      {
        schema: { tags, body: withdrawBodySchema, response: { 200: envelopeOf(withdrawalSchema) } },
        preHandler,
      },
      async (req) => ok(await deps.withdrawals.request(actorOf(req).member, hostOf(req), req.body)),
    );
    app.get(
      '/wps/cashier/withdrawals',
      { schema: { tags, response: { 200: envelopeOf(withdrawalListValueSchema) } }, preHandler },
      async (req) => ok(await deps.withdrawals.list(actorOf(req).member)),
    );
    app.post(
      '/wps/cashier/withdrawals/:id/confirm',
      {
        schema: {
          tags,
          params: idParams,
          body: confirmWithdrawalBodySchema,
          response: { 200: envelopeOf(withdrawalSchema) },
        },
        preHandler,
      },
      async (req) => {
        const { member } = actorOf(req);
        return ok(
          req.body.outcome === 'received'
            ? await deps.withdrawals.confirmReceived(member, req.params.id)
            : await deps.withdrawals.confirmPartial(member, req.params.id, req.body.receivedAmount),
        );
      },
    );
    app.post(
      '/wps/cashier/withdrawals/:id/not-received',
      {
        schema: {
          tags,
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(withdrawalSchema) },
        },
        preHandler,
      },
      async (req) => {
        const { proof } = await readProofForm(req);
        return ok(await deps.withdrawals.reportNotReceived(actorOf(req).member, req.params.id, proof));
      },
    );
  };
}
