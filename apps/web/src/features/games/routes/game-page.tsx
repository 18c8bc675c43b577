import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Page } from '../../../components/ui/page.tsx';

/** Where a launched game runs full-page; until games can be launched it says so. */
export default function GamePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('game.title')}>
      <EmptyState text={t('game.empty')} action={<HomeLink />} />
    </Page>
  );
}
