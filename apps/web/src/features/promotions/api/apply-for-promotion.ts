import type { ApplicationFields } from '@portal/contracts/promotions';
import { api } from '../../../lib/api-client.ts';
import { promotionsContract } from './contracts.ts';

/**
 * `PUT /wps/promotions/:id/application` as multipart/form-data: the text fields, then each image
 * as an `image` file part. The same `requestId` again answers the same application, so a retry
 * after a lost answer never applies twice.
 */
export function applyForPromotion(body: {
  promotionId: string;
  fields: ApplicationFields;
  images: readonly File[];
}) {
  const form = new FormData();
  form.set('requestId', body.fields.requestId);
  if (body.fields.remark) form.set('remark', body.fields.remark);
  for (const image of body.images) form.append('image', image, image.name);
  return api.put(`/wps/promotions/${encodeURIComponent(body.promotionId)}/application`, form, () =>
    promotionsContract().then((m) => m.applicationValueSchema),
  );
}
