import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Page } from '../../../components/ui/page.tsx';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('identity.loginTitle')}>
      <EmptyState text={t('identity.loginEmpty')} action={<HomeLink />} />
    </Page>
  );
}
