/** The records contract (zod schemas) loads with the first records call. */
export const recordsContract = () => import('@portal/contracts/records');
