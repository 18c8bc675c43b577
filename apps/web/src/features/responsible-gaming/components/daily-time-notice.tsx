import type { DailyTimeErrorValue } from '@portal/contracts/responsible-gaming';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { dailyTimeText } from '../../../lib/daily-time-limit.ts';
import { useAreaText } from '../../../lib/i18n.ts';

/**
 * After a session ended by the daily time limit: the limit, and from when a login is possible
 * again (the sentence a refused login shows too).
 */
export default function DailyTimeNotice({
  value,
  onClose,
}: {
  value: DailyTimeErrorValue;
  onClose: () => void;
}) {
  useAreaText('responsible-gaming');
  const { t, i18n } = useTranslation();
  return (
    <AlertDialog
      title={t('responsibleGaming.dailyEnded.title')}
      text={dailyTimeText(value, t, i18n.language)}
      confirmLabel={t('responsibleGaming.dailyEnded.ok')}
      onConfirm={onClose}
    />
  );
}
