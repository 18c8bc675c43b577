import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';

type DialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Omitted for dialogs the visitor must answer: Escape and outside clicks then do nothing. */
  onClose?: () => void;
};

const block = (event: Event) => event.preventDefault();

export function Dialog({ open, title, children, actions, onClose }: DialogProps) {
  const dismissible = onClose !== undefined;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose?.()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          onEscapeKeyDown={dismissible ? undefined : block}
          onPointerDownOutside={dismissible ? undefined : block}
          onInteractOutside={dismissible ? undefined : block}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className={styles.body}>{children}</div>
          </RadixDialog.Description>
          <div className={styles.actions}>{actions}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button inside the dialog's actions that closes it. */
export const DialogClose = RadixDialog.Close;
