import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useAreaText } from '../../../lib/i18n.ts';
import type { LimitEnd } from '../model/session-limit.ts';

const MINUTE_MS = 60_000;

/**
 * A few minutes before the session's end: when it ends, and by which limit (the session's or
 * the daily one), so a game can be finished in time.
 */
export default function SessionLimitWarning({ end, onClose }: { end: LimitEnd; onClose: () => void }) {
  useAreaText('responsible-gaming');
  const { t, i18n } = useTranslation();
  const minutes = Math.max(1, Math.ceil((Date.parse(end.endsAt) - Date.now()) / MINUTE_MS));
  return (
    <AlertDialog
      title={t('responsibleGaming.sessionWarning.title')}
      text={t(
        end.kind === 'daily'
          ? 'responsibleGaming.dailyWarning.text'
          : 'responsibleGaming.sessionWarning.text',
        { count: minutes, time: formatTime(end.endsAt, i18n.language) },
      )}
      confirmLabel={t('responsibleGaming.sessionWarning.ok')}
      onConfirm={onClose}
    />
  );
}
