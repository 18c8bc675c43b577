/** Injectable time source so services can be tested at any instant. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
