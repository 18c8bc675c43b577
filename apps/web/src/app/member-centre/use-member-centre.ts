import { useLocation, useNavigate } from 'react-router';
import { type MemberCentrePage, pageFromSearch, searchWithPage } from './member-centre-url.ts';

type OpenedState = { memberCentreOpened?: boolean } | null;

/**
 * Opening the member centre adds a history entry, so Back closes it; moving between its pages
 * replaces the entry; closing goes back to where it was opened from (or drops the parameter
 * when it was opened by the address itself, e.g. a reload or a gateway return).
 */
export function useMemberCentre() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as OpenedState;
  const to = (page: MemberCentrePage | null) => ({
    pathname: location.pathname,
    search: searchWithPage(location.search, page),
    hash: location.hash,
  });
  return {
    page: pageFromSearch(location.search),
    open: (page: MemberCentrePage) => {
      if (pageFromSearch(location.search)) navigate(to(page), { replace: true, state });
      else navigate(to(page), { state: { memberCentreOpened: true } });
    },
    close: () => {
      if (state?.memberCentreOpened) navigate(-1);
      else navigate(to(null), { replace: true });
    },
    /** The address of a page, for the menu's links. */
    hrefOf: (page: MemberCentrePage) => to(page),
  };
}
