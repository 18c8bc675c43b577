import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { NoticeScreen } from '../../components/ui/notice-screen.tsx';

/** Last line of defence for errors outside a page's own boundary: explain, offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <NoticeScreen>
      <h1>{t('errors.pageTitle')}</h1>
      <p>{t('errors.pageText')}</p>
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </NoticeScreen>
  );
}
