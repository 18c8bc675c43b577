import multipart from '@fastify/multipart';
import {
  bankDepositFieldsSchema,
  depositChannelsValueSchema,
  depositListValueSchema,
  depositSchema,
  PROOF_MAX_BYTES,
} from '@portal/contracts/cashier';
import { envelopeOf } from '@portal/contracts/envelope';
import { AppError } from '@portal/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf, type RequireMember } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { hostOf } from '../../plugins/request-origin.ts';
import type { CashierService } from './cashier.service.ts';

/** Cashier endpoints: payment channels and bank-transfer deposits with a proof image. */
export function cashierRoutes(deps: { cashier: CashierService; requireMember: RequireMember }) {
  return async (root: FastifyInstance) => {
    await root.register(multipart, { limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 8, parts: 10 } });
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['cashier'];
    const realMember = deps.requireMember({ allowTrial: false });

    app.get(
      '/wps/cashier/channels',
      { schema: { tags, response: { 200: envelopeOf(depositChannelsValueSchema) } }, preHandler: realMember },
      async (req) => ok(await deps.cashier.channels(hostOf(req))),
    );

    app.post(
      '/wps/cashier/deposit',
      {
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelopeOf(depositSchema) } },
        preHandler: realMember,
      },
      async (req) => {
        if (!req.isMultipart())
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send this form as multipart/form-data');
        const fields: Record<string, string> = {};
        let proof: { data: Buffer; truncated: boolean } | null = null;
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'proof')
              throw new AppError('VALIDATION_FAILED', 'The image goes in the field "proof"');
            const data = await part.toBuffer();
            proof = { data, truncated: part.file.truncated };
          } else {
            fields[part.fieldname] = String(part.value);
          }
        }
        const parsed = bankDepositFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new AppError(
            'VALIDATION_FAILED',
            `${issue?.path.join('.') || 'form'}: ${issue?.message ?? 'Invalid value'}`,
          );
        }
        if (!proof)
          throw new AppError('INVALID_IMAGE', 'Attach the proof of transfer (PNG or JPG, up to 5 MB)');
        return ok(await deps.cashier.createBankDeposit(actorOf(req).member, hostOf(req), parsed.data, proof));
      },
    );

    app.get(
      '/wps/cashier/deposits',
      { schema: { tags, response: { 200: envelopeOf(depositListValueSchema) } }, preHandler: realMember },
      async (req) => ok(await deps.cashier.memberDeposits(actorOf(req).member)),
    );
  };
}
