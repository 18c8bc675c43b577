import { AppError } from '@portal/contracts/errors';
import { readAdminFile } from './admin-file.ts';
import type { Config } from './config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { DEMO_MERCHANT_CODE } from './db/seed/demo-merchant.ts';
import { depositCreditedHook } from './deposit-credited.ts';
import { systemClock } from './lib/clock.ts';
import { createHub } from './lib/hub.ts';
import {
  applyOpsCommand,
  type OpsCommand,
  type OpsResult,
  parseOpsArgs,
} from './modules/admin/ops-command.ts';
import { createAgentOps } from './modules/agent/agent.service.ts';
import { createAgentContractsOps } from './modules/agent-contracts/agent-contracts.service.ts';
import { createContractSettlement } from './modules/agent-contracts/contract-settlement.ts';
import { createAnnouncementsService } from './modules/announcements/announcements.service.ts';
import { createCashierService } from './modules/cashier/cashier.service.ts';
import { createChannelOps } from './modules/cashier/channels.service.ts';
import { createTurnoverOps } from './modules/cashier/turnover.ops.ts';
import { createWithdrawalDesk } from './modules/cashier/withdrawal.service.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { createClubOps } from './modules/club/club.ops.ts';
import { createClubService } from './modules/club/club.service.ts';
import { createFeedbackService } from './modules/feedback/feedback.service.ts';
import { createGameOps } from './modules/games/games.ops.ts';
import { createMemberOps } from './modules/identity/member.ops.ts';
import { createMemberDirectory } from './modules/identity/member-directory.ts';
import { createLotteryEngine } from './modules/lottery/lottery.engine.ts';
import { createLotteryOps } from './modules/lottery/lottery.ops.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';
import { createMissionPrizes } from './modules/missions/mission-prizes.ts';
import { createMissionsService } from './modules/missions/missions.service.ts';
import { createPointsOps } from './modules/points/points.service.ts';
import { createDepositMatchService } from './modules/promotions/deposit-match.service.ts';
import { createPromotionsService } from './modules/promotions/promotions.service.ts';
import { createRebateService } from './modules/rebate/rebate.service.ts';
import { createReportOps } from './modules/records/report.ops.ts';
import { createReferralService } from './modules/referral/referral.service.ts';
import { createBannerOps } from './modules/system/banners.service.ts';
import { createGeoLookup } from './modules/system/geoip.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';

/** Sends the command to the running server; null when no server answers. */
async function viaRunningServer(config: Config, command: OpsCommand): Promise<OpsResult | null> {
  const admin = readAdminFile(config.DATA_DIR);
  if (!admin) return null;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${admin.port}/admin/ops`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-secret': admin.secret },
      body: JSON.stringify(command),
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return null; // A stale admin file from a server that is gone.
  }
  const body = (await response.json()) as { success: boolean; value?: OpsResult; message?: string };
  if (!body.success || !body.value) throw new Error(body.message ?? `server refused (${response.status})`);
  return body.value;
}

/** Opens the database itself: PostgreSQL always allows it, PGlite only when no server runs. */
async function direct(config: Config, command: OpsCommand): Promise<OpsResult> {
  const database = openDatabase(config);
  try {
    await migrate(database.db, database.kind === 'postgres' ? config.DATABASE_SCHEMA : undefined);
    const system = createSystemService({
      db: database.db,
      clock: systemClock,
      geo: createGeoLookup(),
      cacheMs: 0,
    });
    // No server runs, so no browser is connected to hear a balance or cashier event.
    const hub = createHub();
    const wallet = createWalletService({ db: database.db, hub, system });
    const messages = createMessagesService({
      db: database.db,
      clock: systemClock,
      hub,
      directory: createMemberDirectory(database.db),
    });
    const referral = createReferralService({ db: database.db, clock: systemClock, system });
    const depositMatch = createDepositMatchService({
      db: database.db,
      clock: systemClock,
      messages,
      system,
    });
    const club = createClubService({ db: database.db, clock: systemClock, system, messages });
    const cashier = createCashierService({
      db: database.db,
      clock: systemClock,
      dataDir: config.DATA_DIR,
      system,
      wallet,
      hub,
      messages,
      onDepositCredited: depositCreditedHook({ clock: systemClock, referral, depositMatch, club }),
    });
    const withdrawals = createWithdrawalDesk({
      db: database.db,
      clock: systemClock,
      wallet,
      hub,
      messages,
    });
    const lotteryEngine = createLotteryEngine({
      db: database.db,
      clock: systemClock,
      hub: createHub(),
      publishBalance: async () => {},
      closeSeconds: config.LOTTERY_CLOSE_SECONDS,
    });
    const lottery = createLotteryOps({ db: database.db, clock: systemClock, engine: lotteryEngine });
    return await applyOpsCommand(
      {
        system,
        db: database.db,
        cashier,
        withdrawals,
        channels: createChannelOps({ db: database.db, settingsById: system.settingsById }),
        turnover: createTurnoverOps({ db: database.db, clock: systemClock, system }),
        banners: createBannerOps({ db: database.db, settingsById: system.settingsById }),
        games: createGameOps({ db: database.db }),
        report: createReportOps({ db: database.db, clock: systemClock, system }),
        members: createMemberOps({ db: database.db, clock: systemClock, system }),
        club: createClubOps({ db: database.db, system, club, messages }),
        messages,
        lottery,
        agents: createAgentOps({ db: database.db }),
        referral,
        // Without the server, an answer waits in the conversation for the member's next visit.
        chat: createChatService({
          db: database.db,
          clock: systemClock,
          hub,
          limiter: { consume: async () => {} },
          system,
        }),
        points: createPointsOps({ db: database.db, clock: systemClock, system }),
        agentContracts: createAgentContractsOps({ db: database.db, clock: systemClock }),
        contractSettlement: createContractSettlement({ db: database.db, system }),
        announcements: createAnnouncementsService({
          db: database.db,
          clock: systemClock,
          settingsById: system.settingsById,
        }),
        rebate: createRebateService({ db: database.db, clock: systemClock, system }),
        missions: createMissionsService({ db: database.db, clock: systemClock, system }),
        missionPrizes: createMissionPrizes({ db: database.db, system, messages }),
        // Without the server, the member's tabs hear of a review at their next load.
        promotions: createPromotionsService({
          db: database.db,
          clock: systemClock,
          dataDir: config.DATA_DIR,
          system,
          limiter: { consume: async () => {} },
          messages,
        }),
        feedback: createFeedbackService({
          db: database.db,
          clock: systemClock,
          dataDir: config.DATA_DIR,
          // Answering and listing never count against a sender's allowance.
          limiter: { consume: async () => {} },
          messages,
        }),
      },
      command,
    );
  } finally {
    await database.close();
  }
}

export async function runOpsCli(config: Config, argv: readonly string[]): Promise<number> {
  try {
    const command = parseOpsArgs(argv, DEMO_MERCHANT_CODE);
    const result = (await viaRunningServer(config, command)) ?? (await direct(config, command));
    console.log(result.ok ? `ok: ${result.message}` : result.message);
    return result.ok ? 0 : 1;
  } catch (error) {
    console.error(error instanceof AppError || error instanceof Error ? error.message : String(error));
    return 2;
  }
}
