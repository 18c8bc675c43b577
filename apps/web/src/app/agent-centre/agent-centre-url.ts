// Types only: this module is in the start-up bundle (the header's menu), the contract schemas are not.
import type { ContractKind } from '@portal/contracts/agent-contracts';
import { MEMBER_CENTRE_PARAM } from '../member-centre/member-centre-url.ts';

/**
 * The agent centre is opened by the address, like the member centre: `?ac=<page>` (spec 2 page
 * names), so a reload keeps it open on the same page.
 */
export const AGENT_CENTRE_PARAM = 'ac';

/**
 * The pages, in the spec's menu order (spec 2 "Agent centre modal"). The dividend record, the
 * daily wages, the hourly salary and the real-time salary are shown only when the merchant runs
 * that kind of contract (`visibleAgentPages`). The announcement comes first, but the centre
 * opens on the team overview.
 */
export const agentCentrePages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegisterCentre',
  'agentDownlineManagement',
  'agentTeamBetting',
  'agentUserProfit',
  'agentMyIncome',
  'agentTransactionDetails',
  'agentDividendRecord',
  'agentDailyWages',
  'agentHourlySalary',
  'agentRealtimeSalary',
] as const;
export type AgentCentrePage = (typeof agentCentrePages)[number];

export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

const isPage = (name: string): name is AgentCentrePage =>
  (agentCentrePages as readonly string[]).includes(name);

/** The pages of one contract kind each (spec 3 "consolidated agent settings"). */
const contractPageKinds: Partial<Record<AgentCentrePage, ContractKind>> = {
  agentDividendRecord: 'dividend',
  agentDailyWages: 'dailySalary',
  agentHourlySalary: 'hourSalary',
  agentRealtimeSalary: 'realtimeSalary',
};

/** The contract kind a page is about, or null for a page every agent has. */
export const contractKindOfPage = (page: AgentCentrePage): ContractKind | null =>
  contractPageKinds[page] ?? null;

/**
 * The menu: every page, a contract kind's only when the merchant runs it; none of those while
 * the settings are not known (`enabled` undefined), rather than one that may then vanish.
 */
export function visibleAgentPages(enabled: Record<ContractKind, boolean> | undefined): AgentCentrePage[] {
  return agentCentrePages.filter((page) => {
    const kind = contractKindOfPage(page);
    return kind === null || enabled?.[kind] === true;
  });
}

/**
 * The page to show for the one the address names: a contract kind's page the merchant does not
 * run falls back to the default page, as an unknown name does; while the settings are not
 * known, the page itself (it shows that it is loading).
 */
export function shownAgentPage(
  page: AgentCentrePage,
  enabled: Record<ContractKind, boolean> | undefined,
): AgentCentrePage {
  const kind = contractKindOfPage(page);
  return kind && enabled && !enabled[kind] ? DEFAULT_AGENT_CENTRE_PAGE : page;
}

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
