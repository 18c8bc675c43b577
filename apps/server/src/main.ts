// First: V8 settings must be in place before anything else runs.
import './v8-tuning.ts';
import { startStudio } from '@portal/studio';
import { newAdminSecret, removeAdminFile, writeAdminFile } from './admin-file.ts';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { seedDemoMerchant } from './db/seed/demo-merchant.ts';
import { studioAddress } from './modules/games/studio-address.ts';
import { runOpsCli } from './ops-cli.ts';

const usage = 'Usage: main.js start | migrate | seed | audit | ops <command>';

async function start(): Promise<void> {
  const config = loadConfig();
  const adminSecret = newAdminSecret();
  const app = await buildApp(config, { adminSecret });
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const port = Number(new URL(address).port);
  writeAdminFile(config.DATA_DIR, { port, secret: adminSecret, pid: process.pid });
  const studio = await startInHouseStudio(app, config, port);
  console.log(`Portal running at http://localhost:${port}`);
  if (studio) console.log(`Game studio running at http://localhost:${studioAddress(config).port}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one cannot hold the process forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    removeAdminFile(config.DATA_DIR, process.pid);
    await studio?.close();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * The in-house studio runs beside the platform on its own port and reaches it only over HTTP
 * through the vendor protocol, with the wallet secret the platform holds for it.
 */
async function startInHouseStudio(app: Awaited<ReturnType<typeof buildApp>>, config: Config, port: number) {
  const vendor = await app.database.db
    .selectFrom('game_vendor')
    .select(['code', 'wallet_secret'])
    .where('in_house', '=', true)
    .where('wallet_secret', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  if (!vendor?.wallet_secret) return null;
  const studioPort = studioAddress(config).port;
  try {
    const { app: studio } = await startStudio({
      platformUrl: `http://127.0.0.1:${port}`,
      vendorCode: vendor.code,
      secret: vendor.wallet_secret,
      dataDir: config.DATA_DIR,
      logLevel: config.LOG_LEVEL,
      host: config.HOST,
      port: studioPort,
    });
    return studio;
  } catch (error) {
    // The portal still serves everything else; launching an in-house game will fail until fixed.
    app.log.error({ err: error, port: studioPort }, 'the game studio could not start');
    return null;
  }
}

async function migrateOnly(seed: boolean): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    const applied = await migrate(
      database.db,
      database.kind === 'postgres' ? config.DATABASE_SCHEMA : undefined,
    );
    console.log(applied.length ? `migrated: ${applied.join(', ')}` : 'schema up to date');
    if (seed)
      console.log(
        (await seedDemoMerchant(database.db)) ? 'demo merchant created' : 'demo merchant already present',
      );
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'start':
      await start();
      return -1;
    case 'migrate':
      await migrateOnly(false);
      return 0;
    case 'seed':
      await migrateOnly(true);
      return 0;
    case 'ops':
      return runOpsCli(loadConfig(), rest);
    case 'audit':
      return runOpsCli(loadConfig(), ['audit']);
    default:
      console.error(usage);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
