import { useTranslation } from 'react-i18next';
import type { PointsRefusal } from '../model/refusal.ts';
import { usePointCount } from './use-point-count.ts';

/** The form's own wording of a points refusal; null leaves the failure to the shared texts. */
export function useRefusalText() {
  const { t } = useTranslation();
  const { count } = usePointCount();
  return (refusal: PointsRefusal | null): string | null => {
    switch (refusal?.kind) {
      case 'wrongPaymentPassword':
        return t('points.errors.wrongPaymentPassword');
      case 'paymentPasswordRequired':
        return t('points.errors.paymentPasswordRequired');
      case 'insufficientPoints':
        return refusal.points === null
          ? t('points.errors.insufficientPointsPlain')
          : t('points.errors.insufficientPoints', { points: count(refusal.points) });
      case 'soldOut':
        return refusal.available
          ? t('points.errors.fewerLeft', { count: refusal.available, left: count(refusal.available) })
          : t('points.errors.soldOut');
      case 'disabled':
        return t('points.errors.disabled');
      default:
        return null;
    }
  };
}
