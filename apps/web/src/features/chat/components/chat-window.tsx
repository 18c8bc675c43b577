import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useAreaText } from '../../../lib/i18n.ts';
import { useChatConversation } from '../api/get-chat-messages.ts';
import { useMarkReadWhileOpen } from '../model/use-mark-read-while-open.ts';
import { useOutgoingMessages } from '../model/use-outgoing-messages.ts';
import styles from './chat.module.css';
import { ChatComposer } from './chat-composer.tsx';
import { ChatConversation } from './chat-conversation.tsx';

/** Whether focus can go back to an element: still on the page, not in a closed drawer. */
const canFocus = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && element.closest('[inert]') === null;

/**
 * The chat room window (spec 2 "a chat room window", spec 4 "Chat"): the member's conversation
 * with the desk that answers them (VIP service for club ranks above 4, live chat otherwise),
 * under a header in the colour spec 9 fixes. A dialog: a panel at the bottom right on wide
 * screens, a full-width sheet on phones; focus starts in the message box, Escape or the close
 * button closes it, and focus returns to where it was. Its text lives in `locales/chat`.
 */
export default function ChatWindow({ onClose }: { onClose: () => void }) {
  useAreaText('chat');
  const { t } = useTranslation();
  const conversation = useChatConversation();
  const outgoing = useOutgoingMessages();
  useMarkReadWhileOpen(conversation.data !== undefined);
  const composer = useRef<HTMLTextAreaElement>(null);
  // Where focus was when the window opened (the menu item), to return it there on close.
  const [opener] = useState(() => document.activeElement);
  const desk = conversation.data?.desk;
  const title = desk ? t(`chat.desk.${desk}`) : t('chat.title');

  return (
    <RadixDialog.Root open onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          id="chatWindow"
          data-modal="chatWindow"
          className={styles.window}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            composer.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (canFocus(opener)) opener.focus();
          }}
        >
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={t('common.close')}>
              <Icon name="close" />
            </RadixDialog.Close>
          </header>
          <ChatConversation
            query={conversation}
            deskName={title}
            outgoing={outgoing.items}
            onRetry={outgoing.retry}
          />
          <ChatComposer ref={composer} onSend={outgoing.send} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
