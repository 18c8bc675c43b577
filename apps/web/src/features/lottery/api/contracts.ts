/** The lottery contract (zod schemas) loads with the first lottery call, never with the home page. */
export const lotteryContract = () => import('@portal/contracts/lottery');
