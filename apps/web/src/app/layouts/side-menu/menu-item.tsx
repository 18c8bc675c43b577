import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import styles from './side-menu.module.css';

type ItemContent = { icon: IconName; label: string; trailing?: ReactNode };

function Content({ icon, label, trailing }: ItemContent) {
  return (
    <>
      <Icon name={icon} />
      <span className={styles.label}>{label}</span>
      {trailing}
    </>
  );
}

/** An in-app destination; NavLink marks the current page with aria-current. */
export function MenuLink({
  to,
  end,
  onNavigate,
  ...content
}: ItemContent & { to: string; end?: boolean; onNavigate: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <NavLink to={to} end={end} className={styles.item} title={content.label} onClick={onNavigate}>
      <Content {...content} />
    </NavLink>
  );
}

/** An external address, opened in a new tab without access to this page. */
export function MenuExternalLink({ href, ...content }: ItemContent & { href: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} className={styles.item} title={content.label} target="_blank" rel="noopener noreferrer">
      <Content {...content} />
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}

export function MenuButton({
  icon,
  label,
  trailing,
  ...rest
}: ItemContent & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>) {
  return (
    <button type="button" className={styles.item} title={label} {...rest}>
      <Content icon={icon} label={label} trailing={trailing} />
    </button>
  );
}

export const Chevron = () => (
  <span className={styles.chevron}>
    <Icon name="chevronDown" size={16} />
  </span>
);
