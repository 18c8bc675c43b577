import { DISCLAIMER_MIN_AGE } from '@portal/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SmartLink } from '../../../components/ui/smart-link.tsx';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { affiliateUrl } from '../../../lib/system-links.ts';
import styles from './footer.module.css';

/**
 * About us, affiliate service, the agent login (the agent site, spec 6), the responsible-gaming
 * note and the copyright (spec 2 "Footer").
 */
export function Footer() {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const affiliate = affiliateUrl(info);
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
              <Link to="/help#responsibility">{t('footer.responsibleGaming')}</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.responsibility}>
          <span className={styles.age} aria-hidden="true">
            {DISCLAIMER_MIN_AGE}+
          </span>
          <span>{t('footer.responsibility')}</span>
        </p>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear(), brand: info.brand.name })}
        </p>
      </div>
    </footer>
  );
}
