import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Page } from '../../../components/ui/page.tsx';

export default function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('promotions.title')}>
      <EmptyState icon="gift" text={t('promotions.empty')} action={<HomeLink />} />
    </Page>
  );
}
