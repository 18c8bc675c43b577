import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Config } from './config.ts';
import { type DatabaseHandle, migrate, openDatabase } from './db/database.ts';
import { DEMO_MERCHANT_CODE, seedDemoMerchant } from './db/seed/demo-merchant.ts';
import { depositCreditedHook } from './deposit-credited.ts';
import { createScheduler, type Scheduler } from './jobs/scheduler.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createHub, type Hub } from './lib/hub.ts';
import { createMemoryKv, createRedisKv } from './lib/kv-store.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { openRedis, type RedisHandle } from './lib/redis.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { agentRoutes } from './modules/agent/agent.routes.ts';
import { type AgentService, createAgentOps, createAgentService } from './modules/agent/agent.service.ts';
import { agentContractRoutes } from './modules/agent-contracts/agent-contracts.routes.ts';
import {
  type AgentContractsService,
  createAgentContractsOps,
  createAgentContractsService,
} from './modules/agent-contracts/agent-contracts.service.ts';
import {
  type ContractSettlement,
  createContractSettlement,
} from './modules/agent-contracts/contract-settlement.ts';
import { announcementsRoutes } from './modules/announcements/announcements.routes.ts';
import {
  type AnnouncementsService,
  createAnnouncementsService,
} from './modules/announcements/announcements.service.ts';
import { cashierRoutes } from './modules/cashier/cashier.routes.ts';
import { type CashierService, createCashierService } from './modules/cashier/cashier.service.ts';
import { createChannelOps } from './modules/cashier/channels.service.ts';
import { createCredentialsService } from './modules/cashier/credentials.service.ts';
import { sandboxGatewayRoutes } from './modules/cashier/sandbox-gateway.routes.ts';
import { createTurnoverOps } from './modules/cashier/turnover.ops.ts';
import {
  createWithdrawalDesk,
  createWithdrawalService,
  type WithdrawalDesk,
  type WithdrawalService,
} from './modules/cashier/withdrawal.service.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { type ChatService, createChatService } from './modules/chat/chat.service.ts';
import { createClubOps } from './modules/club/club.ops.ts';
import { clubRoutes } from './modules/club/club.routes.ts';
import { type ClubService, createClubService } from './modules/club/club.service.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { createFeedbackService, type FeedbackService } from './modules/feedback/feedback.service.ts';
import { createGameOps } from './modules/games/games.ops.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { createGamesService, type GamesService } from './modules/games/games.service.ts';
import { studioAddress } from './modules/games/studio-address.ts';
import { helpRoutes } from './modules/help/help.routes.ts';
import { createHelpService, type HelpService } from './modules/help/help.service.ts';
import { createIdentityModule } from './modules/identity/identity.module.ts';
import { createMemberOps } from './modules/identity/member.ops.ts';
import { createLotteryEngine, type LotteryEngine } from './modules/lottery/lottery.engine.ts';
import { createLotteryOps } from './modules/lottery/lottery.ops.ts';
import { lotteryRoutes } from './modules/lottery/lottery.routes.ts';
import { createLotteryService, type LotteryService } from './modules/lottery/lottery.service.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { createMessagesService, type MessagesService } from './modules/messages/messages.service.ts';
import { createMissionPrizes, type MissionPrizes } from './modules/missions/mission-prizes.ts';
import { missionsRoutes } from './modules/missions/missions.routes.ts';
import { createMissionsService, type MissionsService } from './modules/missions/missions.service.ts';
import { pointsRoutes } from './modules/points/points.routes.ts';
import { createPointsOps, createPointsService, type PointsService } from './modules/points/points.service.ts';
import { createDepositMatchService } from './modules/promotions/deposit-match.service.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { createPromotionsService, type PromotionsService } from './modules/promotions/promotions.service.ts';
import { rebateRoutes } from './modules/rebate/rebate.routes.ts';
import { createRebateService, type RebateService } from './modules/rebate/rebate.service.ts';
import { recordsRoutes } from './modules/records/records.routes.ts';
import { createRecordsService, type RecordsService } from './modules/records/records.service.ts';
import { createReportOps } from './modules/records/report.ops.ts';
import { referralRoutes } from './modules/referral/referral.routes.ts';
import { createReferralService, type ReferralService } from './modules/referral/referral.service.ts';
import { responsibleGamingRoutes } from './modules/responsible-gaming/rg.routes.ts';
import {
  createResponsibleGamingService,
  type ResponsibleGamingService,
} from './modules/responsible-gaming/rg.service.ts';
import { appInstallRoutes } from './modules/system/app-install.routes.ts';
import { createBannerOps } from './modules/system/banners.service.ts';
import { createGeoLookup } from './modules/system/geoip.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { allRouteDomains, createSystemService, type SystemService } from './modules/system/system.service.ts';
import { vendorRoutes } from './modules/vendor/vendor.routes.ts';
import { createVendorService, type VendorService } from './modules/vendor/vendor.service.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { createWalletService, type WalletService } from './modules/wallet/wallet.service.ts';
import { winnersRoutes } from './modules/winners/winners.routes.ts';
import { createWinnersService } from './modules/winners/winners.service.ts';
import { createViewerOf } from './plugins/auth.ts';
import { clientErrorHandler, registerEnvelope } from './plugins/envelope.ts';
import { registerSecurityHeaders, routeConnectSources } from './plugins/security-headers.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { isApiPath, registerWebApp } from './plugins/web-app.ts';
import { registerWebSocket } from './plugins/ws.ts';

export type AppOptions = {
  /** Pre-made PGlite (tests load a migrated dump instead of running initdb each time). */
  pglite?: PGlite;
  /** Enables the loopback admin endpoint used by `npm run ops`. */
  adminSecret?: string;
  clock?: Clock;
};

export type Services = {
  system: SystemService;
  identity: Awaited<ReturnType<typeof createIdentityModule>>['services'];
  wallet: WalletService;
  hub: Hub;
  cashier: CashierService;
  withdrawals: WithdrawalService;
  withdrawalDesk: WithdrawalDesk;
  records: RecordsService;
  messages: MessagesService;
  announcements: AnnouncementsService;
  help: HelpService;
  feedback: FeedbackService;
  rebate: RebateService;
  missions: MissionsService;
  missionPrizes: MissionPrizes;
  promotions: PromotionsService;
  referral: ReferralService;
  club: ClubService;
  points: PointsService;
  rg: ResponsibleGamingService;
  chat: ChatService;
  agents: AgentService;
  agentContracts: AgentContractsService;
  contractSettlement: ContractSettlement;
  agentScheduler: Scheduler;
  lottery: LotteryService;
  lotteryEngine: LotteryEngine;
  lotteryScheduler: Scheduler;
  games: GamesService;
  vendor: VendorService;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    database: DatabaseHandle;
  }
}

export const DEFAULT_MERCHANT = DEMO_MERCHANT_CODE;

/** Builds the whole platform server; it never listens (main.ts does). */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const database = openDatabase({ ...config, ...(options.pglite ? { pglite: options.pglite } : {}) });
  let redis: RedisHandle | null = null;
  try {
    await migrate(database.db, database.kind === 'postgres' ? config.DATABASE_SCHEMA : undefined);
    if (config.SEED_DEMO) await seedDemoMerchant(database.db);
    redis = config.REDIS_URL ? openRedis(config.REDIS_URL) : null;
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers["x-admin-secret"]'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const studio = studioAddress(config);
  // Route lines are read once: a line added later is timed by the speed test after a restart.
  registerSecurityHeaders(app, isApiPath, {
    frame: [studio.frameSource],
    connect: routeConnectSources(await allRouteDomains(database.db)),
  });
  registerEnvelope(app);
  registerTextGuard(app);

  const clock = options.clock ?? systemClock;
  const kv = redis ? createRedisKv(redis.client) : createMemoryKv(() => clock.now().getTime());
  const limiter = createRateLimiter(kv);
  const system = createSystemService({
    db: database.db,
    clock,
    geo: createGeoLookup(),
    cacheMs: config.SETTINGS_CACHE_MS,
  });
  const identity = await createIdentityModule({
    config,
    db: database.db,
    clock,
    kv,
    limiter,
    system,
    log: app.log,
  });
  const rg = createResponsibleGamingService({
    db: database.db,
    clock,
    system,
    cipher: identity.services.cipher,
    sessions: identity.services.sessions,
    limiter,
    dailyTime: identity.services.dailyTime,
  });
  const hub = createHub(
    config.REDIS_URL
      ? { publisher: new Redis(config.REDIS_URL), subscriber: new Redis(config.REDIS_URL) }
      : undefined,
    (err) => app.log.warn({ err }, 'a live event could not be delivered'),
  );
  const messages = createMessagesService({
    db: database.db,
    clock,
    hub,
    directory: identity.services.directory,
  });
  const announcements = createAnnouncementsService({
    db: database.db,
    clock,
    settingsById: system.settingsById,
  });
  const help = createHelpService({ db: database.db, clock, settingsById: system.settingsById });
  const rebate = createRebateService({ db: database.db, clock, system });
  const missions = createMissionsService({ db: database.db, clock, system });
  const missionPrizes = createMissionPrizes({ db: database.db, system, messages });
  const club = createClubService({ db: database.db, clock, system, messages });
  const referral = createReferralService({ db: database.db, clock, system });
  const feedback = createFeedbackService({
    db: database.db,
    clock,
    dataDir: config.DATA_DIR,
    limiter,
    messages,
  });
  const agents = createAgentService({
    db: database.db,
    clock,
    limiter,
    system,
    accounts: identity.services.registration,
  });
  // Wallet transfers and the vendor protocol run on the money pool (database.ts: `moneyDb`).
  const wallet = createWalletService({ db: database.moneyDb, hub, system });
  const promotions = createPromotionsService({
    db: database.db,
    clock,
    dataDir: config.DATA_DIR,
    system,
    limiter,
    messages,
    publishBalance: (memberId) => wallet.publishBalance({ id: memberId }, null),
  });
  const depositMatch = createDepositMatchService({
    db: database.db,
    clock,
    messages,
    system,
  });
  const cashier = createCashierService({
    db: database.db,
    clock,
    dataDir: config.DATA_DIR,
    system,
    wallet,
    hub,
    messages,
    onDepositCredited: depositCreditedHook({ clock, referral, depositMatch, club }),
    limits: rg,
  });
  const credentials = createCredentialsService({
    db: database.db,
    cipher: identity.services.cipher,
    limiter,
    system,
  });
  const points = createPointsService({ db: database.db, clock, system, credentials, wallet });
  const withdrawals = createWithdrawalService({
    db: database.db,
    clock,
    dataDir: config.DATA_DIR,
    system,
    wallet,
    credentials,
  });
  const withdrawalDesk = createWithdrawalDesk({ db: database.db, clock, wallet, hub, messages });
  const records = createRecordsService({ db: database.db, system });
  const lottery = createLotteryService({
    db: database.db,
    clock,
    system,
    wallet,
    closeSeconds: config.LOTTERY_CLOSE_SECONDS,
    limits: rg,
  });
  const lotteryEngine = createLotteryEngine({
    db: database.db,
    clock,
    hub,
    publishBalance: lottery.publishBalanceOf,
    closeSeconds: config.LOTTERY_CLOSE_SECONDS,
    settleConcurrency: database.kind === 'postgres' ? 2 : 1,
    log: app.log,
  });
  // One leader runs the draw engine (PostgreSQL advisory lock); the key spells 'LOTTERY'.
  const lotteryScheduler = createScheduler({
    database,
    clock,
    lockKey: 0x4c4f5454455259n,
    intervalMs: config.LOTTERY_TICK_MS,
    jobs: [(db, now) => lotteryEngine.tick(db, now)],
    log: app.log,
  });
  const agentContracts = createAgentContractsService({ db: database.db, clock, system });
  // Agents paid by a settlement hear of their new balance as lottery winners do (the merchant's site).
  const contractSettlement = createContractSettlement({
    db: database.db,
    system,
    publishBalance: lottery.publishBalanceOf,
  });
  // Agent salaries and dividends are settled, ended raffles drawn and the missions' weekly prizes
  // paid by one leader too; the
  // key spells 'AGENTPAY'.
  const agentScheduler = createScheduler({
    database,
    clock,
    lockKey: 0x4147454e54504159n,
    intervalMs: config.AGENT_TICK_MS,
    jobs: [
      (db, now) => contractSettlement.tick(db, now),
      (db, now) => promotions.drawEnded(db, now),
      (db, now) => missionPrizes.payEndedWeeks(db, now),
    ],
    log: app.log,
  });
  const winners = createWinnersService({ db: database.db, clock, system });
  const chat = createChatService({ db: database.db, clock, hub, limiter, system });
  const games = createGamesService({ db: database.db, clock, system, studioUrl: studio.urlFor });
  const vendor = createVendorService({
    db: database.moneyDb,
    clock,
    system,
    wallet,
    limits: { checkDebit: (member, amount) => rg.checkStake(member, amount) },
  });
  const services: Services = {
    system,
    identity: identity.services,
    wallet,
    hub,
    cashier,
    withdrawals,
    withdrawalDesk,
    records,
    messages,
    announcements,
    help,
    feedback,
    rebate,
    missions,
    missionPrizes,
    promotions,
    referral,
    club,
    points,
    rg,
    chat,
    agents,
    agentContracts,
    contractSettlement,
    agentScheduler,
    lottery,
    lotteryEngine,
    lotteryScheduler,
    games,
    vendor,
  };
  app.decorate('services', services);
  app.decorate('database', database);
  // The engine runs in a listening server only (`npm start`), never in app.inject tests.
  app.addHook('onListen', async () => {
    if (config.LOTTERY_JOBS) lotteryScheduler.start();
    if (config.AGENT_JOBS) agentScheduler.start();
  });
  app.addHook('preClose', async () => {
    await Promise.all([lotteryScheduler.stop(), agentScheduler.stop()]);
  });
  app.addHook('onClose', async () => {
    await hub.close();
    await redis?.close();
    await database.close();
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal platform API',
        version: '1.0.0',
        description: 'Envelope: {success, value} or {success:false, code, message}',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ success: true, value: { status: 'ok' } }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      // Both pools: the money pool's connections start with settings of their own.
      await Promise.all([sql`select 1`.execute(database.db), sql`select 1`.execute(database.moneyDb)]);
      if (redis) await redis.ping();
      return {
        success: true,
        value: { status: 'ready', database: database.kind, redis: redis ? 'up' : 'off' },
      };
    } catch (error) {
      app.log.warn({ err: error }, 'not ready');
      return reply.status(503).send({ success: false, code: 'MAINTENANCE', message: 'Not ready' });
    }
  });

  await app.register(formbody, { bodyLimit: config.BODY_LIMIT });
  app.decorateRequest('actor', null);
  await app.register(systemRoutes(services.system));
  await app.register(appInstallRoutes(services.system, config.PUBLIC_URL));
  await app.register(identity.routes);
  await app.register(
    walletRoutes({
      wallet,
      requireMember: identity.services.requireMember,
      directory: identity.services.directory,
    }),
  );
  await app.register(
    cashierRoutes({
      cashier,
      credentials,
      withdrawals,
      requireMember: identity.services.requireMember,
      publicUrl: config.PUBLIC_URL,
    }),
  );
  await app.register(recordsRoutes({ records, requireMember: identity.services.requireMember }));
  await app.register(messagesRoutes({ messages, requireMember: identity.services.requireMember }));
  const viewerOf = createViewerOf({ clock, sessions: identity.services.sessions, system });
  await app.register(
    announcementsRoutes({ announcements, viewerOf, requireMember: identity.services.requireMember }),
  );
  await app.register(helpRoutes({ help, system }));
  await app.register(feedbackRoutes({ feedback, viewerOf }));
  await app.register(
    promotionsRoutes({ promotions, depositMatch, viewerOf, requireMember: identity.services.requireMember }),
  );
  await app.register(rebateRoutes({ rebate, requireMember: identity.services.requireMember }));
  await app.register(missionsRoutes({ missions, requireMember: identity.services.requireMember }));
  await app.register(referralRoutes({ referral, requireMember: identity.services.requireMember }));
  await app.register(clubRoutes({ club, requireMember: identity.services.requireMember }));
  await app.register(pointsRoutes({ points, requireMember: identity.services.requireMember }));
  await app.register(responsibleGamingRoutes({ rg, requireMember: identity.services.requireMember }));
  await app.register(
    agentRoutes({ agents, requireMember: identity.services.requireMember, publicUrl: config.PUBLIC_URL }),
  );
  await app.register(
    agentContractRoutes({ contracts: agentContracts, requireMember: identity.services.requireMember }),
  );
  await app.register(lotteryRoutes({ lottery, requireMember: identity.services.requireMember }));
  await app.register(winnersRoutes({ winners }));
  await app.register(chatRoutes({ chat, requireMember: identity.services.requireMember }));
  await app.register(gamesRoutes({ games, requireMember: identity.services.requireMember }));
  await app.register(vendorRoutes({ vendor }));
  if (config.SANDBOX_GATEWAY ?? config.NODE_ENV !== 'production')
    await app.register(sandboxGatewayRoutes({ db: database.db }));
  await registerWebSocket(app, { db: database.db, hub, sessions: identity.services.sessions, wallet });
  if (options.adminSecret)
    await app.register(
      adminRoutes({
        system,
        db: database.db,
        cashier,
        withdrawals: withdrawalDesk,
        channels: createChannelOps({ db: database.db, settingsById: system.settingsById }),
        turnover: createTurnoverOps({ db: database.db, clock: clock, system }),
        banners: createBannerOps({ db: database.db, settingsById: system.settingsById }),
        games: createGameOps({ db: database.db }),
        report: createReportOps({ db: database.db, clock, system }),
        members: createMemberOps({ db: database.db, clock, system }),
        club: createClubOps({ db: database.db, system, club, messages }),
        messages,
        announcements,
        help,
        feedback,
        rebate,
        agents: createAgentOps({ db: database.db }),
        agentContracts: createAgentContractsOps({ db: database.db, clock }),
        contractSettlement,
        referral,
        points: createPointsOps({
          db: database.db,
          clock,
          system,
          publishBalance: (memberId) => wallet.publishBalance({ id: memberId }, null),
        }),
        chat,
        rg,
        missions,
        missionPrizes,
        promotions,
        lottery: createLotteryOps({ db: database.db, clock, engine: lotteryEngine }),
        secret: options.adminSecret,
      }),
    );
  await registerWebApp(app, config.WEB_DIST);
  return app;
}
