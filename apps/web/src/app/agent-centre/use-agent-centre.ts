import { useLocation, useNavigate } from 'react-router';
import { type AgentCentrePage, agentPageFromSearch, searchWithAgentPage } from './agent-centre-url.ts';

type OpenedState = { agentCentreOpened?: boolean } | null;

/**
 * Opening the agent centre adds a history entry, so Back closes it; moving between its pages
 * replaces the entry; closing goes back to where it was opened from (or drops the parameter
 * when the address itself opened it, e.g. a reload). As use-member-centre.ts does.
 */
export function useAgentCentre() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as OpenedState;
  const to = (page: AgentCentrePage | null, account?: string) => ({
    pathname: location.pathname,
    search: searchWithAgentPage(location.search, page, account),
    hash: location.hash,
  });
  return {
    page: agentPageFromSearch(location.search),
    open: (page: AgentCentrePage) => {
      if (agentPageFromSearch(location.search)) navigate(to(page), { replace: true, state });
      else navigate(to(page), { state: { agentCentreOpened: true } });
    },
    close: () => {
      if (state?.agentCentreOpened) navigate(-1);
      else navigate(to(null), { replace: true });
    },
    /** The address of a page (a team report on one member's `account`), for links. */
    hrefOf: (page: AgentCentrePage, account?: string) => to(page, account),
  };
}
