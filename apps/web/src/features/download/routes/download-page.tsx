import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { InstallGuideTabs } from '../components/install-guide-tabs.tsx';
import { likelyPlatform, type Platform, platforms } from '../model/install-guide.ts';

const platformOfHash = (hash: string): Platform | null =>
  platforms.find((platform) => `#${platform}` === hash) ?? null;

/**
 * The download and installation guide (spec 2 /download). The hash names the tab
 * (/download#android, /download#ios), so each platform's guide can be linked; without one the
 * visitor's own phone decides.
 */
export default function DownloadPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const platform = platformOfHash(hash) ?? likelyPlatform(navigator.userAgent, navigator.maxTouchPoints);
  return (
    <Page title={t('download.title')}>
      <InstallGuideTabs
        platform={platform}
        onPlatformChange={(next) => navigate({ hash: next }, { replace: true })}
      />
    </Page>
  );
}
