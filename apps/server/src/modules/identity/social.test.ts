import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/identity-helpers.ts';
import { signInAtProvider, startOidcProvider } from '../../test/oidc-test-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const site = 'http://portal.test';
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: 'portal',
    clientSecret: 'portal-secret',
    redirectUris: [`${site}/wps/session/social/google/callback`],
  });
  t = await createTestApp({
    PUBLIC_URL: site,
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: 'portal',
    GOOGLE_CLIENT_SECRET: 'portal-secret',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

async function signIn(login: string) {
  const start = await t.app.inject('/wps/session/social/google/start?returnTo=/rng');
  expect(start.statusCode).toBe(302);
  const authorization = new URL(start.headers.location as string);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  const callback = await signInAtProvider(authorization.toString(), login, site);
  const back = await t.app.inject(callback.replace(site, ''));
  expect(back.statusCode).toBe(302);
  return back.headers.location as string;
}

describe('social sign-in (OpenID Connect with PKCE)', () => {
  it('lists only configured providers', async () => {
    expect((await t.app.inject('/wps/session/social/providers')).json().value.list).toEqual([
      { provider: 'google', name: 'Google' },
    ]);
    expect((await t.app.inject('/wps/session/social/facebook/start')).json()).toMatchObject({
      code: 'FEATURE_DISABLED',
    });
  });

  it('signs a new person up, then signs the same person in to the same account', async () => {
    const location = await signIn('alice');
    expect(location).toMatch(/^\/rng\?socialCode=/);
    const code = new URL(location, site).searchParams.get('socialCode');
    const first = await t.app.inject({
      method: 'POST',
      url: '/wps/session/social/exchange',
      payload: { code },
    });
    const value = first.json().value;
    expect(value.token).toBeTruthy();
    expect(value.mustChangePassword).toBe(false);
    const info = (await t.app.inject({ url: '/wps/member/info', headers: bearer(value.token) })).json().value;
    expect(info.email).toBe('al***@example.test');
    // The one-time code cannot be exchanged twice.
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/session/social/exchange', payload: { code } })).json(),
    ).toMatchObject({ code: 'SOCIAL_LOGIN_FAILED' });

    const again = new URL(await signIn('alice'), site).searchParams.get('socialCode');
    const second = (
      await t.app.inject({ method: 'POST', url: '/wps/session/social/exchange', payload: { code: again } })
    ).json().value;
    expect(second.member.id).toBe(value.member.id);
  });

  it('opens no member-site session for an account that became a pure agent', async () => {
    const exchange = async () => {
      const code = new URL(await signIn('bob'), site).searchParams.get('socialCode');
      return (
        await t.app.inject({ method: 'POST', url: '/wps/session/social/exchange', payload: { code } })
      ).json();
    };
    const first = await exchange();
    expect(first.value.token).toBeTruthy();
    await t.app.database.db
      .updateTable('member')
      .set({ type: 2 })
      .where('id', '=', first.value.member.id)
      .execute();
    expect(await exchange()).toMatchObject({ success: false, code: 'NOT_MEMBER' });
  });

  it('refuses a callback with an unknown state and never redirects off-site', async () => {
    const res = await t.app.inject('/wps/session/social/google/callback?code=abc&state=forged');
    expect(res.headers.location).toBe('/?socialError=expired');
    const start = await t.app.inject('/wps/session/social/google/start?returnTo=//evil.example/x');
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const cancelled = await t.app.inject(
      `/wps/session/social/google/callback?error=access_denied&state=${state}`,
    );
    expect(cancelled.headers.location).toBe('/?socialError=cancelled');
  });
});
