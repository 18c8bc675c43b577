/** The games contract (zod schemas) loads with the first games call, never with the start-up bundle. */
export const gamesContract = () => import('@portal/contracts/games');
