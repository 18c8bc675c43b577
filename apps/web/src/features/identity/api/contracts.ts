/** The identity contract (zod schemas) loads with the first identity call, never with the home page. */
export const identityContract = () => import('@portal/contracts/identity');
export const loginValue = () => identityContract().then((m) => m.loginValueSchema);
export const smsSentValue = () => identityContract().then((m) => m.smsSentValueSchema);
