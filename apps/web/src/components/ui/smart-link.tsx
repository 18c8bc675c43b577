import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isInternalPath } from '../../lib/system-links.ts';

/** Same-site paths navigate inside the app; external addresses open in a new tab, detached from this page. */
export function SmartLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (isInternalPath(href)) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
