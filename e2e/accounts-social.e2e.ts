import { describe, expect, it } from 'vitest';
import { expectSignedIn, openLogin, openVisitor, startOidcProvider, visitorIp } from './support/accounts.ts';
import { eventually } from './support/expect.ts';
import { usePortal } from './support/suite.ts';

/** Issue 3: social sign-in against a real OpenID Connect provider (oidc-provider) started by the test. */
describe('accounts: social sign-in (issue 3)', () => {
  let issuer = '';
  const suite = usePortal({
    services: async (baseURL) => {
      const clientId = 'portal-e2e';
      const clientSecret = 'portal-e2e-secret';
      const provider = await startOidcProvider({
        clientId,
        clientSecret,
        redirectUris: [`${baseURL}/wps/session/social/google/callback`],
      });
      issuer = provider.issuer;
      return [
        {
          env: { GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret },
          close: provider.close,
        },
      ];
    },
  });

  it('"Continue with Google" signs in at the provider and returns signed in', async () => {
    const { context, page } = await openVisitor(suite, visitorIp());
    // The provider's development pages import a web font; this machine stays offline.
    await context.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.abort());
    await page.goto('/');
    const login = await openLogin(page);
    await login.getByRole('link', { name: 'Continue with Google' }).click();

    // At the provider: its login form (any name works), then the consent form.
    await page.waitForURL((url) => url.href.startsWith(issuer));
    await page.getByPlaceholder('Enter any login').fill('social-e2e-player');
    await page.getByPlaceholder('and password').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // Back at the portal, signed in.
    await page.waitForURL((url) => url.href.startsWith(suite.baseURL), { timeout: 15_000 });
    await expectSignedIn(page);
    await eventually(
      'the one-time social code out of the address bar',
      async () => new URL(page.url()).searchParams.has('socialCode'),
      (present) => !present,
    );
    expect(new URL(page.url()).origin).toBe(suite.baseURL);
  });
});
