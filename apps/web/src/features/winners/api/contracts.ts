/**
 * The winners contract (zod schemas) loads with the board's first call, never with the home
 * bundle: the board itself needs only its types.
 */
export const winnersContract = () => import('@portal/contracts/winners');
