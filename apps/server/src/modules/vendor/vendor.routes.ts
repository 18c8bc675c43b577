import { envelopeOf } from '@portal/contracts/envelope';
import { AppError } from '@portal/contracts/errors';
import {
  VENDOR_CODE_HEADER,
  VENDOR_SIGNATURE_HEADER,
  vendorAuthenticateBodySchema,
  vendorBalanceBodySchema,
  vendorBalanceValueSchema,
  vendorCreditBodySchema,
  vendorDebitBodySchema,
  vendorEndRoundBodySchema,
  vendorRollbackBodySchema,
  vendorSessionValueSchema,
  vendorTransactionValueSchema,
} from '@portal/contracts/vendor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isValidSignature } from '../../lib/hmac-signature.ts';
import { holdsNul, nulRefused } from '../../lib/nul-text.ts';
import { ok } from '../../plugins/envelope.ts';
import type { VendorService } from './vendor.service.ts';

const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * `/vendor/v1/*` (docs/vendor-protocol.md). The body is read as text so the signature is
 * checked over the exact bytes the vendor signed, before anything in it is trusted.
 */
export function vendorRoutes(deps: { vendor: VendorService }) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );

    async function verified<S extends z.ZodType>(req: FastifyRequest, schema: S) {
      const vendor = header(req, VENDOR_CODE_HEADER) ?? '';
      const raw = typeof req.body === 'string' ? req.body : '';
      const secret = /^[A-Z0-9_]{1,32}$/.test(vendor) ? await deps.vendor.secretOf(vendor) : null;
      if (!secret || !isValidSignature(secret, raw, header(req, VENDOR_SIGNATURE_HEADER)))
        throw new AppError('BAD_SIGNATURE', 'Unknown vendor or bad signature', 401);
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new AppError('MALFORMED_JSON', 'The body is not JSON');
      }
      // Read as text, so the request-wide guard (plugins/text-guard.ts) saw no JSON strings.
      if (holdsNul(json)) throw nulRefused();
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(
          'VALIDATION_FAILED',
          `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'Invalid'}`,
        );
      }
      return { vendor, body: parsed.data as z.infer<S> };
    }

    const tags = ['vendor'];
    const schema = (value: z.ZodType) => ({ tags, response: { 200: envelopeOf(value) } });

    app.post('/vendor/v1/authenticate', { schema: schema(vendorSessionValueSchema) }, async (req) => {
      const { vendor, body } = await verified(req, vendorAuthenticateBodySchema);
      return ok(await deps.vendor.authenticate(vendor, body.launchToken));
    });
    app.post('/vendor/v1/balance', { schema: schema(vendorBalanceValueSchema) }, async (req) => {
      const { vendor, body } = await verified(req, vendorBalanceBodySchema);
      return ok(await deps.vendor.balance(vendor, body.sessionToken));
    });
    app.post('/vendor/v1/debit', { schema: schema(vendorTransactionValueSchema) }, async (req) => {
      const { vendor, body } = await verified(req, vendorDebitBodySchema);
      return ok(await deps.vendor.debit(vendor, body));
    });
    app.post('/vendor/v1/credit', { schema: schema(vendorTransactionValueSchema) }, async (req) => {
      const { vendor, body } = await verified(req, vendorCreditBodySchema);
      return ok(await deps.vendor.credit(vendor, body));
    });
    app.post('/vendor/v1/rollback', { schema: schema(vendorTransactionValueSchema) }, async (req) => {
      const { vendor, body } = await verified(req, vendorRollbackBodySchema);
      return ok(await deps.vendor.rollback(vendor, body));
    });
    app.post('/vendor/v1/endRound', { schema: schema(vendorBalanceValueSchema) }, async (req) => {
      const { vendor, body } = await verified(req, vendorEndRoundBodySchema);
      return ok(await deps.vendor.endRound(vendor, body));
    });
  };
}
