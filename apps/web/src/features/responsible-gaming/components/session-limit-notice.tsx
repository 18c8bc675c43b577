import type { SessionLimitErrorValue } from '@portal/contracts/responsible-gaming';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { useDuration } from './use-duration.ts';

/** After a session ended by its time limit: how long it lasted, and that a new login starts afresh. */
export default function SessionLimitNotice({
  value,
  onClose,
}: {
  value: SessionLimitErrorValue;
  onClose: () => void;
}) {
  useAreaText('responsible-gaming');
  const { t } = useTranslation();
  const duration = useDuration();
  return (
    <AlertDialog
      title={t('responsibleGaming.sessionEnded.title')}
      text={t('responsibleGaming.sessionEnded.text', { length: duration(value.minutes * 60_000) })}
      confirmLabel={t('responsibleGaming.sessionEnded.ok')}
      onConfirm={onClose}
    />
  );
}
