import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { HomeLink } from '../components/ui/home-link.tsx';
import { Page } from '../components/ui/page.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <EmptyState text={t('notFound.text')} action={<HomeLink />} />
    </Page>
  );
}
