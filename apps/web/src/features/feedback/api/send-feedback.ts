import { type FeedbackFields, feedbackValueSchema } from '@portal/contracts/feedback';
import { api } from '../../../lib/api-client.ts';

/**
 * `PUT /wps/feedback` (spec 7) as multipart/form-data: the text fields, then each image as an
 * `image` file part. The client adds the bearer token when signed in, so the feedback is kept
 * with the account and answered in its platform information.
 */
export function sendFeedback(body: { fields: FeedbackFields; images: readonly File[] }) {
  const form = new FormData();
  form.set('category', body.fields.category);
  form.set('content', body.fields.content);
  if (body.fields.remark) form.set('remark', body.fields.remark);
  for (const image of body.images) form.append('image', image, image.name);
  // The contract is already in this chunk (the form checks with it): no separate schema load.
  return api.put('/wps/feedback', form, async () => feedbackValueSchema);
}
