import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useAreaText } from '../../../lib/i18n.ts';

const MINUTE_MS = 60_000;

/** A few minutes before the session's end: when it ends, so a game can be finished in time. */
export default function SessionLimitWarning({ endsAt, onClose }: { endsAt: string; onClose: () => void }) {
  useAreaText('responsible-gaming');
  const { t, i18n } = useTranslation();
  const minutes = Math.max(1, Math.ceil((Date.parse(endsAt) - Date.now()) / MINUTE_MS));
  return (
    <AlertDialog
      title={t('responsibleGaming.sessionWarning.title')}
      text={t('responsibleGaming.sessionWarning.text', {
        count: minutes,
        time: formatTime(endsAt, i18n.language),
      })}
      confirmLabel={t('responsibleGaming.sessionWarning.ok')}
      onConfirm={onClose}
    />
  );
}
