import { MEMBER_CENTRE_PARAM } from '../member-centre/member-centre-url.ts';

/**
 * The agent centre is opened by the address, like the member centre: `?ac=<page>` (spec 2 page
 * names), so a reload keeps it open on the same page.
 */
export const AGENT_CENTRE_PARAM = 'ac';

/**
 * The pages that exist, in the spec's menu order (spec 2 "Agent centre modal"); the spec's other
 * entries (announcement, team betting, profit and loss, income, transactions, dividend, salaries)
 * are not built yet and are left out rather than shown empty.
 */
export const agentCentrePages = [
  'agentTeamOverview',
  'agentRegisterCentre',
  'agentDownlineManagement',
] as const;
export type AgentCentrePage = (typeof agentCentrePages)[number];

export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

const isPage = (name: string): name is AgentCentrePage =>
  (agentCentrePages as readonly string[]).includes(name);

/** The page the address asks for: null when closed; the default page for an unknown name. */
export function agentPageFromSearch(search: string): AgentCentrePage | null {
  const name = new URLSearchParams(search).get(AGENT_CENTRE_PARAM);
  if (name === null) return null;
  return isPage(name) ? name : DEFAULT_AGENT_CENTRE_PAGE;
}

/** The search string with the agent centre on `page`, or without it (null); other parameters kept. */
export function searchWithAgentPage(search: string, page: AgentCentrePage | null): string {
  const params = new URLSearchParams(search);
  if (page) {
    params.set(AGENT_CENTRE_PARAM, page);
    // The two overlays are never open together.
    params.delete(MEMBER_CENTRE_PARAM);
  } else {
    params.delete(AGENT_CENTRE_PARAM);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The search string without the agent centre, for effects that should ignore it (scrolling). */
export const searchWithoutAgentCentre = (search: string) => searchWithAgentPage(search, null);
