import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isInternalPath } from '../../lib/system-links.ts';

type SmartLinkProps = { href: string; className?: string; children: ReactNode; onNavigate?: () => void };

/** Same-site paths navigate inside the app; external addresses open in a new tab, detached from this page. */
export function SmartLink({ href, className, children, onNavigate }: SmartLinkProps) {
  if (isInternalPath(href)) {
    return (
      <Link to={href} className={className} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
      {children}
    </a>
  );
}
