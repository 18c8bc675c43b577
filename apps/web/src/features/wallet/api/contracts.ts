/** The wallet contract (zod schemas) loads with the first wallet call, never with the home page. */
export const walletContract = () => import('@portal/contracts/wallet');
