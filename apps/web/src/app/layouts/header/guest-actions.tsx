import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { openAccountDialog } from '../../../features/identity/model/account-dialog-store.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { isFlagOn } from '../../../lib/whitelabel.ts';

/**
 * The logged-out block of the header (spec 2): free demo when free play is on, log in, and
 * register when direct registration is on. Each opens its dialog, loaded on first use.
 */
export function GuestActions() {
  const { t } = useTranslation();
  const { whitelabel } = useSystemInfo();
  return (
    <>
      {isFlagOn(whitelabel, 'FREEPLAY3') ? (
        <Button variant="secondary" onClick={() => openAccountDialog({ kind: 'freePlay' })}>
          {t('header.freeDemo')}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => openAccountDialog({ kind: 'auth', tab: 'login' })}>
        {t('header.logIn')}
      </Button>
      {isFlagOn(whitelabel, 'DIRECTREG3') ? (
        <Button variant="accent" onClick={() => openAccountDialog({ kind: 'auth', tab: 'register' })}>
          {t('header.register')}
        </Button>
      ) : null}
    </>
  );
}
