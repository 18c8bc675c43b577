import multipart from '@fastify/multipart';
import { envelopeOf } from '@portal/contracts/envelope';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
  feedbackFieldsSchema,
  feedbackValueSchema,
} from '@portal/contracts/feedback';
import { MemberType } from '@portal/contracts/identity';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readImageForm } from '../../lib/multipart-form.ts';
import type { ViewerOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { FeedbackService } from './feedback.service.ts';

/** `PUT /wps/feedback` (spec 7): visitors and members alike; a member's is kept with its account. */
export function feedbackRoutes(deps: { feedback: FeedbackService; viewerOf: ViewerOf }) {
  return async (root: FastifyInstance) => {
    await root.register(multipart, {
      limits: { fileSize: FEEDBACK_IMAGE_MAX_BYTES, files: FEEDBACK_MAX_IMAGES, fields: 6, parts: 10 },
    });
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.put(
      '/wps/feedback',
      {
        schema: {
          tags: ['feedback'],
          consumes: ['multipart/form-data'],
          response: { 200: envelopeOf(feedbackValueSchema) },
        },
      },
      async (req) => {
        const viewer = await deps.viewerOf(req);
        const { fields, images } = await readImageForm(
          req,
          'image',
          FEEDBACK_MAX_IMAGES,
          feedbackFieldsSchema,
        );
        // A trial account writes as a visitor: there is no real account to answer.
        const member = viewer.member && viewer.member.type !== MemberType.Trial ? viewer.member : null;
        return ok(
          await deps.feedback.submit({ merchantId: viewer.merchantId, member, ip: req.ip, fields, images }),
        );
      },
    );
  };
}
