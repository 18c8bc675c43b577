/** The rebate contract (zod schemas) loads with the first rebate call, never with the home page. */
export const rebateContract = () => import('@portal/contracts/rebate');
