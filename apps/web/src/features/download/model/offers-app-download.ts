/**
 * Spec 2 side menu: "app download (hidden on one specific domain)". The merchant names the
 * domains that leave it out (for example the one its app's own web view opens); host names are
 * compared without case, as the server stores them.
 */
export const offersAppDownload = (hiddenOn: readonly string[], hostname: string): boolean =>
  !hiddenOn.includes(hostname.toLowerCase());
