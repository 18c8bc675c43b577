import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { NoticeScreen } from '../../components/ui/notice-screen.tsx';

export function BootLoading() {
  const { t } = useTranslation();
  return (
    <NoticeScreen busy>
      <LoadingState label={t('boot.loading')} slowText={t('common.slowLoading')} />
    </NoticeScreen>
  );
}
