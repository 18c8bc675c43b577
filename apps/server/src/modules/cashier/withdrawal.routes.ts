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
import { memberRouter } from '../../plugins/member-router.ts';
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
    const routes = memberRouter(app, { tags, preHandler });

    routes.get('/wps/member/security', { value: securitySummarySchema }, ({ member }) =>
      deps.credentials.summary(member.id),
    );
    routes.post(
      '/wps/member/paymentPassword',
      { body: setPaymentPasswordBodySchema, value: securitySummarySchema },
      ({ member, body, req }) => deps.credentials.setPaymentPassword(member, hostOf(req), body),
    );
    routes.get(
      '/wps/member/bankCards',
      { value: z.object({ list: z.array(bankCardSchema) }) },
      ({ member }) => deps.credentials.cards(member),
    );
    routes.post(
      '/wps/member/bankCards',
      { body: addBankCardBodySchema, value: bankCardSchema },
      ({ member, body }) => deps.credentials.addCard(member, body),
    );

    routes.get(
      '/wps/cashier/withdrawal/settings',
      { value: withdrawalSettingsValueSchema },
      ({ member, req }) => deps.withdrawals.settings(member, hostOf(req)),
    );
    routes.post(
      '/wps/cashier/withdraw',
      { body: withdrawBodySchema, value: withdrawalSchema },
      ({ member, body, req }) => deps.withdrawals.request(member, hostOf(req), body),
    );
    routes.get('/wps/cashier/withdrawals', { value: withdrawalListValueSchema }, ({ member }) =>
      deps.withdrawals.list(member),
    );
    routes.post(
      '/wps/cashier/withdrawals/:id/confirm',
      { params: idParams, body: confirmWithdrawalBodySchema, value: withdrawalSchema },
      ({ member, params, body }) =>
        body.outcome === 'received'
          ? deps.withdrawals.confirmReceived(member, params.id)
          : deps.withdrawals.confirmPartial(member, params.id, body.receivedAmount),
    );
    // A multipart form: its proof is read from the request, not parsed by a schema.
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
