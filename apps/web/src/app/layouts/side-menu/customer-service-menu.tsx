import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { customerServiceUrl, isInternalPath, socialLinks } from '../../../lib/system-links.ts';
import { Chevron, MenuButton, MenuExternalLink, MenuLink } from './menu-item.tsx';
import styles from './side-menu.module.css';

type Props = { collapsed: boolean; onExpandMenu: () => void; onNavigate: () => void };

/** List item with a disclosure of the merchant's configured social channels and the customer-service contact. */
export function CustomerServiceMenu({ collapsed, onExpandMenu, onNavigate }: Props) {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const contact = customerServiceUrl(info);
  const socials = socialLinks(info.resources);
  if (!contact && socials.length === 0) return null;
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
        {socials.map((resource) => (
          <li key={resource.resourceType}>
            <MenuExternalLink href={resource.url} icon="link" label={resource.labelNameEn} />
          </li>
        ))}
      </ul>
    </li>
  );
}
