/**
 * The whole invitation address: this site's origin in front of the path and query the server
 * gives ("/register?referralCode=CODE"), so the link leads to the site the member is on.
 */
export function inviteLink(origin: string, path: string): string {
  return new URL(path, origin).href;
}
