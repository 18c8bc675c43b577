/** The agent contract (zod schemas) loads with the first agent-centre call, never with the home page. */
export const agentContract = () => import('@portal/contracts/agent');

/** The agent-contracts schemas (salary and dividend contracts, income), loaded the same way. */
export const agentContractsContract = () => import('@portal/contracts/agent-contracts');
