import { AppError } from '@portal/contracts/errors';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  FEEDBACK_REMARK_MAX,
  feedbackCategories,
} from '@portal/contracts/feedback';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { ImageAttachmentsField } from '../../../components/ui/image-attachments-field.tsx';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { sendFeedback } from '../api/send-feedback.ts';
import { checkFeedback, type FeedbackDraft, wordStatus } from '../model/feedback-check.ts';
import styles from './feedback.module.css';

/** Who sent it decides where, if anywhere, the answer arrives. */
export type Sender = 'member' | 'visitor' | 'trial';
export type SentFeedback = { id: string; sender: Sender };

/** The fields a server refusal may be shown under; anything else is the form's error. */
const FIELDS = ['category', 'content', 'remark', 'image'] as const;
const SIZE_MB = FEEDBACK_IMAGE_MAX_BYTES / (1024 * 1024);
/** Spec 9: images png/jpg, 5 MB each, at most 3. */
const IMAGE_LIMITS = { maxCount: FEEDBACK_MAX_IMAGES, maxBytes: FEEDBACK_IMAGE_MAX_BYTES };
const LIMITS = {
  min: FEEDBACK_MIN_WORDS,
  max: FEEDBACK_MAX_WORDS,
  chars: FEEDBACK_MAX_CHARS,
  remarkMax: FEEDBACK_REMARK_MAX,
};

/**
 * The feedback form (spec 5 "Feedback content is required; description between two word-count
 * limits", spec 9 "remark 140 characters; images 5 MB, max 3, png/jpg"): checked with the
 * contract's schema before it is sent, so the browser and the server refuse the same input.
 */
export function FeedbackForm({ onSent }: { onSent: (sent: SentFeedback) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const form = useFormSubmit();
  const [draft, setDraft] = useState<FeedbackDraft>({ category: '', content: '', remark: '' });
  const [images, setImages] = useState<File[]>([]);
  const edit = (field: keyof FeedbackDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const words = wordStatus(draft.content);
  const contentError = form.errorOf('content');
  // The rule shows beside the count while it is broken, unless the field's error already says so.
  const outOfRange = draft.content.trim() !== '' && !words.inRange;
  const wordCount = t('feedback.wordCount', { count: words.count, max: FEEDBACK_MAX_WORDS });
  const remarkLength = draft.remark.trim().length;

  /** Image refusals under the images (a 413 from a proxy too); a rate limit in the form's words. */
  const fieldsOf = (error: unknown): Record<string, string> => {
    if (!(error instanceof AppError)) return {};
    if (error.code === 'INVALID_IMAGE') return { image: t('feedback.errors.invalidImage') };
    if (error.code === 'PAYLOAD_TOO_LARGE' || error.status === 413)
      return { image: t('feedback.errors.imageTooLarge', { size: SIZE_MB }) };
    return {};
  };
  const textOf = (error: unknown) =>
    error instanceof AppError && error.code === 'RATE_LIMITED' ? t('feedback.errors.rateLimited') : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkFeedback(draft);
    const problems: Record<string, string | null> = {};
    if (!check.ok)
      for (const [field, key] of Object.entries(check.problems))
        problems[field] = t(`feedback.problems.${key}`, LIMITS);
    const sender: Sender = !session ? 'visitor' : session.memberType === TRIAL_TYPE ? 'trial' : 'member';
    void form.submit(
      problems,
      async () => {
        if (!check.ok) return null;
        const value = await sendFeedback({ fields: check.fields, images });
        onSent({ id: value.id, sender });
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
      <SelectField
        label={t('feedback.category')}
        value={draft.category}
        onValueChange={edit('category')}
        placeholder={t('feedback.chooseCategory')}
        options={feedbackCategories.map((category) => ({
          value: category,
          label: t(`feedback.categories.${category}`),
        }))}
        error={form.errorOf('category')}
      />
      <TextAreaField
        label={t('feedback.content')}
        value={draft.content}
        onValueChange={edit('content')}
        rows={6}
        error={contentError}
        counter={{
          text:
            outOfRange && !contentError
              ? `${wordCount} · ${t('feedback.problems.wordRange', LIMITS)}`
              : wordCount,
          over: outOfRange,
        }}
      />
      <TextField
        label={t('feedback.remark')}
        value={draft.remark}
        onValueChange={edit('remark')}
        autoComplete="off"
        hint={t('feedback.remarkHint')}
        error={form.errorOf('remark')}
        counter={{
          text: t('feedback.charCount', { count: remarkLength, max: FEEDBACK_REMARK_MAX }),
          over: remarkLength > FEEDBACK_REMARK_MAX,
        }}
      />
      <ImageAttachmentsField
        label={t('feedback.images')}
        limits={IMAGE_LIMITS}
        images={images}
        onImagesChange={setImages}
        error={form.errorOf('image')}
        disabled={form.busy}
      />
      <FormError text={form.formError} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('feedback.sending') : t('feedback.submit')}
        </Button>
      </div>
    </form>
  );
}
