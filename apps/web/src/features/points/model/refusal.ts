import { AppError } from '@portal/contracts/errors';

/**
 * The refusals of a redeem or a conversion this feature words itself (the rest keep the shared
 * texts of `errorText`): a wrong payment password belongs under the password field; the others
 * are the form's error. `value` carries what the server said with them.
 */
export type PointsRefusal =
  | { kind: 'wrongPaymentPassword' }
  | { kind: 'paymentPasswordRequired' }
  | { kind: 'insufficientPoints'; points: number | null }
  | { kind: 'soldOut'; available: number | null }
  | { kind: 'disabled' };

const numberIn = (value: unknown, key: string): number | null => {
  const found = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : null;
  return typeof found === 'number' && Number.isSafeInteger(found) && found >= 0 ? found : null;
};

export function pointsRefusal(error: unknown): PointsRefusal | null {
  if (!(error instanceof AppError)) return null;
  switch (error.code) {
    case 'WRONG_PAYMENT_PASSWORD':
      return { kind: 'wrongPaymentPassword' };
    case 'PAYMENT_PASSWORD_REQUIRED':
      return { kind: 'paymentPasswordRequired' };
    case 'INSUFFICIENT_POINTS':
      return { kind: 'insufficientPoints', points: numberIn(error.value, 'points') };
    case 'REWARD_SOLD_OUT':
      return { kind: 'soldOut', available: numberIn(error.value, 'available') };
    case 'FEATURE_DISABLED':
      return { kind: 'disabled' };
    default:
      return null;
  }
}
