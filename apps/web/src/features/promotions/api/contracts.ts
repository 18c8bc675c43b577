/** The promotions contract (zod schemas) loads with the first promotions call, never with the home page. */
export const promotionsContract = () => import('@portal/contracts/promotions');
