import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { TabList, TabPanel } from '../../../components/ui/tabs.tsx';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { type InstallGuide, installGuideOf, type Platform, platforms } from '../model/install-guide.ts';
import styles from './install-guide-tabs.module.css';

const STEPS = [1, 2, 3, 4] as const;

type Props = { platform: Platform; onPlatformChange: (platform: Platform) => void };

/**
 * The app download guide (spec 1 "Android and iOS via QR codes, four steps each"; spec 2 modal
 * "app download (Android and iOS tabs)"): per platform, a QR code to scan from a computer, the
 * link for the phone itself and the four steps of installing, from the merchant's resources.
 */
export function InstallGuideTabs({ platform, onPlatformChange }: Props) {
  const { t } = useTranslation();
  const info = useSystemInfo();
  const base = useId();
  const guide = installGuideOf(info.resources, platform, window.location.origin);
  return (
    <div className={styles.guide}>
      <TabList
        base={base}
        tabs={platforms}
        value={platform}
        onChange={onPlatformChange}
        label={t('download.platforms')}
        labelOf={(name) => t(`download.${name}`)}
      />
      <TabPanel base={base} value={platform}>
        {guide ? (
          <GuideBody guide={guide} brand={info.brand.name} />
        ) : (
          <p className={styles.unavailable}>{t(`download.${platform}Unavailable`)}</p>
        )}
      </TabPanel>
    </div>
  );
}

function GuideBody({ guide, brand }: { guide: InstallGuide; brand: string }) {
  const { t } = useTranslation();
  // A web app is installed from the site itself: there is nothing to download on the phone.
  const phoneLink = guide.kind === 'androidWebApp' ? null : t(`download.${guide.kind}Link`);
  return (
    <div className={styles.body}>
      <figure className={styles.scan}>
        <QrCode value={guide.qr} label={t('download.qrLabel', { url: guide.qr })} />
        <figcaption>
          {t('download.scan')}
          <span className={styles.url}>{guide.qr}</span>
        </figcaption>
      </figure>
      <div className={styles.steps}>
        {phoneLink ? (
          <a
            className={buttonClass('primary', false, styles.phoneLink)}
            href={guide.link}
            download={guide.kind === 'androidPackage' || undefined}
          >
            {phoneLink}
          </a>
        ) : null}
        <h3 className={styles.stepsTitle}>{t('download.steps')}</h3>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>{t(`download.${guide.kind}Steps.${step}`, { brand })}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
