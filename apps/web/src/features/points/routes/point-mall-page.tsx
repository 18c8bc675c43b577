import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Page } from '../../../components/ui/page.tsx';

export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('points.title')}>
      <EmptyState icon="gift" text={t('points.empty')} action={<HomeLink />} />
    </Page>
  );
}
