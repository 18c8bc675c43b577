/** The cashier contract (zod schemas) loads with the first cashier call, never with the home page. */
export const cashierContract = () => import('@portal/contracts/cashier');
