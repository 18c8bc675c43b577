import { AppError } from '@portal/contracts/errors';
import { MemberType } from '@portal/contracts/identity';
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import type { KvStore } from '../../lib/kv-store.ts';
import * as repo from './identity.repo.ts';
import type { IdentityDeps, RequestOrigin } from './identity-deps.ts';
import type { LoginService } from './login.service.ts';
import { newToken } from './secrets.ts';

export const socialProviders = ['google', 'facebook'] as const;
export type SocialProvider = (typeof socialProviders)[number];
type ProviderSettings = { issuer: string; clientId: string; clientSecret: string; name: string };

const FLOW_TTL_MS = 10 * 60_000;
const EXCHANGE_TTL_MS = 2 * 60_000;

export function providerSettings(config: Config): Partial<Record<SocialProvider, ProviderSettings>> {
  const out: Partial<Record<SocialProvider, ProviderSettings>> = {};
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    out.google = {
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      name: 'Google',
    };
  }
  if (config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET) {
    out.facebook = {
      issuer: config.FACEBOOK_ISSUER,
      clientId: config.FACEBOOK_CLIENT_ID,
      clientSecret: config.FACEBOOK_CLIENT_SECRET,
      name: 'Facebook',
    };
  }
  return out;
}

/** Only a path on this site may be returned to, never another origin. */
export const safeReturnPath = (value: string | undefined) =>
  value && /^\/(?!\/)[^\s\\]*$/.test(value) ? value : '/';

/**
 * Social sign-in by the OpenID Connect authorization-code flow with PKCE. The browser leaves
 * for the provider and comes back with a one-time code it exchanges for a session.
 */
export function createSocialSignIn(
  deps: IdentityDeps & {
    kv: KvStore;
    login: Pick<LoginService, 'openSession'>;
    providers: Partial<Record<SocialProvider, ProviderSettings>>;
  },
) {
  const configs = new Map<SocialProvider, Promise<oidc.Configuration>>();

  function configFor(provider: SocialProvider): Promise<oidc.Configuration> {
    const settings = deps.providers[provider];
    if (!settings) throw new AppError('FEATURE_DISABLED', 'This sign-in option is not enabled');
    let config = configs.get(provider);
    if (!config) {
      const issuer = new URL(settings.issuer);
      // Plain HTTP is only for a provider on this machine (development and tests).
      const local =
        issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
      config = oidc.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        local ? { execute: [oidc.allowInsecureRequests] } : {},
      );
      config.catch(() => configs.delete(provider));
      configs.set(provider, config);
    }
    return config;
  }

  const redirectUri = (origin: RequestOrigin, provider: SocialProvider) =>
    `${origin.origin}/wps/session/social/${provider}/callback`;

  return {
    list: () =>
      socialProviders
        .filter((p) => deps.providers[p])
        .map((p) => ({ provider: p, name: deps.providers[p]?.name ?? p })),

    async start(
      provider: SocialProvider,
      returnTo: string | undefined,
      origin: RequestOrigin,
    ): Promise<string> {
      await deps.limiter.consume(`social:ip:${origin.ip}`, { max: 30, windowMs: 60_000 });
      let config: oidc.Configuration;
      try {
        config = await configFor(provider);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError(
          'SOCIAL_LOGIN_FAILED',
          'The sign-in provider cannot be reached; please try again later',
          503,
        );
      }
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await deps.kv.set(
        `social:${state}`,
        JSON.stringify({ provider, verifier, nonce, returnTo: safeReturnPath(returnTo) }),
        FLOW_TTL_MS,
      );
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: redirectUri(origin, provider),
          scope: 'openid email profile',
          code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString();
    },

    /** Finishes the provider round trip; returns where to send the browser. */
    async callback(provider: SocialProvider, currentUrl: URL, origin: RequestOrigin): Promise<string> {
      const state = currentUrl.searchParams.get('state') ?? '';
      const saved = state ? await deps.kv.take(`social:${state}`) : null;
      if (!saved) return '/?socialError=expired';
      const flow = JSON.parse(saved) as {
        provider: string;
        verifier: string;
        nonce: string;
        returnTo: string;
      };
      const back = (params: string) => `${flow.returnTo}${flow.returnTo.includes('?') ? '&' : '?'}${params}`;
      if (flow.provider !== provider || currentUrl.searchParams.get('error'))
        return back('socialError=cancelled');
      let subject: string;
      let email: string | null;
      try {
        const config = await configFor(provider);
        // The library checks the state, the PKCE verifier, the nonce and the ID token signature.
        const callbackUrl = new URL(`${redirectUri(origin, provider)}${currentUrl.search}`);
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: state,
          expectedNonce: flow.nonce,
        });
        const claims = tokens.claims();
        if (!claims?.sub) return back('socialError=failed');
        subject = claims.sub;
        // Providers that follow the spec strictly give scope claims only from the userinfo endpoint.
        const profile =
          typeof claims.email === 'string'
            ? claims
            : await oidc.fetchUserInfo(config, tokens.access_token, subject);
        email =
          typeof profile.email === 'string' && profile.email_verified !== false
            ? profile.email.toLowerCase()
            : null;
      } catch {
        return back('socialError=failed');
      }
      const merchant = await deps.system.settingsFor(origin.host);
      let identity = await repo.findSocialIdentity(deps.db, provider, subject);
      if (!identity) {
        const member = await repo.insertMember(deps.db, {
          merchant_id: merchant.id,
          account: `${provider.slice(0, 2)}${newToken()
            .replace(/[^a-z0-9]/gi, '')
            .slice(0, 10)
            .toLowerCase()}`,
          type: MemberType.Player,
          email,
          register_ip: origin.ip,
          register_domain: origin.host,
        });
        if (!member) return back('socialError=failed');
        await repo.insertSocialIdentity(deps.db, { provider, subject, member_id: member.id, email });
        identity = await repo.findSocialIdentity(deps.db, provider, subject);
        if (!identity) return back('socialError=failed');
      }
      const code = newToken();
      await deps.kv.set(`social-login:${code}`, identity.member_id, EXCHANGE_TTL_MS);
      return back(`socialCode=${encodeURIComponent(code)}`);
    },

    async exchange(code: string, origin: RequestOrigin) {
      const memberId = await deps.kv.take(`social-login:${code}`);
      const member = memberId ? await repo.findMemberById(deps.db, memberId) : undefined;
      if (!member) throw new AppError('SOCIAL_LOGIN_FAILED', 'This sign-in has expired; please try again');
      const merchant = await deps.system.settingsFor(origin.host);
      if (member.merchant_id !== merchant.id || member.status !== 'active')
        throw new AppError('SOCIAL_LOGIN_FAILED', 'This sign-in has expired; please try again');
      return deps.login.openSession(member, merchant, 'member', origin, 'social');
    },
  };
}
export type SocialSignIn = ReturnType<typeof createSocialSignIn>;
