/** The agent contract (zod schemas) loads with the first agent-centre call, never with the home page. */
export const agentContract = () => import('@portal/contracts/agent');
