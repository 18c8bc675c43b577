/**
 * The chat contract (zod schemas) loads with the first chat call, never with the start-up
 * bundle: the side menu's entry and its badge need only the count.
 */
export const chatContract = () => import('@portal/contracts/chat');
