/** The messages contract (zod schemas) loads with the first messages call, never with the home page. */
export const messagesContract = () => import('@portal/contracts/messages');
