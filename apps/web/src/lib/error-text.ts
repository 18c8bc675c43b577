import { AppError } from '@portal/contracts/errors';
import { NetworkError } from './api-client.ts';

type Translate = (key: string) => string;

/**
 * The text for a failed call: spec 8's own wording where it names one, otherwise the
 * server's message, which is already written for people.
 */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof AppError) {
    switch (error.code) {
      case 'TRIAL_ACCOUNT':
        return t('account.needRealAccount');
      case 'INVITATION_CODE_ERROR':
        return t('account.errors.invitationCode');
      case 'UNAUTHORIZED':
        return t('account.pleaseLogIn');
      case 'NOT_AGENT':
        return t('account.errors.notAgent');
      case 'NOT_MEMBER':
        return t('account.errors.notMember');
      case 'DECRYPTION_FAILED':
        // The server's key changed since it was fetched; the next try fetches it again. Loaded on
        // demand: the encryption code carries the identity schemas, which pages showing errors do not need.
        void import('./encrypt-field.ts').then((module) => module.forgetPublicKey());
        return t('account.errors.tryAgain');
      case 'INTERNAL':
        return error.status >= 500 ? t('errors.network') : error.message;
      default:
        return error.message;
    }
  }
  return t('account.errors.tryAgain');
}

/** Per-field messages of a VALIDATION_FAILED answer: value.issues [{field, message}]. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') return {};
  const issues = (error.value as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) {
    const match = /^(\w+): (.+)$/.exec(error.message);
    return match?.[1] && match[2] ? { [match[1]]: match[2] } : {};
  }
  const result: Record<string, string> = {};
  for (const issue of issues) {
    if (typeof issue?.field === 'string' && typeof issue?.message === 'string' && !result[issue.field])
      result[issue.field] = issue.message;
  }
  return result;
}
