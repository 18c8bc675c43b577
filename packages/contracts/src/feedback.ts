import { z } from 'zod';

/**
 * Feedback (spec 2 "feedback", spec 5 "Feedback content is required; description between two
 * word-count limits", spec 7 `PUT /wps/feedback`, spec 9 "Feedback remark 140 characters;
 * images 5 MB, max 3, png/jpg"). A visitor or member tells the operator something; a member's
 * answer arrives in platform information.
 */
export const feedbackCategories = ['suggestion', 'problem', 'payment', 'game', 'other'] as const;
export const feedbackCategorySchema = z.enum(feedbackCategories);
export type FeedbackCategory = z.infer<typeof feedbackCategorySchema>;

/** Words the description must have, at least and at most (spec 5's {0} and {1}). */
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 500;
/** Characters, so a pasted wall of text without spaces is refused too. */
export const FEEDBACK_MAX_CHARS = 5000;
export const FEEDBACK_REMARK_MAX = 140;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Words as a reader counts them, in any script: the runs a word segmenter marks as words
 * (Thai and Chinese have no spaces between words). Both sides count the same way.
 */
export function countWords(text: string): number {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words++;
  return words;
}

/** The text fields of the multipart form; the images travel as up to three `image` files. */
export const feedbackFieldsSchema = z
  .object({
    category: feedbackCategorySchema,
    content: z
      .string()
      .trim()
      .min(1, 'Describe your feedback')
      .max(FEEDBACK_MAX_CHARS, `At most ${FEEDBACK_MAX_CHARS} characters`)
      .refine(
        (text) => {
          const words = countWords(text);
          return words >= FEEDBACK_MIN_WORDS && words <= FEEDBACK_MAX_WORDS;
        },
        { message: `Between ${FEEDBACK_MIN_WORDS} and ${FEEDBACK_MAX_WORDS} words` },
      ),
    /** A short note beside the description: where it happened, how to reach the sender. */
    remark: z
      .string()
      .trim()
      .max(FEEDBACK_REMARK_MAX, `At most ${FEEDBACK_REMARK_MAX} characters`)
      .optional()
      .transform((value) => value || undefined),
  })
  .strict();
export type FeedbackFields = z.infer<typeof feedbackFieldsSchema>;

export const feedbackValueSchema = z.object({
  /** The number to quote to customer service. */
  id: z.string(),
  images: z.number().int().min(0).max(FEEDBACK_MAX_IMAGES),
  createdAt: z.string(),
});
export type FeedbackValue = z.infer<typeof feedbackValueSchema>;
