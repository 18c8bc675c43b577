import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';

export default function PromoDetailPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('promotions.detailTitle')}>
      <EmptyState
        icon="gift"
        text={t('promotions.detailEmpty')}
        action={
          <Link to="/promotions" className={buttonClass('secondary')}>
            {t('promotions.backToList')}
          </Link>
        }
      />
    </Page>
  );
}
