import { useTranslation } from 'react-i18next';
import { MenuLink } from './menu-item.tsx';

/**
 * The lottery entries of the side menu, first in the spec's order (ELOTT, LOTT, then the game
 * categories). Spec 2: lottery and e-lottery navigation starts the lottery vendor (TCG_SEA)
 * directly instead of opening a vendor list, so each is one link: the e-lottery lobby, and the
 * regional lottery (TCG_LOTTO_VN). The lottery is in-house, so its catalogue is never empty.
 */
export function LotteryEntries({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <li>
        <MenuLink to="/elott" icon="lotto" label={t('games.categories.ELOTT')} onNavigate={onNavigate} />
      </li>
      <li>
        <MenuLink to="/vnlottery" icon="ticket" label={t('games.categories.LOTT')} onNavigate={onNavigate} />
      </li>
    </>
  );
}
