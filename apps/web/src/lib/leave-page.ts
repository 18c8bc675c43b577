/**
 * Leaves the app for another site (a payment gateway's page). A module of its own so tests can
 * replace it: the page's `location` cannot be stubbed in every test pool.
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}
