import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { isFlagOn } from '../../../lib/whitelabel.ts';

type Pending = { title: string; text: string } | null;

// Loaded on first click: the dialog library is not needed to show the header.
const ComingSoonDialog = lazy(() => import('./coming-soon-dialog.tsx'));

/**
 * The logged-out block of the header. Signing in and free demo are not built yet, so their
 * buttons open a plain notice saying so instead of a form that cannot work.
 */
export function GuestActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { whitelabel } = useSystemInfo();
  const [notice, setNotice] = useState<Pending>(null);
  return (
    <>
      {isFlagOn(whitelabel, 'FREEPLAY3') ? (
        <Button
          variant="secondary"
          onClick={() => setNotice({ title: t('header.freeDemo'), text: t('header.comingSoonDemo') })}
        >
          {t('header.freeDemo')}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => setNotice({ title: t('header.logIn'), text: t('header.comingSoonLogIn') })}
      >
        {t('header.logIn')}
      </Button>
      {isFlagOn(whitelabel, 'DIRECTREG3') ? (
        <Button variant="accent" onClick={() => navigate('/register')}>
          {t('header.register')}
        </Button>
      ) : null}
      {notice ? (
        <Suspense fallback={null}>
          <ComingSoonDialog title={notice.title} text={notice.text} onClose={() => setNotice(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
