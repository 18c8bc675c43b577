import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { createFairnessService } from './fairness/fairness.service.ts';
import { StudioError, studioErrors } from './http/studio-error.ts';
import { createPlatformClient } from './platform/platform-client.ts';
import { createSpinService } from './rounds/spin.service.ts';
import { apiRoutes, SESSION_HEADER } from './routes/api.routes.ts';
import { pageRoutes } from './routes/pages.routes.ts';
import { createSessionStore } from './sessions/session-store.ts';
import { createPlayerStore } from './store/player-store.ts';

export interface StudioOptions {
  /** Where the platform listens, e.g. `http://127.0.0.1:3000`; calls go to `/vendor/v1/*` below it. */
  platformUrl: string;
  /** This vendor's code on the platform (`x-vendor-code`). */
  vendorCode: string;
  /** The HMAC secret the platform holds for this vendor. */
  secret: string;
  /** Seeds and unsettled rounds are kept under `<dataDir>/studio`. */
  dataDir: string;
  /** Fastify log level; default 'info'. */
  logLevel?: string;
  clock?: { now: () => Date };
  /** CSP `frame-ancestors` of the game pages: who may show them in a frame. Default `*`. */
  frameAncestors?: string;
  /** How long a platform call may take; the protocol fixes 5 s for a debit. */
  platformTimeoutMs?: number;
  /** Pauses before the in-request retries of a credit or rollback; default 250 ms, 1 s. */
  retryDelaysMs?: number[];
  /** How often unsettled rounds are retried in the background; default 15 s. */
  sweepIntervalMs?: number;
  /** For tests: where server seeds come from (default: 32 bytes of the CSPRNG). */
  serverSeedSource?: () => string;
}

/** Builds the in-house game studio, a vendor of the platform; it never listens (see startStudio). */
export async function buildStudio(options: StudioOptions): Promise<FastifyInstance> {
  const now = () => options.clock?.now() ?? new Date();
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      name: 'studio',
      redact: [`req.headers["${SESSION_HEADER}"]`],
      serializers: {
        // The launch token rides in the game page's address: keep it out of the logs.
        req: (req) => ({ method: req.method, url: req.url.replace(/([?&]token=)[^&]*/, '$1…') }),
      },
    },
    genReqId: () => randomUUID(),
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_req, reply) =>
    reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' }),
  );

  const store = createPlayerStore({
    dir: path.join(options.dataDir, 'studio', 'players'),
    ...(options.serverSeedSource ? { serverSeed: options.serverSeedSource } : {}),
  });
  await store.init();
  const platform = createPlatformClient({
    platformUrl: options.platformUrl,
    vendorCode: options.vendorCode,
    secret: options.secret,
    timeoutMs: options.platformTimeoutMs ?? 5_000,
  });
  const sessions = createSessionStore(() => now().getTime());
  const sweepIntervalMs = options.sweepIntervalMs ?? 15_000;
  const spins = createSpinService({
    platform,
    store,
    now,
    log: app.log,
    sleep: (ms) => sleep(ms),
    retryDelaysMs: options.retryDelaysMs ?? [250, 1_000],
    sweepIntervalMs,
  });
  const fairness = createFairnessService({ store, now });

  app.get('/healthz', async () => ({ success: true, value: { status: 'ok' } }));
  await app.register(apiRoutes({ platform, sessions, spins, fairness }));
  await app.register(pageRoutes({ frameAncestors: options.frameAncestors ?? '*' }));

  // Unsettled rounds (a crash, a wallet that stopped answering) are retried in the
  // background, starting at once so a restart resumes them.
  let sweeping: Promise<void> | undefined;
  const sweep = (all = false) => {
    sweeping ??= spins.sweep(all).finally(() => {
      sweeping = undefined;
    });
    return sweeping;
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    void sweep(true);
    timers.push(setInterval(() => void sweep(), sweepIntervalMs).unref());
    timers.push(setInterval(() => sessions.sweep(), 10 * 60_000).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await sweeping;
  });
  return app;
}

/**
 * Builds the studio and listens. The platform's `start` calls this after it listens itself;
 * the answer's `url` is where launch URLs point (`${url}/play/lucky-reels?token=...`).
 */
export async function startStudio(
  options: StudioOptions & { port: number; host: string },
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildStudio(options);
  const address = await app.listen({ port: options.port, host: options.host });
  return { app, url: address };
}

/** Every failure leaves as the platform-style envelope; internals never reach the page. */
function errorHandler(
  this: FastifyInstance,
  error: FastifyError | Error,
  req: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[1],
  reply: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2],
) {
  if (error instanceof StudioError) {
    return reply.code(error.status).send({
      success: false,
      code: error.code,
      message: error.message,
      ...(error.value ? { value: error.value } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return reply.code(400).send({
      success: false,
      code: 'VALIDATION_FAILED',
      message: first?.message ?? 'The request is not valid',
    });
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code =
      'code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'MALFORMED_JSON'
        : 'VALIDATION_FAILED';
    return reply.code(status).send({ success: false, code, message: 'The request is not valid' });
  }
  req.log.error({ err: error }, 'studio request failed');
  return reply
    .code(studioErrors.INTERNAL)
    .send({ success: false, code: 'INTERNAL', message: 'Something went wrong in the game studio' });
}
