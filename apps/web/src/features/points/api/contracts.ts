/** The points contract (zod schemas) loads with the first points call, never with the home page. */
export const pointsContract = () => import('@portal/contracts/points');
