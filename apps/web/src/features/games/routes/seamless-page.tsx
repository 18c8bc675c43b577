import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Page } from '../../../components/ui/page.tsx';

/** The seamless-wallet game view, beside the mini side menu. */
export default function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('game.seamlessTitle')}>
      <EmptyState text={t('game.empty')} action={<HomeLink />} />
    </Page>
  );
}
