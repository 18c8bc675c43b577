/** The missions contract (zod schemas) loads with the first missions call, never with the home page. */
export const missionsContract = () => import('@portal/contracts/missions');
