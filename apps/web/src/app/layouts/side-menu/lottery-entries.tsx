import type { PrizeMode } from '@portal/contracts/lottery';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../../lib/session.ts';
import { requestLotteryLaunch } from './lottery-launch.ts';
import { MenuLink } from './menu-item.tsx';

/** The two entries: the e-lottery (prize mode Elott) and the regional lottery (prize mode Lott). */
const entries = [
  { prizeMode: 'Elott', category: 'ELOTT', icon: 'lotto', page: '/elott' },
  { prizeMode: 'Lott', category: 'LOTT', icon: 'ticket', page: '/vnlottery' },
] as const satisfies readonly { prizeMode: PrizeMode; category: string; icon: string; page: string }[];

/** A plain left click; a modified or middle click keeps the link's own behaviour (a new tab). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The lottery entries of the side menu, first in the spec's order (ELOTT, LOTT, then the game
 * categories). Spec 2: lottery and e-lottery navigation starts the lottery vendor directly
 * instead of opening a vendor list, so each is one entry. A member's click asks the server's
 * lottery launch for the prize mode's screen and goes there; the link's own address (the
 * screen the server names today) serves visitors, who may browse the lottery without the
 * launch call's token, and a new tab. The lottery is in-house, so its catalogue is never empty.
 */
export function LotteryEntries({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {entries.map((entry) => {
        const label = t(`games.categories.${entry.category}`);
        return (
          <li key={entry.prizeMode}>
            <MenuLink
              to={entry.page}
              icon={entry.icon}
              label={label}
              onNavigate={(event) => {
                onNavigate();
                if (!getSession() || !plainClick(event)) return;
                event.preventDefault();
                requestLotteryLaunch(entry.prizeMode, label, entry.page);
              }}
            />
          </li>
        );
      })}
    </>
  );
}
