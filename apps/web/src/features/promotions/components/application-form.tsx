import { AppError } from '@portal/contracts/errors';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_MAX_IMAGES,
  APPLICATION_REMARK_MAX,
  type Application,
} from '@portal/contracts/promotions';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextAreaField } from '../../../components/ui/form-field.tsx';
import { ImageAttachmentsField } from '../../../components/ui/image-attachments-field.tsx';
import { megabytes } from '../../../lib/image-attachments.ts';
import { useSubmissionId } from '../../../lib/submission-id.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { applyForPromotion } from '../api/apply-for-promotion.ts';
import { checkApplication, remarkStatus } from '../model/application-check.ts';
import { isDefiniteRefusal, isPromotionRefusal } from '../model/application-outcome.ts';
import styles from './promotions.module.css';

/** Spec 5: images png or jpg, up to 5 MB each, at most 3. */
const IMAGE_LIMITS = { maxCount: APPLICATION_MAX_IMAGES, maxBytes: APPLICATION_IMAGE_MAX_BYTES };
/** The fields a server refusal may be shown under; anything else is the form's error. */
const FIELDS = ['remark', 'image'] as const;

type Props = {
  promotionId: string;
  /** The application was recorded. */
  onApplied: (application: Application) => void;
  /** The promotion does not take it now (not open, applied already, gone): the page is out of date. */
  onRefused: (error: unknown) => void;
};

/**
 * The application (spec 5 "Activity application: remark up to 140 characters; images png or jpg,
 * up to 5 MB each, at most 3"), checked with the contract's schema before it is sent. A retry of
 * the same submission after a failure that may have been recorded sends the same request id.
 */
export function ApplicationForm({ promotionId, onApplied, onRefused }: Props) {
  const { t } = useTranslation();
  const form = useFormSubmit();
  const submission = useSubmissionId();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const status = remarkStatus(remark);

  /** Image refusals under the images (a 413 from a proxy too). */
  const fieldsOf = (error: unknown): Record<string, string> => {
    if (!(error instanceof AppError)) return {};
    if (error.code === 'INVALID_IMAGE') return { image: t('promotions.apply.errors.invalidImage') };
    if (error.code === 'PAYLOAD_TOO_LARGE' || error.status === 413)
      return {
        image: t('promotions.apply.errors.imageTooLarge', { size: megabytes(APPLICATION_IMAGE_MAX_BYTES) }),
      };
    return {};
  };
  const textOf = (error: unknown) =>
    error instanceof AppError && error.code === 'RATE_LIMITED'
      ? t('promotions.apply.errors.rateLimited')
      : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The same promotion, text and images again reuse the id of the attempt that may have gone through.
    const requestId = submission.idFor({
      promotionId,
      remark: remark.trim(),
      images: images.map((image) => [image.name, image.size, image.lastModified]),
    });
    const check = checkApplication(remark, requestId);
    const problems: Record<string, string | null> = check.ok
      ? {}
      : { remark: t('promotions.apply.problems.remarkTooLong', { max: APPLICATION_REMARK_MAX }) };
    void form.submit(
      problems,
      async () => {
        if (!check.ok) return null;
        try {
          const value = await applyForPromotion({ promotionId, fields: check.fields, images });
          submission.done();
          onApplied(value.application);
        } catch (error) {
          if (isDefiniteRefusal(error)) submission.done();
          if (!isPromotionRefusal(error)) throw error;
          onRefused(error);
        }
        return null;
      },
      { fieldsOf, textOf, fields: FIELDS },
    );
  };

  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-busy={form.busy || undefined}
    >
      <TextAreaField
        label={t('promotions.apply.remark')}
        value={remark}
        onValueChange={setRemark}
        rows={3}
        autoComplete="off"
        hint={t('promotions.apply.remarkHint')}
        error={form.errorOf('remark')}
        counter={{
          text: t('promotions.apply.charCount', { count: status.count, max: APPLICATION_REMARK_MAX }),
          over: status.over,
        }}
      />
      <ImageAttachmentsField
        label={t('promotions.apply.images')}
        limits={IMAGE_LIMITS}
        images={images}
        onImagesChange={setImages}
        error={form.errorOf('image')}
        disabled={form.busy}
      />
      <FormError text={form.formError} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('promotions.apply.sending') : t('promotions.apply.submit')}
        </Button>
      </div>
    </form>
  );
}
