import * as RadixAlert from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import dialog from '../../../components/ui/dialog.module.css';
import { useMoney } from '../../../lib/currency.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import type { Reminder } from './reality-check-reminder.tsx';
import styles from './responsible-gaming.module.css';
import { useDuration } from './use-duration.ts';

/**
 * The reality check itself: an alert dialog that must be answered (Escape means continue), with
 * the time logged in and this session's stakes, wins and net result; continue playing (the
 * focused, first choice), the betting record, or log out.
 */
export default function RealityCheckDialog({
  reminder,
  onContinue,
  onViewRecords,
  onLogOut,
}: {
  reminder: Reminder;
  onContinue: () => void;
  onViewRecords: () => void;
  onLogOut: () => void;
}) {
  useAreaText('responsible-gaming');
  const { t } = useTranslation();
  const money = useMoney();
  const duration = useDuration();
  const value = reminder.value;
  const net = value ? `${value.net > 0 ? '+' : ''}${money(value.net)}` : '';
  return (
    <RadixAlert.Root open onOpenChange={(open) => !open && onContinue()}>
      <RadixAlert.Portal>
        <RadixAlert.Overlay className={dialog.overlay} />
        <RadixAlert.Content className={dialog.content} data-modal="realityCheck">
          <RadixAlert.Title className={dialog.title}>
            {t('responsibleGaming.reminder.title')}
          </RadixAlert.Title>
          <RadixAlert.Description asChild>
            <div className={dialog.body}>
              <p className={styles.reminderLine}>
                {t('responsibleGaming.reminder.time', {
                  duration: duration(reminder.at - reminder.startedAt),
                })}
              </p>
              {value ? (
                <p className={styles.reminderLine}>
                  {t('responsibleGaming.reminder.figures', {
                    staked: money(value.staked),
                    won: money(value.won),
                    net,
                  })}
                </p>
              ) : null}
            </div>
          </RadixAlert.Description>
          <div className={`${dialog.actions} ${styles.reminderActions}`}>
            <RadixAlert.Cancel asChild>
              <Button variant="primary">{t('responsibleGaming.reminder.continue')}</Button>
            </RadixAlert.Cancel>
            <Button variant="secondary" onClick={onViewRecords}>
              {t('responsibleGaming.reminder.records')}
            </Button>
            <Button variant="secondary" onClick={onLogOut}>
              {t('responsibleGaming.reminder.logout')}
            </Button>
          </div>
        </RadixAlert.Content>
      </RadixAlert.Portal>
    </RadixAlert.Root>
  );
}
