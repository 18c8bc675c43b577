import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { openAccountDialog } from '../../../features/identity/model/account-dialog-store.ts';
import { useSystemInfo } from '../../../lib/system-info.tsx';
import { isFlagOn } from '../../../lib/whitelabel.ts';
import { loadMemberActions } from './member-actions-chunk.ts';

/** Which of the logged-out buttons a page's header offers (header.tsx `guestActions`). */
export type GuestActionSet = 'all' | 'noRegister' | 'none';

/**
 * The logged-out block of the header (spec 2): free demo when free play is on, log in, and
 * register when direct registration is on (and the page is not the registration form). Each
 * opens its dialog, loaded on first use. Pointing at one, or focusing it, also fetches the
 * signed-in header block that the login will show.
 */
export function GuestActions({ register = true }: { register?: boolean }) {
  const { t } = useTranslation();
  const { whitelabel } = useSystemInfo();
  // A pointer over a button (a tap starts with one too) or keyboard focus on it.
  const prefetchOnReach = { onPointerEnter: prefetch, onFocus: prefetch };
  return (
    <>
      {isFlagOn(whitelabel, 'FREEPLAY3') ? (
        <Button
          variant="secondary"
          {...prefetchOnReach}
          onClick={() => openAccountDialog({ kind: 'freePlay' })}
        >
          {t('header.freeDemo')}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        {...prefetchOnReach}
        onClick={() => openAccountDialog({ kind: 'auth', tab: 'login' })}
      >
        {t('header.logIn')}
      </Button>
      {register && isFlagOn(whitelabel, 'DIRECTREG3') ? (
        <Button
          variant="accent"
          {...prefetchOnReach}
          onClick={() => openAccountDialog({ kind: 'auth', tab: 'register' })}
        >
          {t('header.register')}
        </Button>
      ) : null}
    </>
  );
}

/** Starts fetching the signed-in block; a failure here is retried when the block is shown. */
function prefetch() {
  loadMemberActions().catch(() => {});
}
