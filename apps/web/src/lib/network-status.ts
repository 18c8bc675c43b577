/**
 * A tiny store of the last network failure, so the API client (outside React) can raise the
 * "network link abnormal" alert that a component renders.
 */
type Listener = () => void;

let lastFailureAt = 0;
const listeners = new Set<Listener>();

export function reportNetworkFailure(): void {
  lastFailureAt = Date.now();
  for (const listener of listeners) listener();
}

export function subscribeNetworkFailures(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getLastNetworkFailure = (): number => lastFailureAt;
