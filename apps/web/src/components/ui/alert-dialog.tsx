import * as RadixAlert from '@radix-ui/react-alert-dialog';
import { Button } from './button.tsx';
import styles from './dialog.module.css';

type AlertDialogProps = {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** With a cancel label the dialog asks a question; without, it is a notice with one button. */
  cancelLabel?: string;
  onCancel?: () => void;
  busy?: boolean;
};

/** A warning or confirmation that must be answered (role alertdialog, focus on the safe choice). */
export function AlertDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  busy,
}: AlertDialogProps) {
  return (
    <RadixAlert.Root open onOpenChange={(next) => !next && (onCancel ?? onConfirm)()}>
      <RadixAlert.Portal>
        <RadixAlert.Overlay className={styles.overlay} />
        <RadixAlert.Content className={styles.content}>
          <RadixAlert.Title className={styles.title}>{title}</RadixAlert.Title>
          <RadixAlert.Description className={styles.body}>{text}</RadixAlert.Description>
          <div className={styles.actions}>
            {cancelLabel ? (
              <RadixAlert.Cancel asChild>
                <Button variant="secondary" onClick={onCancel} disabled={busy}>
                  {cancelLabel}
                </Button>
              </RadixAlert.Cancel>
            ) : null}
            <Button
              variant="primary"
              disabled={busy}
              onClick={onConfirm}
              // Radix focuses Cancel first when present; a notice focuses its only button.
              autoFocus={!cancelLabel}
            >
              {confirmLabel}
            </Button>
          </div>
        </RadixAlert.Content>
      </RadixAlert.Portal>
    </RadixAlert.Root>
  );
}
