/** The VIP club contract (zod schemas) loads with the first club call, never with the home page. */
export const clubContract = () => import('@portal/contracts/club');
