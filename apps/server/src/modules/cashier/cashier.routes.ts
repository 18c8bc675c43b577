import multipart from '@fastify/multipart';
import {
  bankDepositFieldsSchema,
  depositChannelsQuerySchema,
  depositChannelsValueSchema,
  depositListValueSchema,
  depositSchema,
  GATEWAY_SIGNATURE_HEADER,
  gatewayDepositBodySchema,
  gatewayDepositValueSchema,
  PROOF_MAX_BYTES,
} from '@portal/contracts/cashier';
import { envelopeOf } from '@portal/contracts/envelope';
import { AppError } from '@portal/contracts/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/multipart-form.ts';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberRouter } from '../../plugins/member-router.ts';
import { hostOf, originOf } from '../../plugins/request-origin.ts';
import type { CashierService } from './cashier.service.ts';
import type { CredentialsService } from './credentials.service.ts';
import { withdrawalRoutes } from './withdrawal.routes.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

/** The text fields and the one `proof` image of a multipart form. */
export async function readProofForm(req: FastifyRequest) {
  const { fields, files } = await readMultipartForm(req, 'proof');
  const [proof] = files;
  if (!proof) throw new AppError('INVALID_IMAGE', 'Attach the proof image (PNG or JPG, up to 5 MB)');
  return { fields, proof };
}

/** Cashier endpoints: payment channels, bank-transfer and gateway deposits. */
export function cashierRoutes(deps: {
  cashier: CashierService;
  credentials: CredentialsService;
  withdrawals: WithdrawalService;
  requireMember: RequireMember;
  publicUrl?: string | undefined;
}) {
  return async (root: FastifyInstance) => {
    await root.register(multipart, { limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 8, parts: 10 } });
    await root.register(withdrawalRoutes(deps));
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['cashier'];
    const preHandler = deps.requireMember({ allowTrial: false });
    const routes = memberRouter(app, { tags, preHandler });

    routes.get(
      '/wps/cashier/channels',
      { query: depositChannelsQuerySchema, value: depositChannelsValueSchema },
      ({ req, query }) => deps.cashier.channels(hostOf(req), query.language),
    );

    app.post(
      '/wps/cashier/deposit',
      {
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelopeOf(depositSchema) } },
        preHandler,
      },
      async (req) => {
        const { fields, proof } = await readProofForm(req);
        const parsed = bankDepositFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new AppError(
            'VALIDATION_FAILED',
            `${issue?.path.join('.') || 'form'}: ${issue?.message ?? 'Invalid value'}`,
          );
        }
        return ok(await deps.cashier.createBankDeposit(actorOf(req).member, hostOf(req), parsed.data, proof));
      },
    );

    routes.post(
      '/wps/cashier/deposit/gateway',
      { body: gatewayDepositBodySchema, value: gatewayDepositValueSchema },
      ({ member, body, req }) =>
        deps.cashier.createGatewayDeposit(member, hostOf(req), originOf(req, deps.publicUrl).origin, body),
    );

    // The gateway signs the exact bytes it sends, so this route reads the body as text.
    await root.register(async (raw) => {
      raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
        done(null, body),
      );
      raw.withTypeProvider<ZodTypeProvider>().post(
        '/wps/cashier/gateway/callback/:channelCode',
        {
          schema: {
            tags,
            params: z.object({ channelCode: z.string().min(1).max(32) }),
            response: { 200: envelopeOf(depositSchema) },
          },
        },
        async (req) => {
          const signature = req.headers[GATEWAY_SIGNATURE_HEADER];
          return ok(
            await deps.cashier.gatewayCallback(
              req.params.channelCode,
              typeof req.body === 'string' ? req.body : '',
              typeof signature === 'string' ? signature : undefined,
            ),
          );
        },
      );
    });

    routes.get('/wps/cashier/deposits', { value: depositListValueSchema }, ({ member }) =>
      deps.cashier.memberDeposits(member),
    );
  };
}
