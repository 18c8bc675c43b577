import {
  APPLICATION_REMARK_MAX,
  type ApplicationFields,
  applicationFieldsSchema,
} from '@portal/contracts/promotions';

/** What the contract's schema refused, as a key the form translates. */
export type ApplicationProblem = 'remarkTooLong';

export type ApplicationCheck =
  | { ok: true; fields: ApplicationFields }
  | { ok: false; problems: { remark?: ApplicationProblem } };

/**
 * Checks the application's text with the very schema the server uses (spec 5: remark up to 140
 * characters, spaces around it not counted); an empty remark is not sent.
 */
export function checkApplication(remark: string, requestId: string): ApplicationCheck {
  const trimmed = remark.trim();
  const parsed = applicationFieldsSchema.safeParse({ requestId, ...(trimmed ? { remark: trimmed } : {}) });
  if (parsed.success) return { ok: true, fields: parsed.data };
  const remarkIssue = parsed.error.issues.some((issue) => issue.path[0] === 'remark');
  // Only the remark is typed: a bad request id is this app's fault, and the server will say so.
  if (!remarkIssue) throw new Error('An application request id must be a UUID');
  return { ok: false, problems: { remark: 'remarkTooLong' } };
}

/** The live count under the remark: characters the server keeps, and whether they pass the limit. */
export function remarkStatus(remark: string): { count: number; over: boolean } {
  const count = remark.trim().length;
  return { count, over: count > APPLICATION_REMARK_MAX };
}
