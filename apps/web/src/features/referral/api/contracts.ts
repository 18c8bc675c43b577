/** The referral contract (zod schemas) loads with the first referral call, never with the home page. */
export const referralContract = () => import('@portal/contracts/referral');
