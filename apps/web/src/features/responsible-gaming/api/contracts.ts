/** The responsible-gaming contract (zod schemas) loads with the first call, never with the home page. */
export const responsibleGamingContract = () => import('@portal/contracts/responsible-gaming');
