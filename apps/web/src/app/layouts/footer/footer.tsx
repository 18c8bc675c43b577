import { DISCLAIMER_MIN_AGE } from '@portal/contracts/constants';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SmartLink } from '../../../components/ui/smart-link.tsx';
import { openAccountDialog } from '../../../features/identity/model/account-dialog-store.ts';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { affiliateUrl } from '../../../lib/system-links.ts';
import { useMemberCentre } from '../../member-centre/use-member-centre.ts';
import styles from './footer.module.css';

/**
 * About us, affiliate service, the agent login (the agent site, spec 6), responsible gaming (the
 * member's limits and exclusions), the responsibility text with a link to the help page about
 * it, and the copyright (spec 2 "Footer").
 */
export function Footer() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const session = useSession();
  const centre = useMemberCentre();
  const affiliate = affiliateUrl(info);
  // Member-only, like the inbox: a visitor is asked to log in, a trial account to register.
  const openResponsibleGaming = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!session) openAccountDialog({ kind: 'auth', tab: 'login', notice: 'pleaseLogIn' });
    else if (session.memberType === TRIAL_TYPE) openAccountDialog({ kind: 'needRealAccount' });
    else centre.open('responsibleGaming');
  };
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('a11y.footerLinks')}>
          <ul className={styles.links}>
            <li>
              <Link to="/help#about">{t('footer.aboutUs')}</Link>
            </li>
            {affiliate ? (
              <li>
                <SmartLink href={affiliate}>{t('footer.affiliate')}</SmartLink>
              </li>
            ) : null}
            <li>
              <Link to="/agent">{t('footer.agentLogin')}</Link>
            </li>
            <li>
              <Link to={centre.hrefOf('responsibleGaming')} onClick={openResponsibleGaming}>
                {t('footer.responsibleGaming')}
              </Link>
            </li>
          </ul>
        </nav>
        <p className={styles.responsibility}>
          <span className={styles.age} aria-hidden="true">
            {DISCLAIMER_MIN_AGE}+
          </span>
          <span>
            {t('footer.responsibility')}{' '}
            <Link to="/help#responsibility" aria-label={t('footer.learnMoreLabel')}>
              {t('footer.learnMore')}
            </Link>
          </span>
        </p>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear(), brand: info.brand.name })}
        </p>
      </div>
    </footer>
  );
}
