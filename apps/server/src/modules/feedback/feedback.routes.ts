import multipart from '@fastify/multipart';
import { envelopeOf } from '@portal/contracts/envelope';
import { AppError } from '@portal/contracts/errors';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
  feedbackFieldsSchema,
  feedbackValueSchema,
} from '@portal/contracts/feedback';
import { MemberType } from '@portal/contracts/identity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readMultipartForm } from '../../lib/multipart-form.ts';
import type { ViewerOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { FeedbackService } from './feedback.service.ts';

/** The text fields and the `image` files of the feedback form. */
async function readFeedbackForm(req: FastifyRequest) {
  let form: Awaited<ReturnType<typeof readMultipartForm>>;
  try {
    form = await readMultipartForm(req, 'image');
  } catch (error) {
    // The plugin's own limit on files: more than three images.
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new AppError('VALIDATION_FAILED', `Attach at most ${FEEDBACK_MAX_IMAGES} images`);
    throw error;
  }
  const parsed = feedbackFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      'VALIDATION_FAILED',
      `${issue?.path.join('.') || 'form'}: ${issue?.message ?? 'Invalid value'}`,
    );
  }
  return { fields: parsed.data, images: form.files };
}

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
        const { fields, images } = await readFeedbackForm(req);
        // A trial account writes as a visitor: there is no real account to answer.
        const member = viewer.member && viewer.member.type !== MemberType.Trial ? viewer.member : null;
        return ok(
          await deps.feedback.submit({ merchantId: viewer.merchantId, member, ip: req.ip, fields, images }),
        );
      },
    );
  };
}
