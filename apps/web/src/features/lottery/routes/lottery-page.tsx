import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { HomeLink } from '../../../components/ui/home-link.tsx';
import { Page } from '../../../components/ui/page.tsx';

export default function LotteryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <Page
      title={t('lottery.title')}
      subtitle={gameCode ? t('lottery.gameCode', { code: gameCode }) : undefined}
    >
      <EmptyState text={t('lottery.empty')} action={<HomeLink />} />
    </Page>
  );
}
