import {
  countWords,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
  type FeedbackFields,
  feedbackFieldsSchema,
} from '@portal/contracts/feedback';

/** The form as typed: no category is chosen at first. */
export type FeedbackDraft = { category: string; content: string; remark: string };

export type FeedbackField = 'category' | 'content' | 'remark';

/** What the contract's schema refused, by field, as a key the dialog translates. */
export type FeedbackProblem = 'chooseCategory' | 'describe' | 'tooManyChars' | 'wordRange' | 'remarkTooLong';

export type FeedbackCheck =
  | { ok: true; fields: FeedbackFields }
  | { ok: false; problems: Partial<Record<FeedbackField, FeedbackProblem>> };

function problemOf(field: FeedbackField, code: string): FeedbackProblem {
  if (field === 'category') return 'chooseCategory';
  if (field === 'remark') return 'remarkTooLong';
  if (code === 'too_small') return 'describe';
  if (code === 'too_big') return 'tooManyChars';
  return 'wordRange';
}

const isField = (value: unknown): value is FeedbackField =>
  value === 'category' || value === 'content' || value === 'remark';

/**
 * Checks the form with the very schema the server uses (spec 5: content required, 5 to 500
 * words; spec 9: remark 140 characters), so both refuse the same input; the first problem of
 * each field is kept.
 */
export function checkFeedback(draft: FeedbackDraft): FeedbackCheck {
  const parsed = feedbackFieldsSchema.safeParse({
    category: draft.category,
    content: draft.content,
    remark: draft.remark,
  });
  if (parsed.success) return { ok: true, fields: parsed.data };
  const problems: Partial<Record<FeedbackField, FeedbackProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !problems[field]) problems[field] = problemOf(field, issue.code);
  }
  return { ok: false, problems };
}

/** The live count under the description, and whether it is within spec 5's limits. */
export function wordStatus(content: string): { count: number; inRange: boolean } {
  const count = countWords(content);
  return { count, inRange: count >= FEEDBACK_MIN_WORDS && count <= FEEDBACK_MAX_WORDS };
}
