import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncementDialog } from '../../../features/announcements/model/use-announcement-dialog.ts';
import { useFeedbackDialog } from '../../../features/feedback/model/use-feedback-dialog.ts';
import { openAccountDialog } from '../../../features/identity/model/account-dialog-store.ts';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { customerServiceUrl, isInternalPath, socialLinks } from '../../../lib/system-links.ts';
import { useMemberCentre } from '../../member-centre/use-member-centre.ts';
import { Chevron, MenuButton, MenuExternalLink, MenuLink } from './menu-item.tsx';
import styles from './side-menu.module.css';

type Props = { collapsed: boolean; onExpandMenu: () => void; onNavigate: () => void };

/**
 * List item with a disclosure of the customer-service contact, platform information (the
 * member's messages), the announcements and the feedback form (both open to visitors too) and
 * the merchant's configured social channels.
 */
export function CustomerServiceMenu({ collapsed, onExpandMenu, onNavigate }: Props) {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const session = useSession();
  const centre = useMemberCentre();
  const announcements = useAnnouncementDialog();
  const feedback = useFeedbackDialog();
  const [open, setOpen] = useState(false);
  const listId = useId();
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
  const expanded = open && !collapsed;
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
        trailing={<Chevron />}
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
        {socials.map((resource) => (
          <li key={resource.resourceType}>
            <MenuExternalLink href={resource.url} icon="link" label={resource.labelNameEn} />
          </li>
        ))}
      </ul>
    </li>
  );
}
