import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Page } from '../../../components/ui/page.tsx';

/** The lobby of one game category; seven routes share it and the path names the category. */
export default function LobbyPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = pathname.slice(1).toLowerCase();
  const vendor = params.get('page');
  return (
    <Page title={t(`lobby.titles.${category}`)} subtitle={vendor ? t('lobby.vendor', { vendor }) : undefined}>
      <EmptyState icon="info" text={t('lobby.empty')} action={<HomeLink />} />
    </Page>
  );
}
