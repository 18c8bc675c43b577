import { MEMBER_CENTRE_PARAM } from '../member-centre/member-centre-url.ts';

/**
 * The agent centre is opened by the address, like the member centre: `?ac=<page>` (spec 2 page
 * names), so a reload keeps it open on the same page.
 */
export const AGENT_CENTRE_PARAM = 'ac';

/**
 * The pages that exist, in the spec's menu order (spec 2 "Agent centre modal"); the spec's other
 * entries (my income, between user profit and loss and the transaction details; dividend;
 * salaries) are not built yet and are left out rather than shown empty. The announcement comes
 * first, but the centre opens on the team overview.
 */
export const agentCentrePages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegisterCentre',
  'agentDownlineManagement',
  'agentTeamBetting',
  'agentUserProfit',
  'agentTransactionDetails',
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

/**
 * `&account=NAME` beside a team report opens it on one team member (from downline management).
 * It belongs to the centre: moving to another page or closing drops it.
 */
export const AGENT_ACCOUNT_PARAM = 'account';

/** The team member a report should open on: '' for the whole team. */
export function agentAccountFromSearch(search: string): string {
  return (new URLSearchParams(search).get(AGENT_ACCOUNT_PARAM) ?? '').trim().slice(0, 64);
}

/**
 * The search string with the agent centre on `page` (on one team member's `account` when
 * given), or without it (null); other parameters kept.
 */
export function searchWithAgentPage(search: string, page: AgentCentrePage | null, account?: string): string {
  const params = new URLSearchParams(search);
  if (params.has(AGENT_CENTRE_PARAM)) params.delete(AGENT_ACCOUNT_PARAM);
  if (page) {
    params.set(AGENT_CENTRE_PARAM, page);
    if (account) params.set(AGENT_ACCOUNT_PARAM, account);
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
