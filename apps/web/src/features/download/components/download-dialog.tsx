import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { downloadPageHref } from '../model/download-url.ts';
import type { Platform } from '../model/install-guide.ts';
import styles from './download-dialog.module.css';
import { InstallGuideTabs } from './install-guide-tabs.tsx';

type Props = { platform: Platform; onPlatformChange: (platform: Platform) => void; onClose: () => void };

/** The app download modal (spec 2 "Modals: … app download (Android and iOS tabs)"). */
export default function DownloadDialog({ platform, onPlatformChange, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal name="appDownloadModal" size="wide" title={t('download.title')} onClose={onClose}>
      <InstallGuideTabs platform={platform} onPlatformChange={onPlatformChange} />
      <p className={styles.pageLink}>
        <Link to={downloadPageHref(platform)}>{t('download.openPage')}</Link>
      </p>
    </Modal>
  );
}
