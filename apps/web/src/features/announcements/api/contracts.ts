/**
 * The announcements contract (zod schemas) loads with the first announcements call, never with
 * the start-up bundle: the home line and the popups need only its types.
 */
export const announcementsContract = () => import('@portal/contracts/announcements');
