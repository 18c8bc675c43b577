import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Page } from '../../../components/ui/page.tsx';

export default function ElottPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('lottery.elottTitle')}>
      <EmptyState text={t('lottery.empty')} action={<HomeLink />} />
    </Page>
  );
}
