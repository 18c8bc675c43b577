import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncementDialog } from '../../../features/announcements/model/use-announcement-dialog.ts';
import { useChatUnread } from '../../../features/chat/api/get-chat-unread.ts';
import { ChatUnreadBadge } from '../../../features/chat/components/chat-unread-badge.tsx';
import { isChatOn } from '../../../features/chat/model/chat-availability.ts';
import { useChatDialog } from '../../../features/chat/model/use-chat-dialog.ts';
import { useFeedbackDialog } from '../../../features/feedback/model/use-feedback-dialog.ts';
import { openAccountDialog } from '../../../features/identity/model/account-dialog-store.ts';
import { useSpeedTestDialog } from '../../../features/speed-test/model/use-speed-test-dialog.ts';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { customerServiceUrl, isInternalPath, socialLinks } from '../../../lib/system-links.ts';
import { useMemberCentre } from '../../member-centre/use-member-centre.ts';
import { Chevron, MenuButton, MenuExternalLink, MenuLink } from './menu-item.tsx';
import styles from './side-menu.module.css';

type Props = { collapsed: boolean; onExpandMenu: () => void; onNavigate: () => void };

/**
 * List item with a disclosure of the customer-service contact, platform information (the
 * member's messages), the announcements, the feedback form and the network speed test (all three
 * open to visitors too), the chat room (when the merchant's CBS3 is on, with its unread badge)
 * and the merchant's configured social channels.
 */
export function CustomerServiceMenu({ collapsed, onExpandMenu, onNavigate }: Props) {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const session = useSession();
  const centre = useMemberCentre();
  const announcements = useAnnouncementDialog();
  const feedback = useFeedbackDialog();
  const speedTest = useSpeedTestDialog();
  const chat = useChatDialog();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const chatBadgeId = useId();
  const customerServiceBadgeId = useId();
  // Spec 4: the chat room works only with CBS3 on; trial accounts cannot use it, so see no count.
  const chatOn = isChatOn(info.whitelabel);
  const trial = session?.memberType === TRIAL_TYPE;
  const chatUnread = useChatUnread(chatOn && session !== null && !trial).data ?? 0;
  const contact = customerServiceUrl(info);
  const socials = socialLinks(info.resources);
  // Spec 2: platform information needs a login; trial accounts have no member centre (spec 6).
  const openMessages = () => {
    onNavigate();
    if (!session) openAccountDialog({ kind: 'auth', tab: 'login', notice: 'pleaseLogIn' });
    else if (session.memberType === TRIAL_TYPE) openAccountDialog({ kind: 'needRealAccount' });
    else centre.open('messageV2');
  };
  const openAnnouncements = () => {
    onNavigate();
    announcements.open();
  };
  const openFeedback = () => {
    onNavigate();
    feedback.show();
  };
  const openSpeedTest = () => {
    onNavigate();
    speedTest.show();
  };
  // Spec 4 "Chat": a visitor is asked to log in, a trial account to register a real one.
  const openChat = () => {
    onNavigate();
    if (!session) openAccountDialog({ kind: 'auth', tab: 'login', notice: 'pleaseLogIn' });
    else if (trial) openAccountDialog({ kind: 'needRealAccount' });
    else chat.show();
  };
  const expanded = open && !collapsed;
  // The count shows on the closed sub-menu too, so it is seen without opening it (not in mini mode).
  const parentBadge = chatOn && !expanded && !collapsed && chatUnread > 0;
  const toggle = () => {
    // In mini mode there is no room for the sub-menu, so opening it widens the menu first.
    if (collapsed) {
      onExpandMenu();
      setOpen(true);
    } else {
      setOpen(!open);
    }
  };
  return (
    <li>
      <MenuButton
        icon="support"
        label={t('menu.customerService')}
        trailing={
          <>
            {parentBadge ? <ChatUnreadBadge id={customerServiceBadgeId} count={chatUnread} /> : null}
            <Chevron />
          </>
        }
        aria-label={parentBadge ? t('menu.customerService') : undefined}
        aria-describedby={parentBadge ? customerServiceBadgeId : undefined}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={toggle}
      />
      <ul id={listId} className={styles.subList} hidden={!expanded}>
        {contact ? (
          <li>
            {isInternalPath(contact) ? (
              <MenuLink to={contact} icon="chat" label={t('menu.contactSupport')} onNavigate={onNavigate} />
            ) : (
              <MenuExternalLink href={contact} icon="chat" label={t('menu.contactSupport')} />
            )}
          </li>
        ) : null}
        <li>
          <MenuButton icon="mail" label={t('menu.platformInformation')} onClick={openMessages} />
        </li>
        <li>
          <MenuButton icon="megaphone" label={t('menu.announcement')} onClick={openAnnouncements} />
        </li>
        <li>
          <MenuButton icon="feedback" label={t('menu.feedback')} onClick={openFeedback} />
        </li>
        <li>
          <MenuButton icon="gauge" label={t('menu.speedTest')} onClick={openSpeedTest} />
        </li>
        {chatOn ? (
          <li>
            <MenuButton
              icon="chat"
              label={t('menu.chatRoom')}
              // The name stays "Chat room"; the count is its description, read after it.
              aria-label={t('menu.chatRoom')}
              aria-describedby={chatUnread > 0 ? chatBadgeId : undefined}
              trailing={<ChatUnreadBadge id={chatBadgeId} count={chatUnread} />}
              onClick={openChat}
            />
          </li>
        ) : null}
        {socials.map((resource) => (
          <li key={resource.resourceType}>
            <MenuExternalLink href={resource.url} icon="link" label={resource.labelNameEn} />
          </li>
        ))}
      </ul>
    </li>
  );
}
