import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { KvStore } from '../../lib/kv-store.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { createAuth } from '../../plugins/auth.ts';
import { createDailyTime } from '../responsible-gaming/daily-time.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { createCaptchaService } from './captcha.service.ts';
import { sessionRoutes } from './identity.routes.ts';
import { createLoginService } from './login.service.ts';
import { createMailer } from './mailer.ts';
import { memberRoutes } from './member.routes.ts';
import { createMemberDirectory } from './member-directory.ts';
import { createPasswordService } from './password.service.ts';
import { createRegistrationService } from './registration.service.ts';
import { loadFieldCipher } from './rsa-keys.ts';
import { createSessionService } from './session.service.ts';
import { createHttpSmsSender, createLogSmsSender, type OutboxEntry } from './sms-sender.ts';
import { socialRoutes } from './social.routes.ts';
import { createSocialSignIn, providerSettings } from './social-sign-in.ts';
import { createVerificationService } from './verification.service.ts';

type ModuleDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  kv: KvStore;
  limiter: RateLimiter;
  system: SystemService;
  log: FastifyBaseLogger;
};

/** Wires the accounts module: who a visitor is (issue 3). */
export async function createIdentityModule({ config, db, clock, kv, limiter, system, log }: ModuleDeps) {
  const outboxOn = config.DEV_OUTBOX ?? config.NODE_ENV !== 'production';
  const outbox: OutboxEntry[] | null = outboxOn ? [] : null;
  const sms =
    config.SMS_PROVIDER === 'http' ? createHttpSmsSender(config) : createLogSmsSender(log, outbox ?? []);
  const mailer = createMailer(config);
  const cipher = await loadFieldCipher(db);
  const sessions = createSessionService({ db, clock, idleMinutes: config.SESSION_IDLE_MINUTES });
  const captcha = createCaptchaService(kv);
  const codes = createVerificationService({ db, clock, sms, mailer, limiter });
  const dailyTime = createDailyTime({ db, clock });
  const deps = { db, clock, limiter, cipher, captcha, codes, sessions, mailer, system, dailyTime };
  const login = createLoginService(deps);
  const registration = createRegistrationService({ ...deps, login });
  const password = createPasswordService({ ...deps, login });
  const requireMember = createAuth({ db, clock, sessions, system, dailyTime });
  const social = createSocialSignIn({ ...deps, kv, login, providers: providerSettings(config) });

  return {
    services: {
      login,
      registration,
      password,
      sessions,
      dailyTime,
      codes,
      captcha,
      cipher,
      requireMember,
      social,
      directory: createMemberDirectory(db),
    },
    routes: async (app: FastifyInstance) => {
      await app.register(
        sessionRoutes({
          login,
          registration,
          password,
          captcha,
          cipher,
          sessions,
          limiter,
          requireMember,
          publicUrl: config.PUBLIC_URL,
          outbox,
        }),
      );
      await app.register(socialRoutes({ social, publicUrl: config.PUBLIC_URL }));
      await app.register(
        memberRoutes({ registration, password, system, db, requireMember, publicUrl: config.PUBLIC_URL }),
      );
    },
  };
}
