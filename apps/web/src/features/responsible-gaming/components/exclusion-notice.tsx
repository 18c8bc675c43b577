import type { ExclusionValue } from '@portal/contracts/responsible-gaming';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../../components/ui/alert-dialog.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useAreaText } from '../../../lib/i18n.ts';

/** What a time-out or self-exclusion did: logged out everywhere, no login until its end. */
export default function ExclusionNotice({ value, onClose }: { value: ExclusionValue; onClose: () => void }) {
  useAreaText('responsible-gaming');
  const { t, i18n } = useTranslation();
  const others = value.accounts - 1;
  const text = [
    t('responsibleGaming.done.text', { date: formatShortDateTime(value.until, i18n.language) }),
    others > 0 ? t('responsibleGaming.done.others', { count: others }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <AlertDialog
      title={t(
        value.kind === 'timeout'
          ? 'responsibleGaming.done.timeoutTitle'
          : 'responsibleGaming.done.exclusionTitle',
      )}
      text={text}
      confirmLabel={t('responsibleGaming.done.ok')}
      onConfirm={onClose}
    />
  );
}
