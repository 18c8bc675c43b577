import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import styles from './modal.module.css';

type ModalProps = {
  /** The modal's name (spec 2: loginPopupModal, registerModal, registerSuccessModal…): its id and data-modal. */
  name: string;
  title: string;
  /** Keep the title for assistive technology only, when the content already shows it (tabs). */
  hideTitle?: boolean;
  description?: ReactNode;
  children: ReactNode;
  /** Omitted for a modal that must be answered: no close button, Escape and outside clicks do nothing. */
  onClose?: () => void;
  size?: 'narrow' | 'wide';
  /** Full-bleed content before the title, e.g. the modal's banner. */
  media?: ReactNode;
};

const block = (event: Event) => event.preventDefault();

/** A form dialog: focus moves in on open, is trapped inside and returns to the opener on close. */
export function Modal({
  name,
  title,
  hideTitle,
  description,
  children,
  onClose,
  size = 'narrow',
  media,
}: ModalProps) {
  const { t } = useTranslation();
  const dismissible = onClose !== undefined;
  return (
    <RadixDialog.Root open onOpenChange={(next) => !next && onClose?.()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          id={name}
          data-modal={name}
          className={clsx(styles.content, size === 'wide' && styles.wide)}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={dismissible ? undefined : block}
          onPointerDownOutside={dismissible ? undefined : block}
          onInteractOutside={dismissible ? undefined : block}
        >
          {media}
          <div className={styles.inner}>
            <RadixDialog.Title className={clsx(styles.title, hideTitle && 'visually-hidden')}>
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : null}
            {children}
          </div>
          {dismissible ? (
            <RadixDialog.Close className={styles.close} aria-label={t('common.close')}>
              <Icon name="close" />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
