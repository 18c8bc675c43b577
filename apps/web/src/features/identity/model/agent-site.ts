import type { LoginNotice } from './account-dialog-store.ts';

/** The agent site (spec 6): the agent login, a route of this app. */
export const AGENT_SITE_PATH = '/agent';

/**
 * What a way to the agent site may carry in the history state: the account name a pure agent
 * typed on the member site, or a notice for the login (the password was just changed).
 */
export type AgentSiteState = { username?: string; notice?: LoginNotice } | null;
